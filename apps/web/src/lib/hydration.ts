import { SERVER_RENDERED_ATTRIBUTE } from '@shop/shared';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Public pages are rendered on the server, then hydrated in the browser (decisions 015, 082). While React
 * hydrates a component, it must render exactly what the server did: nothing from localStorage,
 * sessionStorage, `window` or `navigator`. (The zustand stores already hydrate with their initial state.)
 */

/** In a browser page that came rendered from the server (false on the server itself). */
export const serverRendered =
  typeof document !== 'undefined' && document.documentElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE);

/** The key of the document's first location, and whether the app has left it since. */
let firstLocationKey: string | undefined;
let navigated = false;

/**
 * Called by the layout as it renders each location (before the page inside it): once the app has moved
 * to another location, every component mounts fresh, none hydrates, even back on the first location.
 */
export function useNavigationTracking() {
  const { key } = useLocation();
  if (typeof document === 'undefined') return;
  firstLocationKey ??= key;
  if (key !== firstLocationKey) navigated = true;
}

/** Whether the app still shows the document's first location (always, on the server). */
export const onFirstLocation = () => !navigated;

/** Whether a component rendering now is drawn by the browser itself: not on the server, not hydrating. */
const drawnByTheBrowser = () => typeof document !== 'undefined' && (!serverRendered || navigated);

/**
 * False on the server and while React hydrates the component, true afterwards; true from the first
 * render on a screen the browser renders itself (a page the server did not render, or any page after
 * the first navigation, as `useNavigationTracking` records it).
 *
 * The second render is an ordinary update from an effect, in a task of its own (decision 048): not
 * `useSyncExternalStore` with a server snapshot, whose re-render React does synchronously at the end of
 * the hydration's commit, together with every effect of the page, in one long task. A component that
 * mounts later on the first page, without a navigation, renders once with `false` too.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(drawnByTheBrowser);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * A value of the browser's (a media query's answer) that the server cannot know: `serverValue` while
 * React hydrates, then the browser's, following its changes (`subscribe`; `read` and `subscribe` are
 * module-level functions). Unlike `useHydrated`, the component renders again only if the browser's value
 * differs from the server's: a listing on a phone is not rendered twice to learn it is not wide.
 */
export function useBrowserValue<T>(
  read: () => T,
  subscribe: (changed: () => void) => () => void,
  serverValue: T,
): T {
  const [value, setValue] = useState(() => (drawnByTheBrowser() ? read() : serverValue));
  useEffect(() => {
    const update = () => setValue(read());
    update();
    return subscribe(update);
  }, [read, subscribe]);
  return value;
}
