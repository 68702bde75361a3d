import { API_PREFIX, type Endpoint, endpointPath, endpoints, type ProductListResponse } from '@shop/shared';

/** The issue's p99 targets, on PostgreSQL at 100k products. */
export const BUDGET_MS = { listing: 25, suggest: 15 } as const;

export interface Scenario {
  name: string;
  /** A path, or a function giving each request's path (product detail rotates over many ids). */
  target: string | (() => string);
  budget?: keyof typeof BUDGET_MS;
}

/**
 * An endpoint's URL, its query string encoded the way a browser sends it (URLSearchParams: `+` for a
 * space, brackets escaped), not as the app's client does (`endpointUrl`).
 */
export function api(
  endpoint: Endpoint,
  { params, query = {} }: { params?: Record<string, string>; query?: Record<string, string> } = {},
): string {
  const qs = new URLSearchParams(query).toString();
  return `${API_PREFIX}${endpointPath(endpoint.path, params)}${qs ? `?${qs}` : ''}`;
}

/** The listing the issue names; its body size is also the ceiling's. */
const FILTERED_LISTING = api(endpoints.catalog.products, {
  query: { category: 'Women', 'options[$elemMatch][color]': 'Red' },
});

export interface CatalogueSample {
  /** Ids from across the catalogue (old and new products), for product-detail requests. */
  ids: string[];
  /** The start of a real product code, for the code-search suggest request. */
  codePrefix: string;
  /** The filtered listing's exact body. */
  filteredBody: string;
}

/** Every load scenario, in the order of the report. */
export function scenarios(sample: CatalogueSample): Scenario[] {
  let next = 0;
  const detail = () =>
    api(endpoints.catalog.product, { params: { id: sample.ids[next++ % sample.ids.length] as string } });
  return [
    { name: 'listing, page 1', target: api(endpoints.catalog.products), budget: 'listing' },
    { name: 'listing, category + colour', target: FILTERED_LISTING, budget: 'listing' },
    {
      name: 'listing, category + colour + size + price',
      target: api(endpoints.catalog.products, {
        query: {
          category: 'Women',
          'options[$elemMatch][color]': 'Red',
          'options[$elemMatch][size]': 'M',
          'price[gte]': '1000000',
          'price[lte]': '10000000',
        },
      }),
      budget: 'listing',
    },
    {
      name: 'listing, keyword "cotton"',
      target: api(endpoints.catalog.products, { query: { keyword: 'cotton' } }),
      budget: 'listing',
    },
    {
      name: 'suggest "pyj"',
      target: api(endpoints.catalog.suggest, { query: { q: 'pyj' } }),
      budget: 'suggest',
    },
    {
      name: `suggest code "${sample.codePrefix}"`,
      target: api(endpoints.catalog.suggest, { query: { q: sample.codePrefix } }),
      budget: 'suggest',
    },
    { name: `product detail (${sample.ids.length} ids)`, target: detail },
  ];
}

/** GETs a path from the shop: over HTTP for the load test, through `app.inject` for EXPLAIN. */
export type Get = (path: string) => Promise<{ status: number; body: string }>;

/** `Get` over HTTP against a running server. */
export function httpGet(base: string): Get {
  return async (path) => {
    const res = await fetch(base + path);
    return { status: res.status, body: await res.text() };
  };
}

/** How many listing pages, spread over the whole catalogue, give product ids for the detail run. */
const ID_PAGES = 50;

async function getListing(get: Get, path: string): Promise<{ body: string; json: ProductListResponse }> {
  const { status, body } = await get(path);
  if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${body.slice(0, 200)}`);
  return { body, json: JSON.parse(body) as ProductListResponse };
}

/** Reads what the scenarios need through the API itself (the server owns the database). */
export async function sampleCatalogue(get: Get): Promise<CatalogueSample> {
  const first = await getListing(get, api(endpoints.catalog.products));
  const { productsCount, resPerPage } = first.json;
  const newest = first.json.products[0];
  if (!newest) throw new Error('The catalogue is empty: run without --skip-generate');
  const pages = Math.max(1, Math.ceil(productsCount / resPerPage));
  const step = Math.max(1, Math.floor(pages / ID_PAGES));
  const ids: string[] = [];
  for (let page = 1; page <= pages && ids.length < ID_PAGES * resPerPage; page += step) {
    const { json } = await getListing(
      get,
      api(endpoints.catalog.products, { query: { page: String(page) } }),
    );
    ids.push(...json.products.map((p) => p._id));
  }
  const filtered = await getListing(get, FILTERED_LISTING);
  return { ids, codePrefix: newest.productId.slice(0, 7), filteredBody: filtered.body };
}
