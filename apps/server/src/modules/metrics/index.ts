// The metrics module's public face: the plugin app.ts registers before the routes it times.
export { metricsPlugin } from './routes.js';
