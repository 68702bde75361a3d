// The catalog module's public face: its routes, the reads other modules answer with, and what keeps
// products' derived columns right.

/** Products' stock, colours and sizes recomputed from their options, after a write to options. */
export { syncProductFacets } from './facets.js';
/**
 * SQL building blocks for other modules' answers: a product in the API's shape, its thumbnail, its
 * name or description in the requester's language (English where it has no translation).
 */
export { firstImageUrl, localizedText, productJson } from './product-json.js';
/**
 * Reads others rely on: the admin's catalogue screens (`categoryTree`, `listProducts`),
 * the demo shop seeded into an empty one (`hasProducts`), and the vacuum of the embedded database
 * (`catalogVersion`: a number every write to the catalogue moves, stock included).
 */
export { catalogVersion, categoryTree, hasProducts, listProducts } from './queries.js';
export { catalogRoutes } from './routes.js';
/** A product's link-preview fields (the pages module's `<head>`). */
export { findProductPreview, type ProductPreview } from './seo-queries.js';
export { sitemapRoutes } from './sitemap.js';
