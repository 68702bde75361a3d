import { type Kysely, sql } from 'kysely';

/**
 * The admin's summary read only what its period holds (bench/README.md, "The admin's home"; decision
 * 083): at 200,000 orders, joining the period's orders to their lines cost a probe per order.
 * - Each order line carries its order's time, kept equal by the database: set from the order on insert
 *   (a checkout's lines, inserted in the order's own statement, take the same transaction time by
 *   default), moved with it when an order's time is changed. The best sellers of a period are then one
 *   range of `order_items_sold_idx`, without reading the orders.
 * - The daily sales read the period's orders from an index that holds what they add up.
 * - Low stock is the first rows of an index in its own order, not a sort of every low option.
 */
const statements = [
  'ALTER TABLE order_items ADD COLUMN created_at timestamptz',
  'UPDATE order_items i SET created_at = o.created_at FROM orders o WHERE o.id = i.order_id',
  'ALTER TABLE order_items ALTER COLUMN created_at SET DEFAULT now(), ALTER COLUMN created_at SET NOT NULL',
  `CREATE FUNCTION order_item_created_at() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.created_at := coalesce((SELECT o.created_at FROM orders o WHERE o.id = NEW.order_id), NEW.created_at);
      RETURN NEW;
    END $$`,
  `CREATE TRIGGER order_items_created_at BEFORE INSERT ON order_items
    FOR EACH ROW EXECUTE FUNCTION order_item_created_at()`,
  `CREATE FUNCTION order_created_at_moved() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE order_items SET created_at = NEW.created_at WHERE order_id = NEW.id;
      RETURN NULL;
    END $$`,
  `CREATE TRIGGER orders_created_at_moved AFTER UPDATE OF created_at ON orders
    FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
    EXECUTE FUNCTION order_created_at_moved()`,
  'CREATE INDEX order_items_sold_idx ON order_items (created_at) INCLUDE (product_id, quantity, price, order_id)',
  `CREATE INDEX orders_sales_idx ON orders (created_at)
    INCLUDE (order_status, items_price, total_price, dollar_total_price)`,
  'DROP INDEX product_options_quantity_idx',
  'CREATE INDEX product_options_low_stock_idx ON product_options (quantity, product_id, position)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP INDEX IF EXISTS product_options_low_stock_idx',
    'CREATE INDEX product_options_quantity_idx ON product_options (quantity)',
    'DROP INDEX IF EXISTS orders_sales_idx',
    'DROP TRIGGER IF EXISTS orders_created_at_moved ON orders',
    'DROP FUNCTION IF EXISTS order_created_at_moved()',
    'DROP TRIGGER IF EXISTS order_items_created_at ON order_items',
    'DROP FUNCTION IF EXISTS order_item_created_at()',
    'ALTER TABLE order_items DROP COLUMN IF EXISTS created_at',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
