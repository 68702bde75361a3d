/** The admin dashboard's Orders tab (the dashboard renders it in its tab slot). */
export { AdminOrdersTab } from './AdminOrdersTab';
