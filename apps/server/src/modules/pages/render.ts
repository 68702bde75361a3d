import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type AnswerOf,
  type ApiAnswer,
  FIRST_ANSWERS_ID,
  type IslandSpec,
  LISTING_QUERY_KEYS,
  type Locale,
  localePrefix,
  matchRoute,
  type PageUrl,
  POSTED_FORM_ID,
  type PostedForm,
  ROUTES,
  type ServerPage,
  type ServerRenderer,
  serverPageOf,
  splitLocale,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  chunkFiles,
  islandFiles,
  languageFiles,
  readIslandChunks,
  readIslandsManifest,
  readManifest,
} from './manifest.js';
import { intoHead, type Site, withPageHead } from './page-head.js';
import { appScripts, imageLink, jsonForScript, serverRenderedHtml } from './page-html.js';
import { type PageHtml, RenderedPages } from './rendered-pages.js';

/**
 * The shop's public pages (`PAGES` in @shop/shared, decision 082). Where the web app's server build is
 * there (`apps/web/dist-ssr`, decision 015), the server renders a page's HTML with the app's own
 * components and embeds their query cache; the browser shows it at once and loads the app's code after
 * the page's pictures (the `load` event), then hydrates it. Without that build they are client-rendered,
 * and the shell carries the page's first API answers (the web app's API client uses each once instead of
 * asking) and `modulepreload` links for the page's code. Either way the picture that is the page's
 * largest paint (Core Web Vitals' LCP) is preloaded, and the head carries the page's title, description,
 * canonical URL and link-preview tags.
 */

type Answers = Record<string, unknown>;

/**
 * The page a URL shows, if the server draws it: its declaration, its URL as the page reads it, and its
 * canonical path: the route's own spelling with its parameters, and only the query keys a listing reads
 * (`/PRODUCTS/?color=Red&utm_source=x` is `/products?color=Red`).
 */
export function serverPage(
  url: string,
): { page: ServerPage; url: PageUrl; canonicalPath: string } | undefined {
  const [pathname = '/', search = ''] = url.split(/\?(.*)/s, 2) as [string, string?];
  const match = matchRoute(pathname);
  const served = serverPageOf(match, search);
  if (!match || !served) return undefined;
  const path = ROUTES[match.name].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(match.params[name] ?? ''),
  );
  const query = new URLSearchParams();
  if (served.page.readsQuery) {
    for (const key of LISTING_QUERY_KEYS) {
      const value = served.url.query.get(key);
      if (value) query.set(key, value);
    }
  }
  const canonicalPath = query.size ? `${path}?${query}` : path;
  return { ...served, canonicalPath };
}

/** A public GET of the API, answered in-process: the same handlers, validation and serialisation. */
async function get(request: FastifyRequest, url: string, locale: Locale): Promise<ApiAnswer> {
  const response = await request.server.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': locale },
  });
  return { status: response.statusCode, body: response.body };
}

/** The page's first GETs, as the API answers them (by URL). */
async function responsesOf(
  request: FastifyRequest,
  urls: string[],
  locale: Locale,
): Promise<Map<string, ApiAnswer>> {
  const responses = await Promise.all(urls.map((url) => get(request, url, locale)));
  return new Map(urls.map((url, i) => [url, responses[i] as ApiAnswer]));
}

/** The successful ones, parsed. A URL that does not answer 200 is left out: the app will ask for it. */
function answersOf(responses: Map<string, ApiAnswer>): Answers {
  const answers: Answers = {};
  for (const [url, { status, body }] of responses) if (status === 200) answers[url] = JSON.parse(body);
  return answers;
}

/** The web app's server renderer (`apps/web/src/entry-server.tsx`). */
interface Renderer {
  render: ServerRenderer;
}

/** The renderer built beside `webDist` (`dist-ssr/entry-server.mjs`), if the web app was built with it. */
async function loadRenderer(webDist: string): Promise<Renderer | undefined> {
  const file = path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.mjs');
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as Renderer;
}

/** How much each process remembers of rendered pages (decision 082): ~150 kB a page with its compressed copies. */
const RENDERED_PAGES_MEMORY = 24 * 1024 * 1024;

/** The islands' entry (decision 098), as Vite's manifest names it. */
const ISLANDS_ENTRY = 'src/islands.tsx';
/** How long a URL whose render failed is drawn in the browser before the server tries again. */
const RENDER_RETRY_MS = 10_000;
const FAILURES_KEPT = 1000;

/** An answer of the page's first GETs, parsed, for its picture. */
const answerIn =
  (answers: Answers): AnswerOf =>
  (_endpoint, url) =>
    answers[url] as never;

/**
 * The HTML transform of the pages the server draws (`PAGES`, see the top of this file). Other pages keep
 * the shell. A render that fails is logged and the page is client-rendered, as without the server build.
 */
