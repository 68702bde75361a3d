import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type AnswerOf,
  APP_SCRIPTS_ID,
  type ApiAnswer,
  BANNER_MEDIA,
  bannerSources,
  directionOf,
  EARLY_SUBMIT_ATTRIBUTE,
  FIRST_ANSWERS_ID,
  imageSources,
  type LargestPicture,
  LISTING_QUERY_KEYS,
  type Locale,
  localePrefix,
  matchRoute,
  PAGE_FORM_ATTRIBUTE,
  PAGE_FORM_READY_ATTRIBUTE,
  type PageUrl,
  POSTED_FORM_ID,
  type PostedForm,
  ROUTES,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_STATE_ID,
  type ServerPage,
  type ServerRender,
  type ServerRenderer,
  serverPageOf,
  splitLocale,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { escapeHtml } from '../../lib/html.js';
import { intoHead, type Site, withPageHead } from './page-head.js';
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

/** A high-priority preload of a picture as an `<img srcset sizes>` will ask for it (same file, same width). */
function imageLink(picture: LargestPicture | undefined): string[] {
  if (picture === 'banner') return bannerLinks();
  if (!picture?.image) return [];
  const { src, srcSet } = imageSources(picture.image);
  const set = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(picture.sizes)}"` : '';
  return [`<link rel="preload" as="image" href="${escapeHtml(src)}"${set} fetchpriority="high">`];
}

/** The first banner, one preload per viewport range, as the carousel's `<picture>` chooses (never two). */
function bannerLinks(): string[] {
  const files = bannerSources(1);
  const { phone, tablet } = BANNER_MEDIA;
  const ranges: [string, string][] = [
    [files.phone, phone],
    [files.tablet, `${tablet} and (not ${phone})`],
    [files.wide, `not all and ${tablet}`],
  ];
  return ranges.map(
    ([href, media]) => `<link rel="preload" as="image" href="${href}" media="${media}" fetchpriority="high">`,
  );
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside a `<script>` element: no `</script>` or `<!--` can end or change it (product
 * names are shop data), and the line separators old parsers choke on are escaped. Still valid JSON.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] ?? c);
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

/**
 * Loads the app's code once the page's pictures are in (the window's `load` event): its download and
 * start then never compete with the first paint and the largest picture. Every file is asked for at once,
 * each in a task of its own (starting a request costs the main thread a few milliseconds, x4 on a slow
 * phone). The start's files then run one by one, each chunk after those it imports, as the browser would
 * evaluate them, but each in a task of its own: evaluating them all in one task (React, MUI, the app) was
 * the longest task of the page. The files are listed in the page (#APP_SCRIPTS_ID: `start` in that order,
 * then the page's own `chunks`), so this script never changes and the Content-Security-Policy allows it
 * by its hash (`APP_LOADER_HASH`), with no 'unsafe-inline'.
 *
 * Until then it also holds the submit of a page form (decision 085) that the app has not taken over yet
 * (PAGE_FORM_READY_ATTRIBUTE): what was typed stays in the fields, `<html>` names the form
 * (EARLY_SUBMIT_ATTRIBUTE: its notice shows) and the app sends it when it takes the form over. If one of
 * the start's files fails to load, the app will not come: the form held is then posted as it stands, and
 * later submits go through, to the server (which completes the form or says that it needs the code).
 */
export const APP_LOADER = `(function(){var d=document,h=d.documentElement,held,broken;\
d.addEventListener('submit',function(e){var f=e.target;\
if(broken||!f.hasAttribute('${PAGE_FORM_ATTRIBUTE}')||f.hasAttribute('${PAGE_FORM_READY_ATTRIBUTE}'))return;\
e.preventDefault();e.stopPropagation();held=f;h.setAttribute('${EARLY_SUBMIT_ATTRIBUTE}',f.getAttribute('${PAGE_FORM_ATTRIBUTE}'))},true);\
function fail(){broken=1;if(held&&h.hasAttribute('${EARLY_SUBMIT_ATTRIBUTE}')){h.removeAttribute('${EARLY_SUBMIT_ATTRIBUTE}');held.submit()}}\
addEventListener('load',function(){var s=JSON.parse(d.getElementById('${APP_SCRIPTS_ID}').textContent),n=s.start.length;\
s.start.concat(s.chunks).forEach(function(u){setTimeout(function(){var e=d.createElement('link');e.rel='modulepreload';e.href=u;d.head.appendChild(e)})});\
n&&(function run(i){setTimeout(function(){var e=d.createElement('script'),next=i+1<n;e.type='module';e.src=s.start[i];\
if(next)e.onload=function(){run(i+1)};e.onerror=function(){fail();next&&run(i+1)};d.head.appendChild(e)})})(0)})})()`;

