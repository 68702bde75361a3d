import { type ComponentType, lazy } from 'react';
import { adminLabels as l } from '../labels';

export interface AdminTab {
  /** The `?tab=` value. */
  id: string;
  label: string;
  Panel: ComponentType;
}

/**
 * The dashboard's tabs in display order, addressed by `?tab=<id>`. A feature adds its tab here
 * (the orders tab: `{ id: 'orders', label: …, Panel: lazy(() => import(…)) }`).
 */
export const adminTabs: AdminTab[] = [
  { id: 'dashboard', label: l.tabDashboard, Panel: lazy(() => import('./DashboardTab')) },
  { id: 'products', label: l.tabProducts, Panel: lazy(() => import('./ProductsTab')) },
  { id: 'users', label: l.tabUsers, Panel: lazy(() => import('./UsersTab')) },
  { id: 'reviews', label: l.tabReviews, Panel: lazy(() => import('./ReviewsTab')) },
  { id: 'messages', label: l.tabMessages, Panel: lazy(() => import('./MessagesTab')) },
];
