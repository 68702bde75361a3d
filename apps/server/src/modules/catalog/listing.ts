import { DEFAULT_LOCALE, type Locale, type Product } from '@shop/shared';
import type { Database } from '../../db/database.js';
import { type JsonText, parseJsonText } from '../../lib/json-text.js';
import { type ListingPageOf, listProducts, type ProductFilter, productsInOrder } from './listing-queries.js';
import type { SearchIndex } from './search-index.js';
import type { PageOutline } from './search-snapshot.js';
import { catalogVersion } from './version-queries.js';
import { type Versioned, VersionedCache } from './versioned-cache.js';

export interface ProductListing {
  /** The page's products as the database wrote them: sent as they are (decision 026). */
  products: JsonText<Product[]>;
  productsCount: number;
  filteredProductCount: number;
  maxPrice: number;
  /** A keyword that found nothing: searches with the closest catalogue words that find something. */
  didYouMean?: string[];
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
/** How many pages' product ids each process remembers (a page's ids and counts are under 1 kB). */
export const PAGE_IDS_MEMORY = 5000;

/**
 * The listing with exact counts. Searching and counting the matches is what makes a listing slow on a
 * large catalogue, and neither changes with stock (migration 0008: orders do not change what a filter
 * matches, nor its order), so each process remembers, with the search version they were read at:
 * - counts per filter, so that a filter's other pages are not counted again;
 * - each page's outline (its product ids in order, the counts, the highest price), so that a page
 *   asked for again after some orders is the same products read by id, with their quantities of now.
 * Whole pages, which show quantities, are remembered with the catalogue version: a page asked for
 * again is served after reading only the version, as long as no product, option or image changed
 * since, stock included (migrations 0002 and 0004 bump the version). Nothing stale can ever be served.
 * Whole pages are remembered per language (their names and descriptions); counts and outlines, which
 * no language changes, are shared by all.
 *
 * With a search `index` current, every page's outline comes from it (the index remembers each
 * filter's matches itself, and ranks a keyword's in the page's language): the database then only
 * reads the page's products by id, and checks in the same statement that the search version is still
 * the index's. The outlines remembered here serve the pages asked while the index is being read again
 * (a keyword's are then the database's plain word matches, newest first: decision 088).
 */
export function createProductListing(db: Database, index?: SearchIndex) {
  const counts = new VersionedCache<number>(2000);
  const pages = new VersionedCache<ProductListing>(PAGE_MEMORY);
  const outlines = new VersionedCache<PageOutline>(PAGE_IDS_MEMORY);
  /** The page's outline from the index when it is current, else from memory (the database's, any language). */
  const outlineOf = (filter: ProductFilter, page: ListingPageOf, pageKey: string, locale: Locale) => {
    const snapshot = index?.current();
    return snapshot
      ? { version: snapshot.version, value: snapshot.outline(filter, page, locale) }
      : outlines.get(pageKey);
  };
  /**
   * The listing, its products' text in `locale`, and the catalogue version it was read at. `version`:
   * the current version when the caller has just read it (the HTTP caching hook, to revalidate).
   */
  return async (
    requested: ProductFilter,
    page: ListingPageOf,
    version?: number,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<Versioned<ProductListing>> => {
    const filter = withoutNoOpBounds(requested);
    const key = filterKey(filter);
    const pageKey = `${key}@${page.offset}+${page.limit}${page.sort && page.sort !== 'newest' ? `:${page.sort}` : ''}`;
    const localeKey = `${locale}:${pageKey}`;
    const cached = pages.get(localeKey);
    const outline = outlineOf(filter, page, pageKey, locale);
    // With an outline (and no version read yet), one statement checks the whole page and, when it is
    // out of date, reads it again: the version is not read on its own first.
    const checkFirst = version !== undefined || !outline;
    if (cached && checkFirst && cached.version === (version ?? (await catalogVersion(db)))) return cached;
    if (outline) {
      const { ids, ...shown } = outline.value;
      const now = await productsInOrder(db, ids, outline.version, locale, cached?.version);
      index?.seen(now.searchVersion);
      if (cached && now.version === cached.version) return cached;
      if (now.products) {
        const listing = { version: now.version, value: { products: now.products, ...shown } };
        pages.set(localeKey, listing);
        return listing;
      }
    }

    const result = await listProducts(
      db,
      filter,
      page,
      { total: counts.get(ALL), filtered: key === ALL ? undefined : counts.get(key) },
      locale,
    );
    index?.seen(result.searchVersion);
    const { productsCount, filteredProductCount, maxPrice } = result;
    counts.set(ALL, { version: result.searchVersion, value: productsCount });
    if (key !== ALL) counts.set(key, { version: result.searchVersion, value: filteredProductCount });
    const listing = {
      version: result.version,
      value: { products: result.products, productsCount, filteredProductCount, maxPrice },
    };
    pages.set(localeKey, listing);
    outlines.set(pageKey, {
      version: result.searchVersion,
      value: {
        // Read by the search (rarely: the index outlines every page while it is current), so parsed here.
        ids: parseJsonText(result.products).map((product) => product._id),
        productsCount,
        filteredProductCount,
        maxPrice,
      },
    });
    return listing;
  };
}
