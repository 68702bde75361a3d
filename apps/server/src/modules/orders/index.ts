// The orders module's public face: the routes app.ts registers (orders, and the promo codes they carry).

/** The checkout under locks, as the route runs it (the bench's floor under the checkout). */
export { placeOrder } from './checkout.js';
export { promoCodeRoutes } from './promo-routes.js';
/** The admin's Users tab counts each account's open and cancelled orders. */
export { type OrderCounts, orderCountsByUser } from './queries.js';
export { orderRoutes } from './routes.js';
