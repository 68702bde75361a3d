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

describe('useBrowserValue on a server-rendered page', () => {
  it("renders once when the browser's value is the server's, again when it differs, and follows changes", async () => {
    document.documentElement.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
    vi.resetModules();
    const { useBrowserValue } = await import('./hydration');
    const { act } = await import('react');
    const { hydrateRoot } = await import('react-dom/client');

    let wide = false;
    const listeners = new Set<() => void>();
    const read = () => wide;
    const subscribe = (changed: () => void) => {
      listeners.add(changed);
      return () => listeners.delete(changed);
    };
    const seen: boolean[] = [];
    function Probe() {
      const value = useBrowserValue(read, subscribe, false);
      seen.push(value);
      return <p>{String(value)}</p>;
    }
    const hydrate = async () => {
      const container = document.createElement('div');
      container.innerHTML = '<p>false</p>'; // the server's HTML
      document.body.append(container);
      const errors: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      return container;
    };
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

    // A phone: the server's value already, so no second render.
    const phone = await hydrate();
    expect(seen).toEqual([false]);
    expect(phone.textContent).toBe('false');

    // A wide screen: the server's value while hydrating, then the browser's.
    seen.length = 0;
    wide = true;
    const laptop = await hydrate();
    expect(seen).toEqual([false, true]);
    expect(laptop.textContent).toBe('true');

    // The window narrowed: both follow.
    wide = false;
    await act(async () => {
      for (const changed of listeners) changed();
    });
    expect([phone.textContent, laptop.textContent]).toEqual(['false', 'false']);
  });
});
