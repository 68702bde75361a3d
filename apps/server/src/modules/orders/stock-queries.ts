import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

// Stock taken by an order or returned by its cancellation, options and their products kept in step in
// the same statement: a statement of its own (`moveStock`) or common table expressions of the
// checkout's (decisions 028, 051).

export interface StockChange {
  optionId: string;
  quantity: number;
}

export const STOCK_UPDATES = {
  // Never below 0: an option without enough left (or switched off) is not touched. At 0 it is OUTSTOCK.
  take: {
    quantity: sql`o.quantity - v.quantity`,
    status: sql`case when o.quantity - v.quantity = 0 then 'OUTSTOCK' else o.status end`,
    guard: sql`o.status = 'INSTOCK' and o.quantity >= v.quantity`,
  },
  // A cancelled or deleted order's pieces: an option that had run out is on sale again.
  return: {
    quantity: sql`o.quantity + v.quantity`,
    status: sql`case when o.quantity = 0 then 'INSTOCK' else o.status end`,
    guard: sql`true`,
  },
} as const;

/**
 * Takes stock from the options or returns it, and keeps their products in step, in one statement:
 * a product's stock is the sum of its options; a product with no option left to sell becomes
 * OUTOFSTOCK, and one that had run out (stock 0) is INSTOCK again once stock comes back. A product an
 * admin switched off by hand while it still had stock keeps its status. The options' new values are
 * the ones this statement writes (`moved`), which its other parts cannot read from the table yet.
 * Returns the ids of the options changed: a line missing from it could not be served.
 */
export async function moveStock(
  trx: Transaction<DB>,
  changes: readonly StockChange[],
  direction: keyof typeof STOCK_UPDATES,
): Promise<Set<string>> {
  if (changes.length === 0) return new Set();
  const { rows } = await sql<{
    id: string;
  }>`with ${stockMoves(changes, direction)} select id from moved`.execute(trx);
  return new Set(rows.map((row) => row.id));
}

/**
 * The products of the options in `moved` kept in step with them (`moveStock`), as common table
 * expressions that follow `moved`: their stock, and their status as that comment says.
 */
export const productsFollowOptions = sql`
    products_now as (
      select o.product_id,
             sum(coalesce(m.quantity, o.quantity)) as stock,
             bool_or(coalesce(m.quantity, o.quantity) > 0 and coalesce(m.status, o.status) = 'INSTOCK') as selling
      from product_options o left join moved m on m.id = o.id
      where o.product_id in (select product_id from moved)
      group by o.product_id),
    synced as (
      update products p
      set stock = n.stock,
          status = case when not n.selling then 'OUTOFSTOCK' when p.stock = 0 then 'INSTOCK' else p.status end,
          updated_at = now()
      from products_now n
      where p.id = n.product_id)`;

/** `moveStock`'s work as common table expressions; `moved` holds the options changed. */
export function stockMoves(changes: readonly StockChange[], direction: keyof typeof STOCK_UPDATES) {
  const move = STOCK_UPDATES[direction];
  const values = sql.join(changes.map((c) => sql`(${c.optionId}::uuid, ${c.quantity}::int)`));
  return sql`
    moved as (
      update product_options o
      set quantity = ${move.quantity}, status = ${move.status}
      from (values ${values}) as v(id, quantity)
      where o.id = v.id and ${move.guard}
      returning o.id, o.product_id, o.quantity, o.status),
    ${productsFollowOptions}`;
}

/** The stock an order holds: its lines whose option still exists. */
export async function orderStock(trx: Transaction<DB>, orderId: string) {
  return trx
    .selectFrom('order_items as i')
    .innerJoin('product_options as op', 'op.id', 'i.option_id')
    .select(['op.id as optionId', 'op.product_id as productId', 'i.quantity'])
    .where('i.order_id', '=', orderId)
    .execute();
}
