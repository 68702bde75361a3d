// The catalog module's public face: its routes, the reads other modules answer with, the admin's writes
// to the catalogue, and what keeps products' derived columns right. The catalogue's tables (products,
// their options, pictures and translations, the category tree, the versions) are this module's alone.

/** The admin's catalogue screens read the tree; its form adds a sub-category; a sale names one. */
export { categoryTree, hasSubcategory, insertSubcategory } from './category-queries.js';
/** The products' running discounts, moved by the sales module's price clock (decision 095). */
export { applyRunningDiscounts, nextDiscountEdge } from './discount-queries.js';
/** Products' stock, colours and sizes recomputed from their options, after a write to options. */
export { syncProductFacets } from './facets.js';
/** The listing's memories (sizes and cache), which the mix bench replays a log against. */
export { PAGE_IDS_MEMORY, PAGE_MEMORY } from './listing.js';
/** The admin's products table. */
export { listProducts } from './listing-queries.js';
/** The product form's read, a product's status switched, the product a review search names. */
export { findAdminProduct, productSummary, toggleProductStatus } from './product-form-queries.js';
/**
 * SQL building blocks for the statements across tables of decision 105 (the cart's, the checkout's, the
 * admin's home): a product's thumbnail, its name in the requester's language (English without one).
 */
export { firstImageUrl, localizedText } from './product-json.js';
/**
 * What other modules read of a product: whether it exists (reviews, favourites), its stars, its card (a
 * favourite), whether an option is for sale and the names a back-in-stock mail gives, the options
 * running low (the morning digest); the demo shop seeded into an empty one (`hasProducts`), the bench's
 * probe (`findProduct`).
 */
export {
  findProduct,
  hasProducts,
  type LowStockOption,
  lowStockOptions,
  type OptionKey,
  optionOnSale,
  optionsOnSale,
  productCards,
  productExists,
  productNames,
  productRatings,
} from './product-queries.js';
/** The product form's writes, with its options, translations and pictures (decision 010). */
export { createProduct, deleteProduct, type ProductWriter, updateProduct } from './product-writer.js';
/** Live search's search version, shared for a few milliseconds; writes wait that long (decision 109). */
export { searchVersionPlugin } from './recent-search-version.js';
/** The search's relevance suite: run in-process by `relevance.test.ts`, against a shop by the bench. */
export { RELEVANCE_SUITE, type RelevanceCase, relevanceVerdict } from './relevance-suite.js';
/** The bulk repricing (decision 037). */
export { repriceCatalogue } from './reprice-queries.js';
export { catalogRoutes } from './routes.js';
/** A product's link-preview fields (the pages module's `<head>`). */
export { findProductPreview, type ProductPreview } from './seo-queries.js';
export { sitemapRoutes } from './sitemap.js';
/** A number every write to the catalogue moves, stock included (the embedded database's vacuum). */
export { catalogVersion } from './version-queries.js';
export { VersionedCache } from './versioned-cache.js';
