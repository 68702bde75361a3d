/** The orders feature's public entry: its pages (lazy). */

import { withPageWords } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazyPage';

export const MyOrdersPage = lazyPage(withPageWords(() => import('./MyOrdersPage')));
export const OrderDetailsPage = lazyPage(withPageWords(() => import('./OrderDetailsPage')));
export const SuccessPage = lazyPage(withPageWords(() => import('./SuccessPage')));
