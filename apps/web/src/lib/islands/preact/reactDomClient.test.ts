// @vitest-environment happy-dom

import * as compat from 'preact/compat';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useId } from './react';
import { hydrateRoot } from './reactDomClient';

type Runtime = Pick<typeof React, 'createElement' | 'useId' | 'useState'>;

/**
 * A field whose hint shows when it is clicked, written once for both runtimes: the server draws it with
 * React, the browser hydrates it with Preact (decision 115). The input names its hint from the server's
 * HTML on; the hint itself is drawn by the browser alone.
 */
const fieldOf = ({ createElement, useId, useState }: Runtime) =>
  function Field() {
    const id = useId();
    const [hinted, setHinted] = useState(false);
    return createElement(
      'div',
      null,
      createElement('label', { htmlFor: `${id}-input` }, 'Name'),
      createElement('input', {
        id: `${id}-input`,
        'aria-describedby': `${id}-hint`,
        onClick: () => setHinted(true),
      }),
      hinted ? createElement('p', { id: `${id}-hint` }, 'As on your ID card') : null,
    );
  };

/** Two islands drawn by React's server renderer into the page, then hydrated by Preact. */
function hydratedIslands() {
  const ServerField = fieldOf(React);
  // The islands' build gives the island our `useId` and compat's other names (vite.config.ts).
  const BrowserField = fieldOf({ ...compat, useId } as unknown as Runtime);
  document.body.innerHTML = [0, 1]
    .map(
      (index) =>
        `<shop-island>${renderToString(React.createElement(ServerField), { identifierPrefix: `i${index}-` })}</shop-island>`,
    )
    .join('');
  const islands = [...document.querySelectorAll('shop-island')];
  islands.forEach((island, index) => {
    hydrateRoot(island, compat.createElement(BrowserField, null) as React.ReactNode, {
      identifierPrefix: `i${index}-`,
    });
  });
  return islands;
}

describe("the islands' Preact", () => {
  it("gives the server's elements the browser's ids as they hydrate, each island its own", async () => {
    const islands = hydratedIslands();
    const inputs = islands.map((island) => island.querySelector('input') as HTMLInputElement);
    // Each label still names its input, and the two islands' ids differ.
    for (const [index, island] of islands.entries()) {
      expect(island.querySelector('label')?.getAttribute('for')).toBe(inputs[index]?.id);
      expect(inputs[index]?.id.startsWith(`i${index}-`)).toBe(true);
    }
    expect(inputs[0]?.id).not.toBe(inputs[1]?.id);

    // The hint the browser draws later has the id the input named when the server drew it.
    inputs[0]?.click();
    await vi.waitFor(() => expect(islands[0]?.querySelector('p')).not.toBeNull());
    const hint = islands[0]?.querySelector('p');
    expect(hint?.textContent).toBe('As on your ID card');
    expect(inputs[0]?.getAttribute('aria-describedby')).toBe(hint?.id);
  });
});
