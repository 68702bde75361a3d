// The settings module's public face: its routes and the shop's rates (dollar, delivery).

/** A rate read, written, or as an SQL expression for another module's statement. */
export { getRate, rateValue, setOrClearSetting, setRate, settingOrNull } from './queries.js';
export { settingsRoutes } from './routes.js';
