import { AsyncLocalStorage } from 'node:async_hooks';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import {
  directionOf,
  ISLAND_TAG,
  type IslandSpec,
  loadWords,
  localePrefix,
  matchRoute,
  PAGES,
  SERVER_CSS_ATTRIBUTE,
  type ServerRenderer,
  splitLocale,
} from '@shop/shared';
import { dehydrate, type Query, skipToken } from '@tanstack/react-query';
import { type ComponentType, createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Shop } from './app/App';
import { AppRoutes, preloadPage } from './app/routes';
import { setTransport } from './lib/api';
import { PostedFormContext } from './lib/forms';
import { createLanguage, preloadPageWords } from './lib/i18n';
import { type IslandMarker, IslandMarkerContext, islandIdPrefix } from './lib/islands/Island';
import { type IslandContext, IslandRoot } from './lib/islands/IslandRoot';
import { locationOf } from './lib/islands/islandRouter';
import { createQueryClient } from './lib/queryClient';
import { rtlStylisPlugins } from './lib/rtlStyles';
import { styleCacheOptions } from './lib/styleCache';
import { type PageHead, PageHeadContext } from './lib/usePageTitle';

/**
 * The server side of the public pages (decisions 015, 082): the server (apps/server/src/modules/pages/
 * render.ts) imports this module's build (`dist-ssr/entry-server.mjs`) and renders a page's HTML with
 * the same components the browser will hydrate.
 */

/** How this render asks the API: the server answers its public GETs in-process. */
type ServerGet = Parameters<ServerRenderer>[1];

const requests = new AsyncLocalStorage<ServerGet>();

// The app's API client asks the server that is rendering (each render has its own answers).
setTransport(async (input, init) => {
  const get = requests.getStore();
  const method = init?.method ?? 'GET';
  if (!get || method !== 'GET') throw new TypeError(`No ${method} ${String(input)} during a server render`);
  const { status, body } = await get(String(input));
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
});

/** Each island module's part (its default export) and its name in the page (decision 098). */
const ISLAND_MODULES = new Map<unknown, string>(
  Object.entries(import.meta.glob<{ default: unknown }>('./**/*.island.tsx', { eager: true })).map(
    ([key, module]) => [module.default, `src/${key.slice(2)}`],
  ),
);

/** Where the page's render left an island (`Island`), for its own render. */
const ISLAND_PLACE = new RegExp(`<${ISLAND_TAG} data-island="(\\d+)"></${ISLAND_TAG}>`, 'g');

/** Refuses props that could not travel in the page as JSON (a function, an element). */
function jsonProps(props: object): void {
  JSON.stringify(props, (key, value: unknown) => {
    const element = typeof value === 'object' && value !== null && '$$typeof' in value;
    if (typeof value === 'function' || element) {
      throw new Error(`An island's props must be plain data: '${key}' is not`);
    }
    return value;
  });
}

/** Renders again while a pass found more data to fetch or a part whose code is still loading. */
const MAX_PASSES = 8;

/** The queries a render asked for and nothing has fetched yet (disabled ones stay so, as in the browser). */
function unfetched(query: Query): boolean {
  const { queryFn } = query.options;
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return (
    on && queryFn !== skipToken && query.state.status === 'pending' && query.state.fetchStatus === 'idle'
  );
}

/**
 * React adds a preload of an eager picture it renders; the server's HTML already preloads the page's
 * largest one with the right widths and, for the banner's `<picture>`, the right file per screen width
 * (React's would fetch the wide banner on a phone too).
 */
const REACT_IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

const STYLE = /<style data-emotion="([^"]+)"[^>]*>([^<]*)<\/style>/g;

/** An emotion class in the body's markup (`css-` and its name). */
const CLASS_NAME = /\bcss-([a-z0-9]+)/g;

/**
 * Emotion writes each rule's `<style>` just before the first element using it: ~120 elements across the
 * body, each making the browser recompute styles while it parses. Moved into `<head>`, in their order, as
 * one element named by SERVER_CSS_ATTRIBUTE, which the browser's emotion cache adopts (lib/styleCache):
 * under emotion's own `data-emotion` it would move it to the end of `<head>` as it starts, and the browser
 * would parse and apply all its rules again. The global styles keep their own elements, which emotion's
 * `<Global>` looks for by name; `data-s` tells emotion they are in `<head>` already.
 */
