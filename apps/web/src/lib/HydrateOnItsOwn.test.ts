// @vitest-environment happy-dom

import * as compat from 'preact/compat';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateOnItsOwn } from './HydrateOnItsOwn';
import { asIslandHydration } from './islands/hydratingIsland';
import { hydrateRoot } from './islands/preact/reactDomClient';

// The islands' build gives `import … from 'react'` and JSX Preact's compat (decision 115, vite.config.ts's
// `preactAliases`): so does this test.
vi.mock('react', () => import('./islands/preact/react'));
vi.mock('react/jsx-runtime', () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/compat/jsx-dev-runtime'));

const h = compat.createElement as (type: unknown, props: object | null, ...children: unknown[]) => ReactNode;

afterEach(() => {
  document.body.innerHTML = '';
});

/** A grid of two hearts, the second on its own; drawn as React's server renderer draws it. */
function serverGrid(clicks: string[]) {
  const Heart = ({ name }: { name: string }) =>
    h('button', { type: 'button', onClick: () => clicks.push(name) }, name);
  const Grid = () =>
    h(
      'ul',
      null,
      h('li', null, h(Heart, { name: 'first' })),
      h('li', null, h(HydrateOnItsOwn, null, h(Heart, { name: 'second' }))),
    );
  // React marks a Suspense boundary's range with comments.
  document.body.innerHTML =
    '<shop-island><ul><li><button type="button">first</button></li>' +
    '<li><!--$--><button type="button">second</button><!--/$--></li></ul></shop-island>';
  const island = document.querySelector('shop-island') as Element;
  return { island, grid: h(Grid, null), buttons: [...island.querySelectorAll('button')] };
}

describe('HydrateOnItsOwn in an island', () => {
  it("keeps the server's element as it is and hydrates it a task after the island", async () => {
    const clicks: string[] = [];
    const { island, grid, buttons } = serverGrid(clicks);
    asIslandHydration(() => hydrateRoot(island, grid));
    for (const button of buttons) button.click();
    // The island is hydrated, its part not yet.
    expect(clicks).toEqual(['first']);
    await vi.waitFor(() => {
      buttons[1]?.click();
      expect(clicks).toContain('second');
    });
    // The very elements the server drew, none drawn again.
    expect([...island.querySelectorAll('button')]).toEqual(buttons);
  });

  it('hydrates with its island when the island is hydrated for a tap', () => {
    const clicks: string[] = [];
    const { island, grid, buttons } = serverGrid(clicks);
    hydrateRoot(island, grid);
    for (const button of buttons) button.click();
    expect(clicks).toEqual(['first', 'second']);
    expect([...island.querySelectorAll('button')]).toEqual(buttons);
  });
});
