import { SERVER_RENDERED_ATTRIBUTE } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The first screens are rendered on the server, then hydrated in the browser (decision 015). While React
 * hydrates a component, it must render exactly what the server did: nothing from localStorage,
 * sessionStorage, `window` or `navigator`. (The zustand stores already hydrate with their initial state.)
 */

/** In a browser page that came rendered from the server (false on the server itself). */
export const serverRendered =
  typeof document !== 'undefined' && document.documentElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE);

/** The key of the page's first location: every component of that page came from the server's HTML. */
let firstLocationKey: string | undefined;

/**
 * False on the server and while React hydrates the component, true afterwards; true from the start on a
 * screen the browser renders itself (a page it was not sent, or any page after the first navigation).
 *
 * The second render is an ordinary update from an effect, in a task of its own (decision 018): not
 * `useSyncExternalStore` with a server snapshot, whose re-render React does synchronously at the end of
 * the hydration's commit, together with every effect of the page, in one long task.
 */
export function useHydrated(): boolean {
  const { key } = useLocation();
  const browser = typeof document !== 'undefined';
  if (browser) firstLocationKey ??= key;
  const [hydrated, setHydrated] = useState(() => browser && (!serverRendered || key !== firstLocationKey));
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
