// The orders module's public face: the routes app.ts registers (orders, and the promo codes they carry).
export { promoCodeRoutes } from './promo-routes.js';
export { orderRoutes } from './routes.js';
