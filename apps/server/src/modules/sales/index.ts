// The sales module's public face: the admin's sales, and the clock that keeps the products' running
// discounts right as windows start and end (decision 095).

/** Runs before each request (app.ts); `reload` after a write that may move a window's start or end. */
export { PriceClock } from './price-clock.js';
/** A writer of products' prices or discounts holds the clock for its transaction (migration 0036). */
export { holdPriceClock } from './price-queries.js';
export { salesRoutes } from './routes.js';
