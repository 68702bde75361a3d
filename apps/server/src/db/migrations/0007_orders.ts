import { type Kysely, sql } from 'kysely';

/**
 * What checkout and the orders tab need beyond the tables of 0001:
 * - a short human number beside the UUID (1001, 1002, …) for phone calls and the WhatsApp text. It comes
 *   from a sequence, so concurrent checkouts never wait on each other for it (a rolled-back checkout
 *   leaves a gap, which nobody minds);
 * - the position of each order line, so an order reads back in the order it was placed;
 * - the dollar amounts at the order's rate, kept as numeric like every dollar amount;
 * - idempotency keys: (user, key) → order, unique, so a retried or double-clicked checkout finds the
 *   first order. The key row is written first in the checkout transaction, before the order it points
 *   at, hence the deferred foreign key; a concurrent duplicate waits on the unique index until the
 *   first commits (and then finds its order) or rolls back (and then places the order itself);
 * - indexes in the two lists' order: "my orders" and the admin list, both newest first (a status filter
 *   is the admin's most common question); option ids of order lines, so that deleting an option does
 *   not scan every order line.
 */
const statements = [
  `CREATE SEQUENCE order_number_seq START WITH 1001`,
  `ALTER TABLE orders ADD COLUMN number bigint NOT NULL DEFAULT nextval('order_number_seq')`,
  `ALTER SEQUENCE order_number_seq OWNED BY orders.number`,
  `ALTER TABLE orders ADD CONSTRAINT orders_number_key UNIQUE (number)`,
  `ALTER TABLE orders ADD COLUMN dollar_items_price numeric(12, 2) CHECK (dollar_items_price >= 0)`,
  `ALTER TABLE orders ADD COLUMN dollar_total_price numeric(12, 2) CHECK (dollar_total_price >= 0)`,
  `ALTER TABLE order_items ADD COLUMN position integer NOT NULL DEFAULT 0`,
  `ALTER TABLE orders ADD CONSTRAINT orders_total_check CHECK (total_price = items_price + delivery_price)`,

  `CREATE TABLE order_idempotency_keys (
    user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    key text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
    order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, key)
  )`,
  `CREATE INDEX order_idempotency_keys_order_idx ON order_idempotency_keys (order_id)`,

  `DROP INDEX orders_user_idx`,
  `CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id DESC)`,
  `DROP INDEX orders_created_idx`,
  `CREATE INDEX orders_created_idx ON orders (created_at DESC, id DESC)`,
  `CREATE INDEX orders_status_created_idx ON orders (order_status, created_at DESC, id DESC)`,
  `CREATE INDEX order_items_option_idx ON order_items (option_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP INDEX IF EXISTS order_items_option_idx',
    'DROP INDEX IF EXISTS orders_status_created_idx',
    'DROP INDEX IF EXISTS orders_created_idx',
    'CREATE INDEX orders_created_idx ON orders (created_at DESC)',
    'DROP INDEX IF EXISTS orders_user_idx',
    'CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC)',
    'DROP TABLE IF EXISTS order_idempotency_keys',
    'ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_total_check',
    'ALTER TABLE order_items DROP COLUMN IF EXISTS position',
    'ALTER TABLE orders DROP COLUMN IF EXISTS dollar_total_price',
    'ALTER TABLE orders DROP COLUMN IF EXISTS dollar_items_price',
    'ALTER TABLE orders DROP COLUMN IF EXISTS number',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
