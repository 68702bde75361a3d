/** The orders feature's public entry: its pages (lazy). */
import { lazyPage } from '../../lib/lazyPage';

export const MyOrdersPage = lazyPage(() => import('./MyOrdersPage'));
export const OrderDetailsPage = lazyPage(() => import('./OrderDetailsPage'));
export const SuccessPage = lazyPage(() => import('./SuccessPage'));
