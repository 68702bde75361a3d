import { type Kysely, sql } from 'kysely';

/**
 * Parcels refused at the door (issue 47, decision 091): a Shipped order can become Returned. Like a
 * cancelled one its pieces are back on the shelves and it brings no money, and it counts against its
 * account and phone number in the Orders tab's marks: those counts' partial indexes (0021) now hold
 * both statuses.
 */
const statements = [
  'ALTER TABLE orders DROP CONSTRAINT orders_order_status_check',
  `ALTER TABLE orders ADD CONSTRAINT orders_order_status_check
    CHECK (order_status IN ('Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned'))`,
  'DROP INDEX orders_cancelled_by_user_idx',
  'DROP INDEX orders_cancelled_by_phone_idx',
  `CREATE INDEX orders_unsold_by_user_idx ON orders (user_id)
    WHERE order_status IN ('Cancelled', 'Returned')`,
  `CREATE INDEX orders_unsold_by_phone_idx ON orders (phone_key)
    WHERE order_status IN ('Cancelled', 'Returned')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP INDEX IF EXISTS orders_unsold_by_phone_idx',
    'DROP INDEX IF EXISTS orders_unsold_by_user_idx',
    `CREATE INDEX orders_cancelled_by_user_idx ON orders (user_id) WHERE order_status = 'Cancelled'`,
    `CREATE INDEX orders_cancelled_by_phone_idx ON orders (phone_key) WHERE order_status = 'Cancelled'`,
    "UPDATE orders SET order_status = 'Cancelled' WHERE order_status = 'Returned'",
    'ALTER TABLE orders DROP CONSTRAINT orders_order_status_check',
    `ALTER TABLE orders ADD CONSTRAINT orders_order_status_check
      CHECK (order_status IN ('Processing', 'Shipped', 'Delivered', 'Cancelled'))`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
