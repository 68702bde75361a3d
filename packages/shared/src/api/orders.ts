import { z } from 'zod';
import { messageResponse } from '../schemas/accounts.js';
import {
  adminOrdersQuerySchema,
  adminOrdersResponse,
  orderFilterSchema,
  orderSlipsQuerySchema,
  orderSlipsResponse,
  orderStatusSchema,
  orderWhatsAppResponse,
} from '../schemas/admin-orders.js';
import { cancelOrdersResponse } from '../schemas/admin-users.js';
import { idParamsSchema } from '../schemas/common.js';
import {
  idempotencyHeadersSchema,
  newOrderResponse,
  newOrderSchema,
  orderResponse,
  ordersResponse,
  quoteResponseSchema,
  quoteSchema,
} from '../schemas/orders.js';
import { endpoint } from './endpoint.js';

const tags = ['orders'];
const adminTags = ['admin'];

/** Checkout, the shopper's orders, and the admin's orders tab (docs/product.md §8). */
export const orderEndpoints = {
  /** Places an order: 201 when new, 200 when its Idempotency-Key was placed before (the same order). */
  place: endpoint({
    method: 'POST',
    path: '/order/new',
    tags,
    headers: idempotencyHeadersSchema,
    body: newOrderSchema,
    responses: { 200: newOrderResponse, 201: newOrderResponse },
  }),
  /**
   * The server's figures for the order about to be placed (items, the code's discount, delivery, total,
   * dollars), priced by the same code as the order; writes nothing. A refused code: 400 or 409, as the
   * order would be refused.
   */
  quote: endpoint({
    method: 'POST',
    path: '/order/quote',
    tags,
    body: quoteSchema,
    responses: { 200: quoteResponseSchema },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/orders/me/:userId',
    tags,
    params: z.object({ userId: z.string() }),
    responses: { 200: ordersResponse },
  }),
  get: endpoint({
    method: 'GET',
    path: '/order/:id',
    tags,
    params: idParamsSchema,
    responses: { 200: orderResponse },
  }),
  all: endpoint({
    method: 'GET',
    path: '/admin/orders',
    tags: adminTags,
    query: adminOrdersQuerySchema,
    responses: { 200: adminOrdersResponse },
  }),
  /**
   * The filter's orders as a spreadsheet (one row per order, newest first), streamed: UTF-8 with a BOM
   * so that Excel reads Arabic names; cells that a spreadsheet would run as a formula are neutralised.
   */
  csv: endpoint({
    method: 'GET',
    path: '/admin/orders.csv',
    tags: adminTags,
    query: orderFilterSchema,
    responses: { 200: z.string().describe('text/csv; charset=utf-8') },
  }),
  /** The delivery slips' orders (the print view). */
  slips: endpoint({
    method: 'GET',
    path: '/admin/orders/slips',
    tags: adminTags,
    query: orderSlipsQuerySchema,
    responses: { 200: orderSlipsResponse },
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/admin/order/:id',
    tags: adminTags,
    params: idParamsSchema,
    body: orderStatusSchema,
    responses: { 200: orderResponse },
  }),
  /** The admin's message to the customer: a WhatsApp link with the status text in the order's language. */
  whatsApp: endpoint({
    method: 'GET',
    path: '/admin/order/:id/whatsapp',
    tags: adminTags,
    params: idParamsSchema,
    responses: { 200: orderWhatsAppResponse },
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/admin/order/:id',
    tags: adminTags,
    params: idParamsSchema,
    responses: { 200: messageResponse },
  }),
  /** Cancels every Processing order of a user (a fake orderer's), returning their pieces to stock. */
  cancelUserOrders: endpoint({
    method: 'POST',
    path: '/admin/user/:id/cancel-orders',
    tags: adminTags,
    params: idParamsSchema,
    responses: { 200: cancelOrdersResponse },
  }),
};
