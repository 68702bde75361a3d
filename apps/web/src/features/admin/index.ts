/** The admin feature's public entry: its pages (lazy). */
import { lazyPage } from '../../lib/lazyPage';

export const DashboardPage = lazyPage(() => import('./DashboardPage'));
export const ProductFormPage = lazyPage(() => import('./ProductFormPage'));
export const UsersPage = lazyPage(() => import('./UsersPage'));
export const OrderSlipsPage = lazyPage(() => import('./orders/OrderSlipsPage'));
/** The header's count of orders to ship, on the admin's screens. */
export const OrdersToShipButton = lazyPage(() => import('./home/OrdersToShipButton'));
