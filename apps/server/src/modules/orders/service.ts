import {
  DEFAULT_LOCALE,
  format,
  isUnsold,
  type Locale,
  messages,
  NEXT_ORDER_STATUSES,
  type Order,
  type OrderStatus,
} from '@shop/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.js';
import type { TokenPayload } from '../../plugins/access.js';
import { findUserById } from '../accounts/index.js';
import { lockProducts } from './checkout-queries.js';
import { givePromoUseBack } from './promo-use-queries.js';
import { deleteOrder, findOrder, lockOrder, processingOrderIds, setOrderStatus } from './queries.js';
import { moveStock, orderStock } from './stock-queries.js';

/**
 * GET /order/:id has no user id in its path for the access layer to compare, so ownership is checked
 * here, on the loaded order: its owner or an admin; anyone else gets 403. Its lines are named in `locale`.
 */
export async function orderForViewer(
  db: Database,
  id: string,
  viewer: TokenPayload,
  locale: Locale,
): Promise<Order> {
  const order = await findOrder(db, id, locale);
  if (!order) throw new NotFound(messages.orderNotFound);
  if (order.user !== viewer.id && viewer.role !== 'admin') throw new Forbidden();
  return order;
}

/**
 * An order's move as committed, for what follows it after the answer: the customer's mail, and the
 * back-in-stock alerts of the products whose pieces went back on the shelves (`restocked`).
 */
export interface StatusChange {
  /** The order as the shop records it, in its new status. */
  order: Order;
  restocked: readonly string[];
}

/**
 * Changes an order's status; cancelling it, or marking a parcel refused at the door Returned, puts its
 * pieces back in stock and gives its promo code's use back in the same transaction
 * (UNSOLD_ORDER_STATUSES). Illegal moves (only a Shipped order can be Returned) → 409, as is a move from
 * another status than `from`, when given. A move to the same status is illegal too, so one change is one
 * move, never two.
 */
export async function changeOrderStatus(
  db: Database,
  id: string,
  status: OrderStatus,
  from?: OrderStatus,
): Promise<StatusChange> {
  const restocked = await db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, id);
    if (!locked) throw new NotFound(messages.orderNotFound);
    const current = locked.status;
    if (!NEXT_ORDER_STATUSES[current].includes(status) || (from && current !== from)) {
      throw new Conflict(format(messages.orderStatusChangeRefused, { from: current, to: status }));
    }
    const returned = isUnsold(status) ? await returnOrderStock(trx, id) : [];
    if (isUnsold(status)) await givePromoUseBack(trx, locked);
    await setOrderStatus(trx, id, status);
    return returned;
  });
  const order = await findOrder(db, id, DEFAULT_LOCALE);
  if (!order) throw new NotFound(messages.orderNotFound);
  return { order, restocked };
}

/**
 * Cancels every Processing order of a user (the admin's answer to fake orders), each as the admin
 * would one by one: its stock returned in its own transaction. An order moved on meanwhile is left as
 * it now is. Undefined when there is no such user; else their name and how many were cancelled.
 */
export async function cancelOpenOrdersOf(
  db: Database,
  userId: string,
): Promise<{ name: string; changes: StatusChange[] } | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const changes: StatusChange[] = [];
  for (const id of await processingOrderIds(db, userId)) {
    const change = await changeOrderStatus(db, id, 'Cancelled', 'Processing').catch((error: unknown) => {
      if (error instanceof Conflict || error instanceof NotFound) return undefined;
      throw error;
    });
    if (change) changes.push(change);
  }
  return { name: user.name, changes };
}

/**
 * Deletes an order. A Processing order's pieces are still in the shop: they go back on the shelves in
 * the same transaction. A Shipped order's have left with the driver, so the stock stays as it is (the
 * answer says so); marking it Returned instead puts them back, for a parcel that comes back. An order
 * that still held a use of a promo code gives it back: no order carries it any more.
 */
export async function removeOrder(
  db: Database,
  id: string,
): Promise<{ message: string; restocked: readonly string[] }> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, id);
    if (!locked) throw new NotFound(messages.orderNotFound);
    const current = locked.status;
    const restocked = current === 'Processing' ? await returnOrderStock(trx, id) : [];
    if (!isUnsold(current)) await givePromoUseBack(trx, locked);
    await deleteOrder(trx, id);
    const message = current === 'Shipped' ? messages.orderDeletedShipped : messages.orderDeleted;
    return { message, restocked };
  });
}

/** Puts an order's pieces back on the shelves; answers the products they went back to. */
async function returnOrderStock(trx: Transaction<DB>, orderId: string): Promise<string[]> {
  const lines = await orderStock(trx, orderId);
  const productIds = [...new Set(lines.map((line) => line.productId))];
  await lockProducts(trx, productIds);
  await moveStock(
    trx,
    lines.map((line) => ({ optionId: line.optionId, quantity: line.quantity })),
    'return',
  );
  return productIds;
}
