import type { AdminWords } from '@shop/shared';
import { type ComponentType, lazy } from 'react';

export interface AdminTab {
  /** The `?tab=` value. */
  id: string;
  /** Its name in the admin's words (`tabProducts` …). */
  label: Extract<keyof AdminWords['admin'], `tab${string}`>;
  Panel: ComponentType;
}

/**
 * The dashboard's tabs in display order, addressed by `?tab=<id>`; each panel is its own chunk.
 */
export const adminTabs: AdminTab[] = [
  { id: 'dashboard', label: 'tabDashboard', Panel: lazy(() => import('./DashboardTab')) },
  { id: 'products', label: 'tabProducts', Panel: lazy(() => import('./ProductsTab')) },
  { id: 'users', label: 'tabUsers', Panel: lazy(() => import('./UsersTab')) },
  { id: 'reviews', label: 'tabReviews', Panel: lazy(() => import('./ReviewsTab')) },
  {
    id: 'orders',
    label: 'tabOrders',
    Panel: lazy(() => import('../orders').then((m) => ({ default: m.AdminOrdersTab }))),
  },
  { id: 'delivery', label: 'tabDelivery', Panel: lazy(() => import('../delivery/DeliveryTab')) },
  { id: 'promo-codes', label: 'tabPromoCodes', Panel: lazy(() => import('../promotions/PromoCodesTab')) },
  { id: 'sales', label: 'tabSales', Panel: lazy(() => import('../promotions/SalesTab')) },
  { id: 'messages', label: 'tabMessages', Panel: lazy(() => import('./MessagesTab')) },
];
