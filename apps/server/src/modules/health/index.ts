// The health module's public face: the routes app.ts registers.
export { healthRoutes } from './routes.js';
