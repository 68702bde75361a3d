// The dashboard module's public face: the routes app.ts registers.
export { dashboardRoutes } from './routes.js';
