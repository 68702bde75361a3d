import { z } from 'zod';
import { messageResponse } from '../schemas/accounts.js';
import { openOrdersResponse } from '../schemas/admin-orders.js';
import {
  lowStockThresholdResponse,
  lowStockThresholdSchema,
  summaryQuerySchema,
  summaryResponse,
} from '../schemas/dashboard.js';
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
  /** Sends the owner's morning digest to SHOP_EMAIL now, whatever the hour (the dashboard's button). */
  digest: endpoint({
    method: 'POST',
    path: '/admin/digest',
    tags,
    // Nothing to send: a bare POST, or an empty object (a stray field is refused rather than ignored).
    body: z.strictObject({}).nullish(),
    responses: { 200: messageResponse },
  }),
  lowStockThreshold: endpoint({
    method: 'PUT',
    path: '/admin/lowStockThreshold',
    tags,
    body: lowStockThresholdSchema,
    responses: { 200: lowStockThresholdResponse },
  }),
};
