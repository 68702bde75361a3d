// The contact module's public face: the routes app.ts registers, and the messages waiting for an
// answer (the morning digest).
export { waitingMessages } from './queries.js';
export { contactRoutes } from './routes.js';
