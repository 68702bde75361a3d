// The contact module's public face: the routes app.ts registers.
export { contactRoutes } from './routes.js';
