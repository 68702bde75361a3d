import {
  lowStockThresholdResponse,
  lowStockThresholdSchema,
  summaryQuerySchema,
  summaryResponse,
} from '../schemas/dashboard.js';
import { orderCountsResponse } from '../schemas/orders.js';
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
  /** How many orders are in each status (the admin header's count of orders to ship). */
  orderCounts: endpoint({
    method: 'GET',
    path: '/admin/orders/counts',
    tags,
    responses: { 200: orderCountsResponse },
  }),
  lowStockThreshold: endpoint({
    method: 'PUT',
    path: '/admin/lowStockThreshold',
    tags,
    body: lowStockThresholdSchema,
    responses: { 200: lowStockThresholdResponse },
  }),
};
