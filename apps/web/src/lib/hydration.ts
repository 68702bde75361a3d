import { SERVER_RENDERED_ATTRIBUTE } from '@shop/shared';
import { useSyncExternalStore } from 'react';

/**
 * The first screens are rendered on the server, then hydrated in the browser (decision 015). While React
 * hydrates a component, it must render exactly what the server did: nothing from localStorage,
 * sessionStorage, `window` or `navigator`. (The zustand stores already hydrate with their initial state.)
 */

/** In a browser page that came rendered from the server (false on the server itself). */
export const serverRendered =
  typeof document !== 'undefined' && document.documentElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE);

const subscribeNever = () => () => undefined;

/**
 * False on the server and while React hydrates the component, true afterwards (React renders it again
 * with `true` at once) and from the start on a screen the browser renders itself.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
