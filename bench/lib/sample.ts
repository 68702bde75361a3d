import type { ProductListResponse } from '@shop/shared';

/** An /api/v1 path with its query string encoded the way a browser sends it. */
export function api(pathname: string, query: Record<string, string> = {}): string {
  const qs = new URLSearchParams(query).toString();
  return `/api/v1${pathname}${qs ? `?${qs}` : ''}`;
}

/** The listing the issue names; its body size is also the ceiling's. */
export const FILTERED_LISTING = api('/products', { category: 'Women', 'options[$elemMatch][color]': 'Red' });

/** How many listing pages, spread over the whole catalogue, give product ids for the detail run. */
const ID_PAGES = 50;

export interface CatalogueSample {
  /** Ids from across the catalogue (old and new products), for product-detail requests. */
  ids: string[];
  /** The start of a real product code, for the code-search suggest request. */
  codePrefix: string;
  /** The filtered listing's exact body. */
  filteredBody: string;
}

async function getListing(base: string, path: string): Promise<{ body: string; json: ProductListResponse }> {
  const res = await fetch(base + path);
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${body.slice(0, 200)}`);
  return { body, json: JSON.parse(body) as ProductListResponse };
}

/** Reads what the load scenarios need through the API itself (the server owns the database). */
export async function sampleCatalogue(base: string): Promise<CatalogueSample> {
  const first = await getListing(base, api('/products'));
  const { productsCount, resPerPage } = first.json;
  const newest = first.json.products[0];
  if (!newest) throw new Error('The catalogue is empty: run without --skip-generate');
  const pages = Math.max(1, Math.ceil(productsCount / resPerPage));
  const step = Math.max(1, Math.floor(pages / ID_PAGES));
  const ids: string[] = [];
  for (let page = 1; page <= pages && ids.length < ID_PAGES * resPerPage; page += step) {
    const { json } = await getListing(base, api('/products', { page: String(page) }));
    ids.push(...json.products.map((p) => p._id));
  }
  const filtered = await getListing(base, FILTERED_LISTING);
  return { ids, codePrefix: newest.productId.slice(0, 7), filteredBody: filtered.body };
}
