import { localePrefix, matchRoute, ROUTES, splitLocale } from '@shop/shared';
import { type ReactNode, useSyncExternalStore } from 'react';
import {
  createPath,
  type Location,
  type Navigator,
  parsePath,
  Route,
  Router,
  Routes,
  type To,
} from 'react-router';
import { randomKey } from '../randomKey';

/**
 * React Router for the islands of a page (decision 098). Every island reads the same location, the
 * document's. A link or navigation to another page loads that page from the server (its page memory
 * answers), as a plain link would; one that changes only the query of this page (a listing's filters
 * and pages) stays in it: the history gets a new entry and every island reads the new query, as Back
 * and Forward restore it.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Location | undefined;

function documentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? 'default' };
}

function changed() {
  current = documentLocation();
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener) {
  if (listeners.size === 0) window.addEventListener('popstate', changed);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', changed);
  };
}

function go(to: To, state: unknown, replace: boolean) {
  const path = typeof to === 'string' ? parsePath(to) : to;
  const pathname = path.pathname ?? window.location.pathname;
  const href = createPath({ pathname, search: path.search ?? '', hash: path.hash ?? '' });
  if (pathname !== window.location.pathname) {
    if (replace) window.location.replace(href);
    else window.location.assign(href);
    return;
  }
  const entry = { usr: state, key: randomKey() };
  if (replace) window.history.replaceState(entry, '', href);
  else window.history.pushState(entry, '', href);
  changed();
}

/** React Router's navigator for islands (the paths it gets carry the language's prefix already). */
const navigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  push: (to, state) => go(to, state, false),
  replace: (to, state) => go(to, state, true),
  go: (delta) => window.history.go(delta),
};

/** The static navigator of the server's render: nothing navigates there. */
const serverNavigator: Navigator = {
  ...navigator,
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
};

/** A page URL (path with its language prefix, and query) as a router location. */
export function locationOf(url: string): Location {
  const { pathname = '/', search = '', hash = '' } = parsePath(url);
  return { pathname, search, hash, state: null, key: 'default' };
}

/**
 * The router around an island: `initial` is the page's location as the server drew it (the document's,
 * as it loaded, in the browser), which the island renders while it hydrates. Route parameters come from
 * the page's route (`ROUTES`), as the app's router would match it.
 */
export function IslandRouter({ initial, children }: { initial: Location; children: ReactNode }) {
  const server = typeof window === 'undefined';
  const location = useSyncExternalStore(
    subscribe,
    () => current ?? initial,
    () => initial,
  );
  const { locale, path } = splitLocale(location.pathname);
  const route = matchRoute(path);
  return (
    <Router
      basename={localePrefix(locale) || undefined}
      location={location}
      navigator={server ? serverNavigator : navigator}
      static={server}
      useTransitions={false}
    >
      {route ? (
        <Routes>
          <Route path={ROUTES[route.name]} element={children} />
        </Routes>
      ) : (
        children
      )}
    </Router>
  );
}
