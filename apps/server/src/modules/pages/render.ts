import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  APP_SCRIPTS_ID,
  type ApiAnswer,
  BANNER_MEDIA,
  bannerSources,
  type Endpoint,
  endpoints,
  endpointUrl,
  FIRST_ANSWERS_ID,
  IMAGE_SIZES,
  imageSources,
  type ProductImage,
  paths,
  type ResponseOf,
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_STATE_ID,
  type ServerRender,
  type ServerRenderer,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/html.js';
import { productIdOfPage } from './preview.js';

/**
 * The shop's first screens (home, the listing, a product). Where the web app's server build is there
 * (`apps/web/dist-ssr`, decision 015), the server renders the page's HTML with the app's own components and
 * embeds their query cache; the browser shows it at once and loads the app's code after the page's
 * pictures (the `load` event), then hydrates it. Without that build they are client-rendered, and the
 * shell carries the page's first API answers (the web app's API client uses each once instead of asking)
 * and `modulepreload` links for the page's code. Either way the picture that is the page's largest paint
 * (Core Web Vitals' LCP) is preloaded.
 */

type Answers = Record<string, unknown>;

/** What a page asks for first: public GET URLs (built with `endpointUrl`, as the web app's client builds them) and its route module. */
export interface PageNeeds {
  answers: string[];
  /** The page's module in the web app's sources, as Vite's manifest names it. */
  module: string;
  /** Preload links of the page's main picture, known once the answers are. */
  pictures(answers: Answers): string[];
}

/** The modules of the three first screens (a test checks they exist in apps/web). */
export const PAGE_MODULES = {
  home: 'src/features/home/HomePage.tsx',
  listing: 'src/features/catalog/ListingPage.tsx',
  product: 'src/features/catalog/ProductPage.tsx',
} as const;

const { catalog, settings } = endpoints;

/** The header and footer of every page show the shop's identity. */
const SHOP_ANSWER = endpointUrl(settings.shop);

/** The answer of `url`, a call of `endpoint`, if the page has it. */
const answerOf = <E extends Endpoint>(answers: Answers, _endpoint: E, url: string) =>
  answers[url] as ResponseOf<E> | undefined;

/** A high-priority preload of a picture as an `<img srcset sizes>` will ask for it (same file, same width). */
function imageLink(image: ProductImage | undefined, sizes: string): string[] {
  if (!image) return [];
  const { src, srcSet } = imageSources(image);
  const set = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
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

export function pageNeeds(url: string): PageNeeds | undefined {
  const id = productIdOfPage(url);
  if (id) {
    const productUrl = endpointUrl(catalog.product, { params: { id } });
    return {
      answers: [SHOP_ANSWER, productUrl, endpointUrl(settings.dollarRate.get)],
      module: PAGE_MODULES.product,
      pictures: (answers) =>
        imageLink(answerOf(answers, catalog.product, productUrl)?.product.images[0], IMAGE_SIZES.productMain),
    };
  }
  if (url === paths.home) {
    return {
      answers: [SHOP_ANSWER, endpointUrl(catalog.homePageProducts)],
      module: PAGE_MODULES.home,
      pictures: bannerLinks,
    };
  }
  // The whole catalogue's first page; filtered listings build their query in the web app, and ask.
  if (url === paths.products) {
    const listUrl = endpointUrl(catalog.products, { query: { page: 1 } });
    return {
      answers: [SHOP_ANSWER, listUrl],
      module: PAGE_MODULES.listing,
      pictures: (answers) =>
        imageLink(answerOf(answers, catalog.products, listUrl)?.products[0]?.images[0], IMAGE_SIZES.card),
    };
  }
  return undefined;
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
async function get(request: FastifyRequest, url: string): Promise<ApiAnswer> {
  const response = await request.server.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.body };
}

/** The page's first GETs, as the API answers them (by URL). */
async function responsesOf(request: FastifyRequest, urls: string[]): Promise<Map<string, ApiAnswer>> {
  const responses = await Promise.all(urls.map((url) => get(request, url)));
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
 */
export const APP_LOADER = `addEventListener('load',function(){var d=document,s=JSON.parse(d.getElementById('${APP_SCRIPTS_ID}').textContent),n=s.start.length;s.start.concat(s.chunks).forEach(function(h){setTimeout(function(){var e=d.createElement('link');e.rel='modulepreload';e.href=h;d.head.appendChild(e)})});n&&(function run(i){setTimeout(function(){var e=d.createElement('script');e.type='module';e.src=s.start[i];if(i+1<n)e.onload=e.onerror=function(){run(i+1)};d.head.appendChild(e)})})(0)})`;

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
  return shell
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<html\b/i, `<html ${SERVER_RENDERED_ATTRIBUTE}`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`)
    .replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Vite's build manifest (`build.manifest`), if the web app was built with one. */
function readManifest(webDist: string): Record<string, ManifestChunk> {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
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

/**
 * The HTML transform of the three first screens (see the top of this file). Other pages keep the shell.
 * A render that fails is logged and the page is client-rendered, as without the server build.
 */
export function pageRenderer(webDist: string) {
  const manifest = readManifest(webDist);
  const renderer = loadRenderer(webDist);
  // The app's start: the shell's entry (Vite names it after index.html) and the chunks it imports.
  const start = chunkFiles(manifest, 'index.html').map((file) => `/${file}`);
  // The shell and the manifest never change while the server runs: each page's code is listed once (the
  // loader's list of scripts, and the module preloads of the files the shell does not load already).
  const codeOf = new Map<string, { scripts: string | undefined; preloads: string[] }>();
  const pageCode = (html: string, module: string) => {
    let code = codeOf.get(module);
    if (!code) {
      const files = chunkFiles(manifest, module);
      const preloads = files
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      const scripts = appScripts(html, start, files);
      code = { scripts: scripts && jsonForScript(scripts), preloads };
      codeOf.set(module, code);
    }
    return code;
  };

  return async (html: string, request: FastifyRequest): Promise<string> => {
    const needs = pageNeeds(request.url);
    if (!needs) return html;
    const responses = await responsesOf(request, needs.answers);
    const answers = answersOf(responses);
    const pictures = needs.pictures(answers);
    const code = pageCode(html, needs.module);
    const server = await renderer;
    if (server) {
      try {
        // The render asks for the page's first GETs again: they are answered from what is already here.
        const rendered = await server.render(
          request.url,
          async (url) => responses.get(url) ?? get(request, url),
        );
        const page = serverRenderedHtml(html, rendered, code.scripts, pictures);
        if (page) return page;
      } catch (err) {
        request.log.error({ err }, 'server render failed: the page is rendered in the browser');
      }
    }
    const script = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${jsonForScript(answers)}</script>`;
    const tags = [...pictures, ...code.preloads, script];
    return html.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
  };
}
