// The settings module's public face: its routes and the shop's rates (dollar, delivery).

/**
 * A rate read, written, or as an SQL expression for another module's statement; how prices show (issue
 * 48): read with the dollar rate, set by the admin, or read by another statement.
 */
export {
  getRate,
  priceDisplayOf,
  priceDisplayValue,
  rateValue,
  setOrClearSetting,
  setRate,
  settingOrNull,
} from './queries.js';
export { settingsRoutes } from './routes.js';
