// The reviews module's public face: its routes, and a product's reviews for other modules' answers.

/** A product's reviews, as SQL (the product page's answer) or read (the admin's reviews screen). */
export { listReviews, reviewsJson } from './queries.js';
export { reviewRoutes } from './routes.js';
