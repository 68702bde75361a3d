import { endpoints, type NewOrderInput } from '@shop/shared';
import { api } from '../../../../lib/api';

/**
 * POST /order/new. The same `idempotencyKey` for a retry or a second click makes the server answer
 * the first order instead of placing another.
 */
export function placeOrder(order: NewOrderInput, idempotencyKey: string) {
  return api.call(endpoints.orders.place, { body: order, headers: { 'idempotency-key': idempotencyKey } });
}
