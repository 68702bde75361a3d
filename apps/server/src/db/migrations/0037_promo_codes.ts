import { type Kysely, sql } from 'kysely';

/**
 * Promo codes (issue 48, decision 097). A code takes a percentage or an amount off the items, or the
 * delivery; it may need a minimum, run from a start to an end, and be given a number of uses in all and
 * per customer. "A code with N uses left is carried by exactly N orders", concurrently too, without
 * making every checkout with the code wait on one row:
 * - `promo_code_slots`: a code with a limit has one row per use allowed. A checkout takes a free one
 *   (`FOR UPDATE SKIP LOCKED`: concurrent checkouts take different rows and never wait on each other),
 *   writing its order's id there; cancelling or returning the order frees it again. A code without a
 *   limit has none, and its checkouts touch no row of it.
 * - `promo_code_customers`: uses per account (`u:<id>`) and per phone (`p:<phone_key>`, 0019) for codes
 *   with a per-customer limit, taken by an upsert whose condition is judged on the row as committed.
 * - No foreign keys to the code or the order: each check would lock the code's row in every checkout
 *   (as 0032 avoids for areas). A code is deleted with its slots and counts by the admin's statement;
 *   an order keeps the code's text and its discount.
 * - The order records its code, its discount, and a total of items − discount + delivery.
 */
const statements = [
  `CREATE TABLE promo_codes (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    code text NOT NULL CHECK (code <> ''),
    kind text NOT NULL CHECK (kind IN ('percent', 'amount', 'freeDelivery')),
    value bigint CHECK (value >= 1),
    min_order bigint CHECK (min_order >= 0),
    starts_at timestamptz,
    ends_at timestamptz,
    max_uses integer CHECK (max_uses >= 1),
    max_uses_per_customer integer CHECK (max_uses_per_customer >= 1),
    active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at),
    CHECK ((kind = 'freeDelivery') = (value IS NULL)),
    CHECK (kind <> 'percent' OR value <= 100)
  )`,
  'CREATE UNIQUE INDEX promo_codes_code_idx ON promo_codes (lower(code))',
  `CREATE TABLE promo_code_slots (
    code_id uuid NOT NULL,
    slot integer NOT NULL,
    order_id uuid,
    PRIMARY KEY (code_id, slot)
  )`,
  'CREATE INDEX promo_code_slots_free_idx ON promo_code_slots (code_id, slot) WHERE order_id IS NULL',
  'CREATE INDEX promo_code_slots_order_idx ON promo_code_slots (order_id) WHERE order_id IS NOT NULL',
  `CREATE TABLE promo_code_customers (
    code_id uuid NOT NULL,
    customer text NOT NULL,
    uses integer NOT NULL CHECK (uses >= 0),
    PRIMARY KEY (code_id, customer)
  )`,
  `ALTER TABLE orders
    ADD COLUMN promo_code_id uuid,
    ADD COLUMN promo_code text,
    ADD COLUMN discount bigint NOT NULL DEFAULT 0 CHECK (discount >= 0)`,
  'ALTER TABLE orders DROP CONSTRAINT orders_total_check',
  `ALTER TABLE orders ADD CONSTRAINT orders_total_check
    CHECK (total_price = items_price - discount + delivery_price)`,
  'CREATE INDEX orders_promo_code_idx ON orders (promo_code_id) WHERE promo_code_id IS NOT NULL',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP INDEX IF EXISTS orders_promo_code_idx',
    'ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_total_check',
    'ALTER TABLE orders ADD CONSTRAINT orders_total_check CHECK (total_price = items_price + delivery_price)',
    'ALTER TABLE orders DROP COLUMN IF EXISTS discount, DROP COLUMN IF EXISTS promo_code, DROP COLUMN IF EXISTS promo_code_id',
    'DROP TABLE IF EXISTS promo_code_customers',
    'DROP TABLE IF EXISTS promo_code_slots',
    'DROP TABLE IF EXISTS promo_codes',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
