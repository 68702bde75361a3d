// The admin module's public face: the routes app.ts registers.
export { adminPricingRoutes } from './pricing-routes.js';
export { adminProductRoutes } from './products-routes.js';
export { adminReviewRoutes } from './reviews-routes.js';
