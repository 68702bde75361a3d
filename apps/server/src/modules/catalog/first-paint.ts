import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  API_PREFIX,
  BANNER_MEDIA,
  bannerSources,
  FIRST_ANSWERS_ID,
  IMAGE_SIZES,
  imageSources,
  type ProductImage,
  type ProductListResponse,
  type ProductResponse,
  paths,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { escapeHtml, productIdOfPage } from './preview.js';

/**
 * The shop's first screens (home, the listing, a product) are client-rendered. Without help the browser
 * finds what they need one step at a time: HTML → app code → the page's code → its API answers → its
 * pictures. The HTML shell therefore carries the page's first API answers (the web app's API client uses
 * each once instead of asking), `modulepreload` links for the page's code and a preload of the picture
 * that is its largest paint (Core Web Vitals' LCP), so those load in parallel.
 */

type Answers = Record<string, unknown>;

/** What a page asks for first: public GET URLs, exactly as the web app builds them, and its route module. */
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

/** The header and footer of every page show the shop's identity. */
const SHOP_ANSWER = `${API_PREFIX}/shop`;

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
    const productUrl = `${API_PREFIX}/products/${id}`;
    return {
      answers: [SHOP_ANSWER, productUrl, `${API_PREFIX}/reviews?id=${id}`, `${API_PREFIX}/admin/dollarRate`],
      module: PAGE_MODULES.product,
      pictures: (answers) =>
        imageLink(
          (answers[productUrl] as ProductResponse | undefined)?.product.images[0],
          IMAGE_SIZES.productMain,
        ),
    };
  }
  if (url === paths.home) {
    return {
      answers: [SHOP_ANSWER, `${API_PREFIX}/homePageProducts`],
      module: PAGE_MODULES.home,
      pictures: bannerLinks,
    };
  }
  // The whole catalogue's first page; filtered listings build their query in the web app, and ask.
  if (url === paths.products) {
    const listUrl = `${API_PREFIX}/products?page=1`;
    return {
      answers: [SHOP_ANSWER, listUrl],
      module: PAGE_MODULES.listing,
      pictures: (answers) =>
        imageLink(
          (answers[listUrl] as ProductListResponse | undefined)?.products[0]?.images[0],
          IMAGE_SIZES.card,
        ),
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

/**
 * The answers themselves, from the API's own routes (the same handlers, validation and serialisation as
 * the browser's request would get). A URL that does not answer 200 is left out: the app will ask for it.
 */
async function answersOf(request: FastifyRequest, urls: string[]): Promise<Answers> {
  const responses = await Promise.all(urls.map((url) => request.server.inject({ method: 'GET', url })));
  const answers: Answers = {};
  responses.forEach((response, i) => {
    const url = urls[i];
    if (url && response.statusCode === 200) answers[url] = response.json();
  });
  return answers;
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

/** The files of a module's chunk and of every chunk it imports, each once. */
export function chunkFiles(manifest: Record<string, ManifestChunk>, module: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...files];
}

/**
 * The HTML transform: adds the page's picture and module preloads and first answers before `</head>`. Other pages,
 * and a web app built without a manifest, keep the shell (and their answers) as they were.
 */
export function firstPaintHtml(webDist: string) {
  const manifest = readManifest(webDist);
  // The shell and the manifest never change while the server runs: each page's links are made once.
  const preloadsOf = new Map<string, string[]>();
  const modulePreloads = (html: string, module: string) => {
    let links = preloadsOf.get(module);
    if (!links) {
      links = chunkFiles(manifest, module)
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      preloadsOf.set(module, links);
    }
    return links;
  };
  return async (html: string, request: FastifyRequest): Promise<string> => {
    const needs = pageNeeds(request.url);
    if (!needs) return html;
    const preloads = modulePreloads(html, needs.module);
    const answers = await answersOf(request, needs.answers);
    const script = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${jsonForScript(answers)}</script>`;
    const tags = [...needs.pictures(answers), ...preloads, script];
    return html.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
  };
}
