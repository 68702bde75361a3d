// The delivery module's public face: its routes, and what an order's statements read of its areas.

/**
 * SQL expressions for another module's statement: the checkout's read and check of the named area and
 * of the free-delivery amount, and an order's area in its answers and its CSV.
 */
export {
  activeAreaFee,
  areaNameOf,
  type CheckoutArea,
  checkoutAreaJson,
  freeDeliveryFrom,
  orderAreaJson,
} from './queries.js';
export { deliveryRoutes } from './routes.js';
