// The rate-limits module's public face: @fastify/rate-limit's store, counted in the database, and
// the counting itself for limits a route enforces on its own (the order limits).
export { countHits, type Hits, uncountHits } from './queries.js';
export { databaseRateLimitStore } from './store.js';