/** The CSP source that allows `APP_LOADER` (and no other inline script). */
export const APP_LOADER_HASH = `'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`;

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/i;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/gi;

/**
 * The app's scripts for `APP_LOADER` (#APP_SCRIPTS_ID): the start's files (`start`, each chunk after those
 * it imports, the entry last), then the page's other chunks. None for a shell without its entry script.
 */
function appScripts(shell: string, start: string[], pageFiles: string[]) {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) return undefined;
  // Without the manifest's order, the shell's preloads then its entry: a chunk run before one it imports
  // runs that one too, in the same task.
  const inShell = [...[...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''), entry];
  const startFiles = start.at(-1) === entry ? start : inShell;
  const chunks = pageFiles.map((file) => `/${file}`).filter((file) => !startFiles.includes(file));
  return { start: startFiles, chunks };
}

/**
 * The shell with the server's render of the page: its HTML in #root, its query cache for hydration, and
 * the app's scripts (`appScripts`, as JSON) loaded by `APP_LOADER`.
 */
function serverRenderedHtml(
  shell: string,
  rendered: ServerRender,
  scripts: string | undefined,
  pictures: string[],
): string | undefined {
  if (!scripts || !shell.includes('<div id="root"></div>')) return undefined;
  const tags = [
    ...pictures,
    rendered.head,
    `<script type="application/json" id="${SERVER_STATE_ID}">${jsonForScript(rendered.state)}</script>`,
    `<script type="application/json" id="${APP_SCRIPTS_ID}">${scripts}</script>`,
    `<script>${APP_LOADER}</script>`,
  ];
  const html = shell
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<html\b/i, `<html ${SERVER_RENDERED_ATTRIBUTE}`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`);
  return intoHead(html, tags);
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Vite's build manifest (`build.manifest`), if the web app was built with one. */
export function readManifest(webDist: string): Record<string, ManifestChunk> {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
}

/**
 * The code a page in `locale` needs before it starts: its words (every page's chunk, and the pages' own
 * unless it reads only the former) and, right to left, the style plugins that mirror it.
 */
export function languageFiles(
  manifest: Record<string, ManifestChunk>,
  locale: Locale,
  words: ServerPage['words'],
): string[] {
  const modules = Object.keys(manifest).filter(
    (key) =>
      key.endsWith(`/i18n/${locale}/shell.ts`) ||
      (words === 'pages' && key.endsWith(`/i18n/${locale}/pages.ts`)) ||
      (directionOf(locale) === 'rtl' && key.endsWith('src/lib/rtlStyles.ts')),
  );
  // The words' chunks may import a chunk in common: each file once.
  return [...new Set(modules.flatMap((module) => chunkFiles(manifest, module)))];
}

/**
 * The files of a module's chunk and of every chunk it imports, each once, in the order the browser
 * evaluates them: every chunk after the chunks it imports.
 */
export function chunkFiles(manifest: Record<string, ManifestChunk>, module: string): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(chunk.file);
  };
  visit(module);
  return files;
}

/** How much each process remembers of rendered pages (decision 082): ~150 kB a page with its compressed copies. */
const RENDERED_PAGES_MEMORY = 24 * 1024 * 1024;

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
          const render = await server.render(pageUrl, answered, posted);
          const pictures = imageLink(page.picture?.(answerIn(first), url));
          const withHead = withPageHead(shell, { ...render, canonicalPath, locale }, site);
          const result = serverRenderedHtml(withHead, render, code.scripts, pictures);
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
