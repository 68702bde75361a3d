import {
  HELD_TAP_ATTRIBUTE,
  ISLAND_TAG,
  ISLANDS_ID,
  ISLANDS_STARTED_ATTRIBUTE,
  type IslandSpec,
  loadWords,
  matchRoute,
  PAGES,
  POSTED_FORM_ID,
  type PostedForm,
  SERVER_STATE_ID,
  splitLocale,
} from '@shop/shared';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { type ComponentType, createElement, lazy } from 'react';
import { createRoot, hydrateRoot } from './app/reactDom';
import { setApiLanguage } from './lib/api';
import { createLanguage, preloadPageWords } from './lib/i18n';
import { whenIdle } from './lib/idle';
import { asIslandHydration } from './lib/islands/hydratingIsland';
import { islandIdPrefix } from './lib/islands/Island';
import { type IslandContext, IslandRoot } from './lib/islands/IslandRoot';
import { locationOf } from './lib/islands/islandRouter';
import { pageDataText, parseJson } from './lib/pageData';
import { createQueryClient } from './lib/queryClient';
import { freshServerState } from './lib/serverState';
import { carryToastsAcrossPages, onFirstToast, preloadToasts, ToastHost } from './lib/toast';

/**
 * The browser's side of a page the server draws as islands (decision 098): instead of the app, this
 * entry and the code of the page's islands (`*.island.tsx`) load after the page's pictures, built on
 * Preact's compat layer instead of React (decision 115; the server draws them with React). Each island
 * is hydrated as a root of its own when a shopper can reach it: when it is in or near the view,
 * or touched or focused, whichever comes first (a tap on one not hydrated yet hydrates it on the spot and
 * then handles the tap). Islands further down wait until the shopper scrolls near them: a phone
 * does not spend its first seconds on parts nobody has reached. The rest of the page stays the server's
 * HTML. The islands share one query cache, language, router location and the stores (cart, session,
 * toasts).
 */

const ISLAND_MODULES = import.meta.glob<{ default: ComponentType<object> }>('./**/*.island.tsx');
/** Each island module's loader, by its name in the page (as Vite's manifest names the module). */
const loaders = new Map(Object.entries(ISLAND_MODULES).map(([key, load]) => [`src/${key.slice(2)}`, load]));

