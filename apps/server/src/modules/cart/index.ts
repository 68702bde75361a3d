// The cart module's public face: its routes, and what checkout does to a cart.

/** The statement that empties a user's cart, run inside checkout's own. */
export { emptyCart } from './queries.js';
export { cartRoutes } from './routes.js';
