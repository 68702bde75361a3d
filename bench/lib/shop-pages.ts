import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { endpoints, endpointUrl } from '@shop/shared';
import { startShopServer } from './processes.js';

/**
 * The pages shoppers land on (home, the whole catalogue, the listings reached from the home tiles, the
 * menu and the search box, the newest product, contact), each also in Arabic (`ar-…`, right to left),
 * as the page-speed benches (lighthouse.ts, traces.ts) measure them.
 */
const ENGLISH_PAGES = ['home', 'listing', 'category', 'subcategory', 'search', 'product', 'contact'] as const;
const PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map((name) => `ar-${name}` as const)] as const;
export type PageName = (typeof PAGES)[number];

/** `--pages a,b` as page names (all of them when not given); an unknown name is an error. */
export function pagesOption(value: string | undefined): PageName[] {
  const measured = value ? value.split(',') : [...PAGES];
  const unknown = measured.filter((page) => !(PAGES as readonly string[]).includes(page));
  if (unknown.length)
    throw new Error(`--pages: no page ${unknown.join(', ')} (the pages: ${PAGES.join(', ')})`);
  return measured as PageName[];
}

/** Each page's URL on a shop at `base` (the product is the newest one). */
async function pageUrls(base: string): Promise<Record<PageName, string>> {
  const res = await fetch(`${base}${endpointUrl(endpoints.catalog.products)}`);
  const body = (await res.json()) as { products: { _id: string }[] };
  const product = body.products[0];
  if (!product) throw new Error('The demo shop has no products');
  const english: Record<(typeof ENGLISH_PAGES)[number], string> = {
    home: '/',
    listing: '/products',
    category: '/productCat/Women',
    subcategory: '/productSubCats/Towels',
    search: '/search/pyjama',
    product: `/product/${product._id}`,
    contact: '/contactus',
  };
  const arabic = Object.entries(english).map(([name, url]) => [
    `ar-${name}`,
    url === '/' ? '/ar' : `/ar${url}`,
  ]);
  return { ...english, ...Object.fromEntries(arabic) } as Record<PageName, string>;
}

/**
 * A built web app (`webDist`, its server renderer beside it in `dist-ssr`) served by this checkout's
 * server on its own fresh embedded database with the demo shop. `runs` collects each page's results.
 */
export async function serveBuild<R>(webDist: string, log: string) {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`No built web app in ${webDist}: run npm run build -w @shop/web first.`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-${log}-`));
  const server = await startShopServer({ dataDir, webDist, seed: true, log, timeoutMs: 600_000 });
  return {
    webDist,
    base: server.base,
    pages: await pageUrls(server.base),
    /** Each page's runs, in order. */
    runs: {} as Record<string, R[]>,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type Served<R> = Awaited<ReturnType<typeof serveBuild<R>>>;
