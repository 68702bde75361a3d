// The admin module's public face: the routes app.ts registers.
export { adminPricingRoutes } from './pricing-routes.js';
export { adminProductRoutes } from './products-routes.js';
/** The bulk repricing's statement, measured alone by the admin bench. */
export { repriceCatalogue } from './queries.js';
export { adminReviewRoutes } from './reviews-routes.js';
