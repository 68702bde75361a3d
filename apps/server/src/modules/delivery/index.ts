// The delivery module's public face: its routes, and what an order's statements read of its areas.

/**
 * SQL expressions for another module's statement (decision 105): the checkout's read and check of the
 * named area and of the free-delivery amount, and an order's area in its answers. The areas by English
 * name, for the orders' CSV and the delivery slips' route.
 */
export {
  activeAreaFee,
  areasByEnglishName,
  type CheckoutArea,
  checkoutAreaJson,
  freeDeliveryFrom,
  orderAreaJson,
} from './queries.js';
export { deliveryRoutes } from './routes.js';
