// The dashboard module's public face: the routes app.ts registers, and the morning digest's schedule
// that each server process runs (server.ts).
export { type DigestSchedule, scheduleDigest } from './digest-schedule.js';
export { dashboardRoutes } from './routes.js';
