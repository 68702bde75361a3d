import type { Product } from '@shop/shared';
import type { Database } from '../../db/database.js';
import { catalogVersion, listProducts, type ProductFilter } from './queries.js';
import { VersionedCache } from './versioned-cache.js';

export interface ProductListing {
  products: Product[];
  productsCount: number;
  filteredProductCount: number;
  maxPrice: number;
}

/**
 * The filter without bounds that every product meets (prices are never negative, ratings are 0 to 5),
 * such as the price range the storefront sends by default: fewer conditions to evaluate, and equal
 * filters share their counts.
 */
export function withoutNoOpBounds(filter: ProductFilter): ProductFilter {
  const { priceGte, ratingsGte, ratingsLte } = filter;
  return {
    ...filter,
    priceGte: priceGte !== undefined && priceGte > 0 ? priceGte : undefined,
    ratingsGte: ratingsGte !== undefined && ratingsGte > 0 ? ratingsGte : undefined,
    ratingsLte: ratingsLte !== undefined && ratingsLte < 5 ? ratingsLte : undefined,
  };
}

/** Equal filters give equal keys: the fields in a fixed order, absent ones left out. */
export function filterKey(filter: ProductFilter): string {
  const entries = Object.entries(filter).filter(([, value]) => value !== undefined && value !== '');
  return JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : 1)));
}

const ALL = filterKey({});

/** How many listing pages each process remembers (the mixed-workload bench simulates it too). */
export const PAGE_MEMORY = 500;

/**
 * The listing with exact counts. Counting every match is what makes a listing slow on a large
 * catalogue, so each process remembers counts with the search version they were read at and the
 * database recounts only after products changed other than in stock (migration 0008: orders do not
 * change what is counted). Whole pages, which show quantities, are remembered with the catalogue
 * version: a page asked for again is served after reading only the version, as long as no product,
 * option or image changed since, stock included (migrations 0002 and 0004 bump the version). Nothing
 * stale can ever be served.
 */
export function createProductListing(db: Database, cacheSize = 2000, pageCacheSize = PAGE_MEMORY) {
  const counts = new VersionedCache<number>(cacheSize);
  const pages = new VersionedCache<ProductListing>(pageCacheSize);
  /** `version`: the current version when the caller has just read it (the HTTP caching hook). */
  return async (
    requested: ProductFilter,
    page: { limit: number; offset: number },
    version?: number,
  ): Promise<ProductListing> => {
    const filter = withoutNoOpBounds(requested);
    const key = filterKey(filter);
    const pageKey = `${key}@${page.offset}+${page.limit}`;
    const cached = pages.get(pageKey);
    if (cached && cached.version === (version ?? (await catalogVersion(db)))) return cached.value;

    const total = counts.get(ALL);
    const filtered = key === ALL ? total : counts.get(key);
    const result = await listProducts(db, filter, page, {
      total: total?.version,
      filtered: filtered?.version,
    });
    const productsCount = result.productsCount ?? total?.value ?? 0;
    counts.set(ALL, { version: result.searchVersion, value: productsCount });
    let filteredProductCount = productsCount;
    if (key !== ALL) {
      filteredProductCount = result.filteredProductCount ?? filtered?.value ?? 0;
      counts.set(key, { version: result.searchVersion, value: filteredProductCount });
    }
    const listing = {
      products: result.products,
      productsCount,
      filteredProductCount,
      maxPrice: result.maxPrice,
    };
    pages.set(pageKey, { version: result.version, value: listing });
    return listing;
  };
}
