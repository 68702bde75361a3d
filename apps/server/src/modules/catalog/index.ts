// The catalog module's public face: its routes, the reads other modules answer with, and what keeps
// products' derived columns right.

export { categoryTree } from './category-queries.js';
/** Products' stock, colours and sizes recomputed from their options, after a write to options. */
export { syncProductFacets } from './facets.js';
/** The listing's memories (sizes and cache), which the mix bench replays a log against. */
export { PAGE_IDS_MEMORY, PAGE_MEMORY } from './listing.js';
export { listProducts } from './listing-queries.js';
/**
 * SQL building blocks for other modules' answers: a product in the API's shape, its thumbnail, its
 * name or description in the requester's language (English where it has no translation).
 */
export { firstImageUrl, localizedText, productJson } from './product-json.js';
export { findProduct, hasProducts } from './product-queries.js';
/** The search's relevance suite: run in-process by `relevance.test.ts`, against a shop by the bench. */
export { RELEVANCE_SUITE, type RelevanceCase, relevanceVerdict } from './relevance-suite.js';
export { catalogRoutes } from './routes.js';
/** A product's link-preview fields (the pages module's `<head>`). */
export { findProductPreview, type ProductPreview } from './seo-queries.js';
export { sitemapRoutes } from './sitemap.js';
/**
 * Reads others rely on: the admin's catalogue screens (`categoryTree`, `listProducts`),
 * the demo shop seeded into an empty one (`hasProducts`), and the vacuum of the embedded database
 * (`catalogVersion`: a number every write to the catalogue moves, stock included).
 */
export { catalogVersion } from './version-queries.js';
export { VersionedCache } from './versioned-cache.js';