function hoistStyles(rendered: string): { html: string; head: string } {
  const globals: string[] = [];
  const inserted: { ids: string[]; css: string }[] = [];
  const html = rendered.replace(REACT_IMAGE_PRELOAD, '').replace(STYLE, (tag, data: string, css: string) => {
    const [key, ...ids] = data.split(' ');
    if (key === 'css') inserted.push({ ids, css });
    else globals.push(tag.replace('<style ', '<style data-s="" '));
    return '';
  });
  // A MUI component that wraps another (AppBar's Paper, a Button's ButtonBase) inserts its own rules, then
  // the inner one merges them into a class of its own (emotion's registered styles): about a quarter of
  // the rules name a class no element carries. Their text is not sent; their names are, so that the
  // browser's emotion does not compile and insert them again either (the wrapper's class only ever
  // reaches the inner component, which merges it the same way in the browser).
  const classes = new Set(Array.from(html.matchAll(CLASS_NAME), ([, id]) => id));
  const names = inserted.flatMap(({ ids }) => ids);
  const rules = inserted
    .filter(({ ids, css }) => css.includes('@keyframes') || ids.some((id) => classes.has(id)))
    .map(({ css }) => css)
    .join('');
  const head = [
    ...globals,
    names.length ? `<style ${SERVER_CSS_ATTRIBUTE}="${names.join(' ')}">${rules}</style>` : '',
  ];
  return { html, head: head.join('') };
}

/** React's mark of a Suspense boundary the server did not finish (the browser would render it again: #419). */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * Waits for the code of every lazy part the page shows: `prerender` finishes only once they have all
 * loaded (its HTML is not used: emotion's styles of a part that suspended would be missing from it).
 */
async function loadParts(page: ReactNode): Promise<void> {
  const { prelude } = await prerender(page, { onError: () => undefined });
  await new Response(prelude).arrayBuffer();
}

/**
 * The HTML of the page at `url` (path and query), as a guest sees it, with its title and description.
 * Rendering asks for data the way the browser would; what the server had not fetched already is fetched,
 * then the page is rendered again with it.
 */
export const render: ServerRenderer = (url, get, posted) =>
  requests.run(get, async () => {
    const { locale, path } = splitLocale(new URL(url, 'http://shop.invalid').pathname);
    // The page's code and words: every page's, and the pages' own (loaded once per language).
    const [words] = await Promise.all([loadWords(locale), preloadPageWords(locale), preloadPage(path)]);
    const language = createLanguage(locale, words);
    const plugins = directionOf(locale) === 'rtl' ? rtlStylisPlugins : undefined;
    const queryClient = createQueryClient();
    const head: PageHead = {};
    const route = matchRoute(path);
    const asIslands = route !== undefined && PAGES[route.name]?.islands === true;
    let islands: (IslandSpec & { part: ComponentType<object> })[] = [];
    const marker: IslandMarker = {
      mark(part, props) {
        const module = ISLAND_MODULES.get(part);
        if (!module) throw new Error('An island is the default export of a *.island.tsx module');
        jsonProps(props);
        islands.push({ part: part as ComponentType<object>, module, props: props as IslandSpec['props'] });
        return islands.length - 1;
      },
    };
    const islandContext: IslandContext = { queryClient, language, location: locationOf(url), posted, head };
    // One style cache per pass: each rule's <style> goes out once, before the first element that uses it
    // (without it every component would write its own); hoistStyles moves them into <head>.
    const page = () => (
      <PageHeadContext.Provider value={head}>
        <CacheProvider value={createCache(styleCacheOptions(plugins))}>
          <Shop queryClient={queryClient} language={language}>
            <PostedFormContext.Provider value={posted}>
              <IslandMarkerContext.Provider value={asIslands ? marker : null}>
                <StaticRouter location={url} basename={localePrefix(locale) || undefined}>
                  <AppRoutes />
                </StaticRouter>
              </IslandMarkerContext.Provider>
            </PostedFormContext.Provider>
          </Shop>
        </CacheProvider>
      </PageHeadContext.Provider>
    );
    // An island is rendered on its own, as the browser hydrates it: a root of its own, with its own ids.
    const island = (index: number) => {
      const { part, props } = islands[index] as (typeof islands)[number];
      return <IslandRoot context={islandContext}>{createElement(part, props)}</IslandRoot>;
    };
    const renderPage = () => {
      islands = [];
      return renderToString(page()).replace(ISLAND_PLACE, (_, index: string) => {
        const content = renderToString(island(Number(index)), {
          identifierPrefix: islandIdPrefix(Number(index)),
        });
        return `<${ISLAND_TAG} data-island="${index}">${content}</${ISLAND_TAG}>`;
      });
    };
    let html = renderPage();
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const queries = queryClient.getQueryCache().findAll({ predicate: unfetched });
      const unfinished = html.includes(UNFINISHED_BOUNDARY);
      if (!queries.length && !unfinished) break;
      await Promise.all(
        queries.map(({ queryKey, options }) => queryClient.prefetchQuery({ ...options, queryKey })),
      );
      // A lazy part started loading during the pass (the first renders after a start): wait for it.
      if (unfinished) await Promise.all([loadParts(page()), ...islands.map((_, i) => loadParts(island(i)))]);
      html = renderPage();
    }
    // A part that failed on the server: the page is drawn in the browser rather than half of it twice.
    if (html.includes(UNFINISHED_BOUNDARY)) throw new Error('A part of the page could not be rendered');
    const parts = asIslands ? islands.map(({ module, props }) => ({ module, props })) : undefined;
    return { ...hoistStyles(html), ...head, state: dehydrate(queryClient), islands: parts };
  });
