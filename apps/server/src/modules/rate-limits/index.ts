// The rate-limits module's public face: @fastify/rate-limit's store, counted in the database.
export { databaseRateLimitStore } from './store.js';
