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
import { hydrate } from '@tanstack/react-query';
import { type ComponentType, createElement, lazy, startTransition } from 'react';
import { createRoot, hydrateRoot } from './app/reactDom';
import { setApiLanguage } from './lib/api';
import { createLanguage, preloadPageWords } from './lib/i18n';
import { islandIdPrefix } from './lib/islands/Island';
import { type IslandContext, IslandRoot } from './lib/islands/IslandRoot';
import { locationOf } from './lib/islands/islandRouter';
import { pageDataText, parseJson } from './lib/pageData';
import { createQueryClient } from './lib/queryClient';
import { freshServerState } from './lib/serverState';
import { ToastHost } from './lib/toast';

/**
 * The browser's side of a page the server draws as islands (decision 098): instead of the app, this
 * entry and the code of the page's islands (`*.island.tsx`) load after the page's pictures. Each island
 * is hydrated as a React root of its own: at once if it is in view, otherwise when it comes near the
 * view, when it is touched or focused, or when the browser is idle, whichever comes first. A tap on one
 * not hydrated yet hydrates it on the spot and React then handles the tap. The rest of the page stays
 * the server's HTML. The islands share one query cache, language, router location and the stores
 * (cart, session, toasts).
 */

const ISLAND_MODULES = import.meta.glob<{ default: ComponentType<object> }>('./**/*.island.tsx');
/** Each island module's loader, by its name in the page (as Vite's manifest names the module). */
const loaders = new Map(Object.entries(ISLAND_MODULES).map(([key, load]) => [`src/${key.slice(2)}`, load]));

const specs = (parseJson(pageDataText(ISLANDS_ID)) as IslandSpec[] | undefined) ?? [];
const elements = [...document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island]`)];
const parts = new Map<string, ComponentType<object>>();
const hydrated = new WeakSet<HTMLElement>();
const mountedIslands = new WeakSet<HTMLElement>();
let context: IslandContext;
let waiting = elements.length;

/** What to do once an island is the browser's: tap again the button tapped before the code came. */
const onceMounted = new Map<HTMLElement, () => void>();

/** Marks the page as the browser's (e2e journeys wait for it), once every island has hydrated. */
function mounted(element: HTMLElement) {
  if (mountedIslands.has(element)) return;
  mountedIslands.add(element);
  onceMounted.get(element)?.();
  onceMounted.delete(element);
  waiting -= 1;
  if (waiting === 0) document.documentElement.dataset.appReady = 'true';
}

/** Hydrates the island `element` now, if its code is here; false if it is not (yet). */
function hydrateIsland(element: HTMLElement): boolean {
  if (hydrated.has(element)) return true;
  const index = Number(element.dataset.island);
  const spec = specs[index];
  const part = spec && parts.get(spec.module);
  if (!part) return false;
  hydrated.add(element);
  hydrateRoot(
    element,
    <IslandRoot context={context} onMounted={() => mounted(element)}>
      {createElement(part, spec.props)}
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(index) },
  );
  return true;
}

/** Hydrates at low priority: React renders it in slices, between which the browser answers input. */
const hydrateSoon = (element: HTMLElement) => startTransition(() => void hydrateIsland(element));

/** The island's content box (the island's own element takes none: `display: contents`). */
function boxOf(element: HTMLElement): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

const inView = (box: DOMRect) =>
  box.bottom >= 0 && box.top <= window.innerHeight && box.right >= 0 && box.left <= window.innerWidth;

const idle = (run: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 50);

/**
 * An island out of view waits: it hydrates when it nears the view, is touched or focused (then at once,
 * so React handles the event that asked for it), or when the browser is idle.
 */
function hydrateLater(later: HTMLElement[]) {
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const island = entry.target.closest<HTMLElement>(ISLAND_TAG);
        if (island) hydrateSoon(island);
        near.unobserve(entry.target);
      }
    },
    { rootMargin: '200px' },
  );
  for (const element of later) for (const child of element.children) near.observe(child);
  const onIntent = (event: Event) => {
    const island = (event.target as Element | null)?.closest?.<HTMLElement>(ISLAND_TAG);
    if (island && !hydrated.has(island)) hydrateIsland(island);
  };
  for (const type of ['pointerdown', 'focusin', 'keydown']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  const queue = [...later];
  const next = () => {
    const element = queue.shift();
    if (!element) return;
    if (!hydrated.has(element)) hydrateSoon(element);
    idle(next);
  };
  idle(next);
}

/** The page's toasts: a root of their own at the end of the page, drawn by the browser alone. */
function mountToasts() {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <IslandRoot context={context}>
      <ToastHost />
    </IslandRoot>,
  );
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
  mountToasts();
  if (waiting === 0) document.documentElement.dataset.appReady = 'true';
  // The page's loader held a tap on an island's button until now (render.ts, APP_LOADER): its island
  // first, then the tap again, now that React listens.
  document.documentElement.setAttribute(ISLANDS_STARTED_ATTRIBUTE, '');
  const held = document.querySelector<HTMLElement>(`[${HELD_TAP_ATTRIBUTE}]`);
  const heldIsland = held?.closest<HTMLElement>(ISLAND_TAG);
  if (held && heldIsland) {
    held.removeAttribute(HELD_TAP_ATTRIBUTE);
    onceMounted.set(heldIsland, () => held.click());
    hydrateIsland(heldIsland);
  }
  const later: HTMLElement[] = [];
  for (const element of elements) {
    const box = boxOf(element);
    // An island that draws nothing (a store's sync) or that is in view: at once.
    if ((box.width === 0 && box.height === 0) || inView(box)) hydrateSoon(element);
    else later.push(element);
  }
  hydrateLater(later);
}

// After the tasks that evaluate the modules (the page's loader runs them one by one, decision 018).
setTimeout(() => void start());