export function pageRenderer(webDist: string, site: Site, version: () => Promise<number>) {
  const manifest = readManifest(webDist);
  // A renderer that fails to load is logged with each page, which is then drawn in the browser.
  const renderer = loadRenderer(webDist).catch((err: unknown) => err as Error);
  const rendered = new RenderedPages(RENDERED_PAGES_MEMORY, version);
  // URLs whose render failed lately: drawn in the browser for a while instead of failing again at full
  // cost on every request.
  const failed = new LRUCache<string, true>({ max: FAILURES_KEPT, ttl: RENDER_RETRY_MS });
  // The app's start: the shell's entry (Vite names it after index.html) and the chunks it imports.
  const start = chunkFiles(manifest, 'index.html').map((file) => `/${file}`);
  // The shell and the manifest never change while the server runs: each page's code is listed once (the
  // loader's list of scripts, and the module preloads of the files the shell does not load already).
  const codeOf = new Map<string, { scripts: string | undefined; preloads: string[] }>();
  const preloadsOf = (html: string, files: string[]) =>
    files
      .filter((file) => !html.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const pageCode = (html: string, { module, words }: ServerPage, locale: Locale) => {
    const key = `${module}\0${locale}`;
    let code = codeOf.get(key);
    if (!code) {
      const files = [
        ...new Set([...chunkFiles(manifest, module), ...languageFiles(manifest, locale, words)]),
      ];
      const scripts = appScripts(html, start, files);
      code = { scripts: scripts && jsonForScript(scripts), preloads: preloadsOf(html, files) };
      codeOf.set(key, code);
    }
    return code;
  };
  // A page drawn as islands (decision 098) loads the islands' entry instead of the app, and its islands'
  // modules, from the islands' own build (decision 115); without it (an older build), the app takes the
  // page over whole.
  const islandsManifest = readIslandsManifest(webDist);
  const islandsStart = chunkFiles(islandsManifest, ISLANDS_ENTRY).map((file) => `/${file}`);
  const islandChunks = readIslandChunks(webDist);
  const islandCodeOf = new Map<string, string>();
  const islandCode = (islands: IslandSpec[], locale: Locale, words: ServerPage['words']) => {
    const modules = [...new Set(islands.map((island) => island.module))].sort();
    const key = `${modules.join('\0')}\0${locale}`;
    let code = islandCodeOf.get(key);
    if (!code) {
      const files = [
        ...modules.flatMap((module) => islandFiles(islandsManifest, islandChunks, module)),
        ...languageFiles(islandsManifest, locale, words, false),
      ].map((file) => `/${file}`);
      const chunks = [...new Set(files)].filter((file) => !islandsStart.includes(file));
      code = jsonForScript({ start: islandsStart, chunks });
      islandCodeOf.set(key, code);
    }
    return code;
  };
  // A page drawn in the browser asks for its words as the entry and its code start: fetched with them instead.
  const shellPreloads = new Map<Locale, string[]>();
  const withLanguageCode = (html: string, locale: Locale) => {
    let preloads = shellPreloads.get(locale);
    if (!preloads) {
      preloads = preloadsOf(html, languageFiles(manifest, locale, 'pages'));
      shellPreloads.set(locale, preloads);
    }
    return preloads.length ? intoHead(html, preloads) : html;
  };

  return async (html: string, request: FastifyRequest, posted?: PostedForm): Promise<string | PageHtml> => {
    const { locale, path: appUrl } = splitLocale(request.url);
    const served = serverPage(appUrl);
    if (!served) return withLanguageCode(html, locale);
    const { page, url, canonicalPath } = served;
    const firstUrls = page.answers(url);
    const code = pageCode(html, page, locale);
    // The page is its canonical URL's (the route and the listing's own keys): remembered and rendered
    // under it, so a query that does not change the page (`?utm_source=…`, or anything a visitor
    // typed) neither costs a render nor pushes pages out of the memory, nor ends up in the HTML.
    const pageUrl = `${localePrefix(locale)}${canonicalPath}`;
    // A page answering a posted form (decision 085) holds what its sender typed: drawn for them alone,
    // never remembered, and the form's answer goes with it for the app.
    const shell = posted
      ? intoHead(html, [
          `<script type="application/json" id="${POSTED_FORM_ID}">${jsonForScript(posted)}</script>`,
        ])
      : html;
    const server = await renderer;
    if (server instanceof Error) {
      request.log.error(
        { err: server },
        'the server renderer did not load: the page is rendered in the browser',
      );
    } else if (server && !failed.has(pageUrl)) {
      try {
        const ask = (apiUrl: string) => get(request, apiUrl, locale);
        const draw = async (answered: (apiUrl: string) => Promise<ApiAnswer>) => {
          const first = answersOf(
            new Map(await Promise.all(firstUrls.map(async (u) => [u, await answered(u)] as const))),
          );
          const rendered = await server.render(pageUrl, answered, posted);
          const asIslands = rendered.islands !== undefined && islandsStart.length > 0;
          const render = asIslands ? rendered : { ...rendered, islands: undefined };
          const scripts = asIslands ? islandCode(rendered.islands ?? [], locale, page.words) : code.scripts;
          const pictures = imageLink(page.picture?.(answerIn(first), url));
          const withHead = withPageHead(shell, { ...render, canonicalPath, locale }, site);
          const result = serverRenderedHtml(withHead, render, scripts, pictures);
          if (!result) throw new Error('The shell has no #root or entry script to render into');
          return result;
        };
        return await (posted ? draw(ask) : rendered.page(pageUrl, shell, firstUrls, ask, draw));
      } catch (err) {
        request.log.error({ err }, 'server render failed: the page is rendered in the browser');
        failed.set(pageUrl, true);
      }
    }
    const answers = answersOf(await responsesOf(request, firstUrls, locale));
    const pictures = imageLink(page.picture?.(answerIn(answers), url));
    const script = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${jsonForScript(answers)}</script>`;
    const tags = [...pictures, ...code.preloads, script];
    return intoHead(withPageHead(shell, { canonicalPath, locale }, site), tags);
  };
}
