// The orders module's public face: the routes app.ts registers.
export { orderRoutes } from './routes.js';
