// @vitest-environment happy-dom

import { SERVER_RENDERED_ATTRIBUTE } from '@shop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.documentElement.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe('useHydrated on a server-rendered page', () => {
  it('is false while hydrating and true right after; true at once on every page after a navigation', async () => {
    // `serverRendered` is read from the document as the module loads: the page's attribute comes first,
    // then fresh modules (React and the router too, so that all share one React).
    document.documentElement.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
    vi.resetModules();
    const { useHydrated, useNavigationTracking } = await import('./hydration');
    const { act } = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { createMemoryRouter, Outlet, RouterProvider } = await import('react-router');

    const seen: string[] = [];
    function Probe({ name }: { name: string }) {
      const hydrated = useHydrated();
      seen.push(`${name} ${hydrated}`);
      return <p>{String(hydrated)}</p>;
    }
    // Another page is another component: React mounts it afresh.
    function OtherPage() {
      return <Probe name="other" />;
    }
    function Frame() {
      useNavigationTracking();
      return <Outlet />;
    }
    const router = createMemoryRouter([
      {
        element: <Frame />,
        children: [
          { path: '/', element: <Probe name="first" /> },
          { path: '/other', element: <OtherPage /> },
        ],
      },
    ]);
    const container = document.createElement('div');
    container.innerHTML = '<p>false</p>'; // the server's HTML
    document.body.append(container);
    const errors: unknown[] = [];
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // The server's HTML matched (no recoverable hydration error), then one more render with true.
    expect(errors).toEqual([]);
    expect(seen).toEqual(['first false', 'first true']);
    expect(container.textContent).toBe('true');

    seen.length = 0;
    await act(() => router.navigate('/other'));
    await act(() => router.navigate(-1));
    // Pages mounted after a navigation, back on the first location too, are the browser's from the start.
    expect(seen).toEqual(['other true', 'first true']);
  });
});
