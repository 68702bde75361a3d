// The admin module's public face: the routes app.ts registers.
export { adminRoutes } from './routes.js';
