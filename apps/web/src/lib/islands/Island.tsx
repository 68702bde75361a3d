import { ISLAND_TAG } from '@shop/shared';
import { type ComponentType, createContext, createElement, useContext } from 'react';
import './islands.css';

/**
 * Islands (decision 098): on a page the server draws as islands (`islands` in its `PAGES` entry), the
 * browser takes over only the parts a shopper can touch, each on its own, and the rest stays the
 * server's HTML. Each such part is the default export of a `*.island.tsx` module, placed with
 * `<Island of={Part} {...props} />`; its props travel in the page as JSON, so they are plain data (no
 * functions, no elements). Everywhere else (a page the app draws, the browser's own navigation) the
 * part renders in place, like any component.
 */

/** How the server's render of a page drawn as islands records each island it meets (entry-server.tsx). */
export interface IslandMarker {
  /** Records the island and returns its index in the page's list. */
  mark(part: ComponentType<never>, props: object): number;
}

/** The server render's marker; none in the browser, and inside an island (its parts are the island's). */
export const IslandMarkerContext = createContext<IslandMarker | null>(null);

export type IslandProps<P extends object> = { of: ComponentType<P> } & P;

export function Island<P extends object>({ of: part, ...props }: IslandProps<P>) {
  const marker = useContext(IslandMarkerContext);
  if (!marker) return createElement(part, props as unknown as P);
  // Its content is rendered on its own (`renderIsland`), as the browser will hydrate it.
  return createElement(ISLAND_TAG, { 'data-island': marker.mark(part as ComponentType<never>, props) });
}

/** The ids (`useId`'s) of island `index`: an island is a root of its own, its ids must not meet another's. */
export const islandIdPrefix = (index: number) => `i${index}-`;
