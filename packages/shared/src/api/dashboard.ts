import {
  lowStockThresholdResponse,
  lowStockThresholdSchema,
  summaryQuerySchema,
  summaryResponse,
} from '../schemas/dashboard.js';
import { openOrdersResponse } from '../schemas/orders.js';
import { endpoint } from './endpoint.js';

const tags = ['admin'];

/** The admin's home: the shop at a glance (sales, orders by status, low stock, best sellers). */
export const dashboardEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/admin/summary',
    tags,
    query: summaryQuerySchema,
    responses: { 200: summaryResponse },
  }),
  /** The orders to ship and on their way (the admin header's count). */
  openOrders: endpoint({
    method: 'GET',
    path: '/admin/orders/open',
    tags,
    responses: { 200: openOrdersResponse },
  }),
  lowStockThreshold: endpoint({
    method: 'PUT',
    path: '/admin/lowStockThreshold',
    tags,
    body: lowStockThresholdSchema,
    responses: { 200: lowStockThresholdResponse },
  }),
};
