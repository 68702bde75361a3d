import { type ComponentType, lazy } from 'react';
import { adminLabels as l } from '../labels';

export interface AdminTab {
  /** The `?tab=` value. */
  id: string;
  label: string;
  Panel: ComponentType;
}

/**
 * The dashboard's tabs in display order, addressed by `?tab=<id>`; each panel is its own chunk.
 */
export const adminTabs: AdminTab[] = [
  { id: 'dashboard', label: l.tabDashboard, Panel: lazy(() => import('./DashboardTab')) },
  { id: 'products', label: l.tabProducts, Panel: lazy(() => import('./ProductsTab')) },
  { id: 'users', label: l.tabUsers, Panel: lazy(() => import('./UsersTab')) },
  { id: 'reviews', label: l.tabReviews, Panel: lazy(() => import('./ReviewsTab')) },
  {
    id: 'orders',
    label: l.tabOrders,
    Panel: lazy(() => import('../orders').then((m) => ({ default: m.AdminOrdersTab }))),
  },
  { id: 'messages', label: l.tabMessages, Panel: lazy(() => import('./MessagesTab')) },
];
