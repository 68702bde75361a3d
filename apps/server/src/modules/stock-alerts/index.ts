// The stock-alerts module's public face: its route, the mails sent once stock is back (the admin's
// product writes and the orders' cancellations call it), and the counts the admin's products table shows.
export { waitingByProduct } from './queries.js';
export { stockAlertRoutes } from './routes.js';
export { mailRestockedAlerts } from './service.js';
