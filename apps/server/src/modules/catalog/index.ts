// The catalog module's public face: its routes and server-rendered pages, the reads other modules
// answer with, and what keeps products' derived columns right.

/** Products' stock, colours and sizes recomputed from their options, after a write to options. */
export { syncProductFacets } from './facets.js';
/** The first screen rendered on the server, and the hash the CSP allows its one inline script by. */
export { APP_LOADER_HASH, firstPaintHtml } from './first-paint.js';
/** A product page's title and link-preview tags. */
export { productPreviewHtml } from './preview.js';
/** SQL building blocks for other modules' answers: a product in the spec's shape, its thumbnail. */
export { firstImageUrl, productJson } from './product-json.js';
/**
 * Reads others rely on: the admin's catalogue screens (`categoryTree`, `findProduct`, `listProducts`),
 * the demo shop seeded into an empty one (`hasProducts`), and the vacuum of the embedded database
 * (`catalogVersion`: a number every write to the catalogue moves, stock included).
 */
export { catalogVersion, categoryTree, findProduct, hasProducts, listProducts } from './queries.js';
export { catalogRoutes } from './routes.js';
export { sitemapRoutes } from './sitemap.js';
