// The favorites module's public face: the routes app.ts registers.
export { favoriteRoutes } from './routes.js';
