import { accountEndpoints } from './accounts.js';
import { adminEndpoints } from './admin.js';
import { cartEndpoints } from './cart.js';
import { catalogEndpoints } from './catalog.js';
import { contactEndpoints } from './contact.js';
import { dashboardEndpoints } from './dashboard.js';
import { deliveryEndpoints } from './delivery.js';
import type { Endpoint } from './endpoint.js';
import { favoriteEndpoints } from './favorites.js';
import { healthEndpoints } from './health.js';
import { orderEndpoints } from './orders.js';
import { promotionEndpoints } from './promotions.js';
import { reviewEndpoints } from './reviews.js';
import { settingsEndpoints } from './settings.js';
import { stockAlertEndpoints } from './stock-alerts.js';

export * from './endpoint.js';

/**
 * The JSON API under API_PREFIX, by the server feature that answers it: every endpoint's method, path
 * and schemas, declared once. The server registers its routes from these (a test checks that the two
 * match), the web app calls the API only through them, and OpenAPI documents them.
 */
export const endpoints = {
  accounts: accountEndpoints,
  admin: adminEndpoints,
  cart: cartEndpoints,
  catalog: catalogEndpoints,
  contact: contactEndpoints,
  dashboard: dashboardEndpoints,
  delivery: deliveryEndpoints,
  favorites: favoriteEndpoints,
  health: healthEndpoints,
  orders: orderEndpoints,
  promotions: promotionEndpoints,
  reviews: reviewEndpoints,
  settings: settingsEndpoints,
  stockAlerts: stockAlertEndpoints,
};

const isEndpoint = (value: object): value is Endpoint => 'method' in value && 'path' in value;

function collect(group: object): Endpoint[] {
  return Object.values(group).flatMap((value: object) => (isEndpoint(value) ? [value] : collect(value)));
}

/** Every endpoint of the contract, once each. */
export const allEndpoints: readonly Endpoint[] = collect(endpoints);