const specs = (parseJson(pageDataText(ISLANDS_ID)) as IslandSpec[] | undefined) ?? [];
const elements = [...document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island]`)];
const parts = new Map<string, ComponentType<object>>();
const hydrated = new Set<HTMLElement>();
const mountedIslands = new WeakSet<HTMLElement>();
let context: IslandContext;
/** The islands' elements whose first report (in or near the view, or not) has not come yet. */
const unreported = new Set<Element>();

/** What to do once an island is the browser's: tap again the button tapped before the code came. */
const onceMounted = new Map<HTMLElement, () => void>();

/**
 * Marks the page as the browser's (e2e journeys wait for it) once every island within reach has been
 * reported and hydrated; the others hydrate as the shopper reaches them.
 */
function markReadyIfSettled() {
  if (unreported.size > 0 || waiting.length > 0 || document.documentElement.dataset.appReady) return;
  for (const element of hydrated) if (!mountedIslands.has(element)) return;
  document.documentElement.dataset.appReady = 'true';
  whenIdle(prepareToasts);
}

function mounted(element: HTMLElement) {
  if (mountedIslands.has(element)) return;
  mountedIslands.add(element);
  onceMounted.get(element)?.();
  onceMounted.delete(element);
  markReadyIfSettled();
}

/**
 * Hydrates the island `element` now, if its code is here; false if it is not (yet). With `partsLater`,
 * its parts that hydrate on their own (`HydrateOnItsOwn`) each wait a task: an island reached, not
 * touched. An island touched hydrates whole, so that the tap finds its part's handler.
 */
function hydrateIsland(element: HTMLElement, { partsLater = false } = {}): boolean {
  if (hydrated.has(element)) return true;
  const index = Number(element.dataset.island);
  const spec = specs[index];
  const part = spec && parts.get(spec.module);
  if (!part) return false;
  hydrated.add(element);
  const hydrate = () =>
    hydrateRoot(
      element,
      <IslandRoot context={context} onMounted={() => mounted(element)}>
        {createElement(part, spec.props)}
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(index) },
    );
  if (partsLater) asIslandHydration(hydrate);
  else hydrate();
  return true;
}

/** Islands reached but not hydrated yet, in the order they were reached. */
const waiting: HTMLElement[] = [];
/** Whether the island is hydrated or waiting its turn. */
const onItsWay = (element: HTMLElement) => hydrated.has(element) || waiting.includes(element);
const nextIsland = new MessageChannel();
nextIsland.port1.onmessage = () => {
  const element = waiting.shift();
  try {
    if (element) hydrateIsland(element, { partsLater: true });
  } finally {
    // An island that throws as it hydrates (Preact throws out of `hydrate`) does not stop the others.
    if (waiting.length > 0) nextIsland.port2.postMessage(null);
    else markReadyIfSettled();
  }
};

/**
 * Hydrates in a task of its own, one island after the other: Preact hydrates an island in one go
 * (decision 115), and the islands in view hydrated together would be one long task, which a tap
 * would wait for.
 */
function hydrateSoon(element: HTMLElement) {
  if (onItsWay(element)) return;
  if (waiting.push(element) === 1) nextIsland.port2.postMessage(null);
}

/**
 * Each island hydrates when it comes within 200 px of the view (the browser reports where each is after
 * its next layout, so nothing here forces one), or at once when touched or focused, so that its code
 * handles the event that asked for it. An island that draws nothing (a store's sync) hydrates at once.
 */
function hydrateWhenReached() {
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        unreported.delete(entry.target);
        const island = entry.target.closest<HTMLElement>(ISLAND_TAG);
        if (!island) continue;
        if (entry.isIntersecting) hydrateSoon(island);
        // Hydrated or on its way (reached now, or touched earlier): nothing more to watch for.
        if (onItsWay(island)) near.unobserve(entry.target);
      }
      markReadyIfSettled();
    },
    { rootMargin: '200px' },
  );
  for (const element of elements) {
    if (element.children.length === 0) hydrateSoon(element);
    for (const child of element.children) {
      unreported.add(child);
      near.observe(child);
    }
  }
  const onIntent = (event: Event) => {
    const island = (event.target as Element | null)?.closest?.<HTMLElement>(ISLAND_TAG);
    if (island && !hydrated.has(island)) hydrateIsland(island);
  };
  for (const type of ['pointerdown', 'focusin', 'keydown']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  markReadyIfSettled();
}

let toastsMounted = false;

/**
 * The page's toasts: a root of their own at the end of the page, drawn by the browser alone, with the
 * first toast or when the browser is idle after the page settled (`prepareToasts`), whichever comes first.
 */
function mountToasts() {
  if (toastsMounted) return;
  toastsMounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <IslandRoot context={context}>
      <ToastHost />
    </IslandRoot>,
  );
}

/**
 * The toasts' root and the snackbar's code, made ready once the page has settled: a tap's toast (Add to
 * Cart's "Please select size") then shows with the tap's own render. Made on the first toast, its root,
 * code and first render took ~400 ms at a phone's 4× before it showed.
 */
function prepareToasts() {
  void preloadToasts().then(() => whenIdle(mountToasts));
}

/**
 * A page the browser takes from its history (Back, Forward: its cache or its back-forward cache) holds
 * the answers it was drawn with, which may be older than the shop's (a review posted since, a piece sold):
 * its queries are asked again, and the islands redraw what changed.
 */
function refreshWhenFromHistory(queryClient: QueryClient) {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type === 'back_forward') void queryClient.invalidateQueries();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void queryClient.invalidateQueries();
  });
}

async function start() {
  const { locale, path } = splitLocale(window.location.pathname);
  const route = matchRoute(path);
  const page = route && PAGES[route.name];
  const [words] = await Promise.all([
    loadWords(locale),
    page?.words === 'pages' ? preloadPageWords(locale) : undefined,
  ]);
  const language = createLanguage(locale, words);
  setApiLanguage(language);
  const queryClient = createQueryClient();
  const state = freshServerState(pageDataText(SERVER_STATE_ID));
  if (state) hydrate(queryClient, state);
  refreshWhenFromHistory(queryClient);
  const { pathname, search, hash } = window.location;
  context = {
    queryClient,
    language,
    location: locationOf(pathname + search + hash),
    posted: parseJson(pageDataText(POSTED_FORM_ID)) as PostedForm | undefined,
    head: null,
    muiFrame: lazy(() => import('./app/muiFrame')),
  };
  const modules = [...new Set(specs.map((spec) => spec.module))];
  await Promise.all(
    modules.map(async (module) => {
      const load = loaders.get(module);
      if (!load) return console.error(`No island module ${module}`);
      parts.set(module, (await load()).default);
    }),
  );
  carryToastsAcrossPages();
  onFirstToast(mountToasts);
  // The page's loader held a tap on an island's button until now (render.ts, APP_LOADER): its island
  // first, then the tap again, now that its code listens.
  document.documentElement.setAttribute(ISLANDS_STARTED_ATTRIBUTE, '');
  const held = document.querySelector<HTMLElement>(`[${HELD_TAP_ATTRIBUTE}]`);
  const heldIsland = held?.closest<HTMLElement>(ISLAND_TAG);
  if (held && heldIsland) {
    held.removeAttribute(HELD_TAP_ATTRIBUTE);
    onceMounted.set(heldIsland, () => held.click());
    hydrateIsland(heldIsland);
  }
  hydrateWhenReached();
}

// After the tasks that evaluate the modules (the page's loader runs them one by one, decision 018).
setTimeout(() => void start());
