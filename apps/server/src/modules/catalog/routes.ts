import {
  COLORS,
  endpoints,
  messages,
  type ProductListQuery,
  RES_PER_PAGE,
  SUGGEST_LIMIT,
  SUGGEST_MIN_LENGTH,
  uuidSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFound } from '../../lib/errors.js';
import { sendJsonText } from '../../lib/json-text.js';
import { registerRoutes } from '../../lib/route-of.js';
import { categoryTree } from './category-queries.js';
import { catalogCaching, recordEtagVersion } from './http-cache.js';
import { createProductListing } from './listing.js';
import type { ProductFilter } from './listing-queries.js';
import { findProductAt } from './product-queries.js';
import { SearchIndex } from './search-index.js';
import { allProductLinksJson } from './seo-queries.js';
import { createSuggester } from './suggest.js';
import { catalogVersion } from './version-queries.js';

/** How many products the home page receives (New Arrivals shows the first NEW_ARRIVALS_COUNT). */
export const HOME_PAGE_PRODUCTS = 12;

function toFilter(query: ProductListQuery): ProductFilter {
  return {
    keyword: query.keyword,
    priceGte: query['price[gte]'],
    priceLte: query['price[lte]'],
    ratingsGte: query['ratings[gte]'],
    ratingsLte: query['ratings[lte]'],
    category: query.category,
    subcategory: query.subcategory,
    subsubcategory: query.subsubcategory,
    color: query['options[$elemMatch][color]'],
    size: query['options[$elemMatch][size]'],
    collectiontype: query.collectiontype,
    onSale: query.onSale,
  };
}

const { catalog } = endpoints;
const publicRoute = { access: 'public' } as const;

/**
 * The catalogue's answers are JSON in the API's shape built by the database (`productJson` and
 * friends: fixed keys, nothing private), so they are sent as they are. Products' names and
 * descriptions are in the requester's language (`request.locale`), English where a product has none. Listing pages, products and the
 * home page's products come as text and are embedded in the answer's text (decision 026); the
 * suggestions, made from the search index, are stringified without the zod serializer, which would
 * copy each one only to find it already in shape (decision 066). The response schemas still document
 * the routes, and the routes' tests parse each answer with them.
 */
const asBuilt = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/** The storefront's read API: listing with filters, live search, product detail and vocabularies. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const indexError = (error: unknown) => app.log.error({ err: error }, 'search index not read');
  const index = new SearchIndex(app.db, indexError);
  // Read before the first shopper is let in, and given back before the database is closed.
  app.addHook('onReady', () => index.build().catch(indexError));
  app.addHook('onClose', () => index.stop());
  const listProducts = createProductListing(app.db, index);
  const searchVersion = () => app.searchVersion.get();
  const suggest = createSuggester(app.db, index, searchVersion);
  app.decorateRequest('catalogVersion', undefined);
  app.decorateRequest('catalogAnswerVersion', undefined);
  const cached = catalogCaching(app.db);

  registerRoutes(app, catalog, {
    products: {
      ...cached,
      config: publicRoute,
      handler: async (request, reply) => {
        const { page } = request.query;
        const listing = recordEtagVersion(
          request,
          await listProducts(
            toFilter(request.query),
            { limit: RES_PER_PAGE, offset: (page - 1) * RES_PER_PAGE, sort: request.query.sort },
            request.catalogVersion,
            request.locale,
          ),
        );
        const { products, productsCount, filteredProductCount, maxPrice, didYouMean } = listing;
        const corrections = didYouMean ? `,"didYouMean":${JSON.stringify(didYouMean)}` : '';
        return sendJsonText(
          reply,
          `{"success":true,"products":${products},"productsCount":${productsCount},` +
            `"filteredProductCount":${filteredProductCount},"maxPrice":${maxPrice},"resPerPage":${RES_PER_PAGE}${corrections}}`,
        );
      },
    },

    suggest: {
      ...catalogCaching(app.db, searchVersion),
      ...asBuilt,
      // Keystrokes skip the line of page work (plugins/lanes.ts): answered from memory in microseconds.
      config: { ...publicRoute, lane: 'express' },
      handler: async (request) => {
        const { q } = request.query;
        if (q.length < SUGGEST_MIN_LENGTH) return { success: true as const, suggestions: [] };
        const suggestions = recordEtagVersion(
          request,
          await suggest(q, SUGGEST_LIMIT, request.catalogVersion, request.locale),
        );
        return { success: true as const, suggestions };
      },
    },

    product: {
      ...cached,
      config: publicRoute,
      handler: async (request, reply) => {
        const { id } = request.params;
        // A malformed id cannot name a product: the same 404 as an unknown one.
        const product = uuidSchema.safeParse(id).success
          ? recordEtagVersion(request, await findProductAt(app.db, id, request.locale))
          : undefined;
        if (!product) throw new NotFound(messages.productNotFound);
        return sendJsonText(reply, `{"success":true,"product":${product}}`);
      },
    },

    // The newest products are the first page of the unfiltered listing: its memories serve both.
    homePageProducts: {
      ...cached,
      config: publicRoute,
      handler: async (request, reply) => {
        const page = { limit: HOME_PAGE_PRODUCTS, offset: 0 };
        const { products } = recordEtagVersion(
          request,
          await listProducts({}, page, request.catalogVersion, request.locale),
        );
        return sendJsonText(reply, `{"success":true,"products":${products}}`);
      },
    },

    allProductLinks: {
      ...cached,
      config: publicRoute,
      handler: async (request, reply) => {
        // Read before the links: the answer is never labelled newer than its data.
        const version = request.catalogVersion ?? (await catalogVersion(app.db));
        const products = recordEtagVersion(request, {
          version,
          value: await allProductLinksJson(app.db, request.locale),
        });
        return sendJsonText(reply, `{"success":true,"products":${products}}`);
      },
    },

    categories: {
      config: publicRoute,
      handler: async () => ({ success: true as const, data: await categoryTree(app.db) }),
    },

    colors: {
      config: publicRoute,
      handler: async () => ({
        success: true as const,
        colors: COLORS.map(({ value, label }) => ({ value, label })),
      }),
    },
  });
};
