import { type Kysely, sql } from 'kysely';

/**
 * Timed discounts and sales (issue 48, decision 095). A product's own discount may run from a start to
 * an end; a sale takes N % off a category, a sub-category or the whole shop from a start to an end; a
 * product gets the larger of the two, never both. What the shopper pays thus depends on the time, which
 * a generated column (0013) cannot follow, so:
 * - `shown_price` becomes a plain column, and `discount_now` holds the discount running (0: none). Both
 *   are what they are at `pricing_clock.priced_at`: a trigger sets them whenever a product's price,
 *   discount or category is written, and the server moves the clock past each window's start or end
 *   (`refreshPrices`), rewriting the products whose discount changes, which moves both catalogue
 *   versions like any price change. The price filter, the price sort, suggestions and the "on sale"
 *   filter keep reading indexed columns.
 * - `running_discount` is the rule, once, in SQL (the shop's clock is passed in: tests set it).
 *   `discountedPrice` in @shop/shared rounds the same way (the discount down to the pound).
 * - The listing's price order is (shown_price, newest first); high to low is its exact reverse. The
 *   plain index on shown_price (0013) becomes that one, which also serves the filter and the maximum.
 * - The windows' edges are found through partial indexes on the products' starts and ends, and the sales'.
 */
const statements = [
  `ALTER TABLE products
    ADD COLUMN discount_starts_at timestamptz,
    ADD COLUMN discount_ends_at timestamptz,
    ADD COLUMN discount_now smallint NOT NULL DEFAULT 0 CHECK (discount_now BETWEEN 0 AND 100),
    ADD CONSTRAINT products_discount_window_check
      CHECK (discount_starts_at IS NULL OR discount_ends_at IS NULL OR discount_starts_at < discount_ends_at)`,
  `CREATE TABLE sales (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name text NOT NULL CHECK (name <> ''),
    percent smallint NOT NULL CHECK (percent BETWEEN 1 AND 100),
    category text,
    subcategory text,
    starts_at timestamptz NOT NULL,
    ends_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CHECK (starts_at < ends_at)
  )`,
  'CREATE INDEX sales_starts_idx ON sales (starts_at)',
  'CREATE INDEX sales_ends_idx ON sales (ends_at)',
  `CREATE TABLE pricing_clock (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    priced_at timestamptz NOT NULL
  )`,
  'INSERT INTO pricing_clock (priced_at) VALUES (now())',
  `CREATE FUNCTION running_discount(
    own_rate integer, own_active boolean, own_starts timestamptz, own_ends timestamptz,
    product_category text, product_subcategory text, at timestamptz) RETURNS integer
  LANGUAGE sql STABLE AS $$
    SELECT greatest(
      CASE WHEN own_active AND own_rate > 0
        AND (own_starts IS NULL OR own_starts <= at) AND (own_ends IS NULL OR at < own_ends)
        THEN least(own_rate, 100) ELSE 0 END,
      coalesce((SELECT max(s.percent) FROM sales s
        WHERE s.starts_at <= at AND at < s.ends_at
          AND (s.category IS NULL OR s.category = product_category)
          AND (s.subcategory IS NULL OR s.subcategory = product_subcategory)), 0))
  $$`,
  `CREATE FUNCTION discounted_price(price bigint, discount integer) RETURNS bigint
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT price - floor(price::numeric * discount / 100)::bigint
  $$`,
  'ALTER TABLE products ALTER COLUMN shown_price DROP EXPRESSION',
  'ALTER TABLE products ALTER COLUMN shown_price SET NOT NULL',
  `CREATE FUNCTION products_price_now() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.discount_now := running_discount(NEW.discount_rate, NEW.discount_active, NEW.discount_starts_at,
      NEW.discount_ends_at, NEW.category, NEW.subcategory, (SELECT priced_at FROM pricing_clock));
    NEW.shown_price := discounted_price(NEW.price, NEW.discount_now);
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER products_price_now BEFORE INSERT OR UPDATE OF price, discount_rate, discount_active,
    discount_starts_at, discount_ends_at, category, subcategory ON products
    FOR EACH ROW EXECUTE FUNCTION products_price_now()`,
  'DROP INDEX products_shown_price_idx',
  'CREATE INDEX products_price_order_idx ON products (shown_price, created_at DESC, id DESC)',
  'CREATE INDEX products_on_sale_idx ON products (created_at DESC, id DESC) WHERE discount_now > 0',
  `CREATE INDEX products_discount_starts_idx ON products (discount_starts_at)
    WHERE discount_starts_at IS NOT NULL`,
  `CREATE INDEX products_discount_ends_idx ON products (discount_ends_at)
    WHERE discount_ends_at IS NOT NULL`,
  // Before this migration a discount ran whenever it was ticked above 0 %: the same products still do.
  // Last: the rows' catalogue-version triggers are deferred, and PostgreSQL refuses DDL on a table with
  // trigger events pending. Only discount_now is written, which the trigger above does not watch.
  `UPDATE products SET discount_now = least(discount_rate, 100)
    WHERE discount_active AND discount_rate > 0`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'DROP INDEX IF EXISTS products_discount_ends_idx',
    'DROP INDEX IF EXISTS products_discount_starts_idx',
    'DROP INDEX IF EXISTS products_on_sale_idx',
    'DROP INDEX IF EXISTS products_price_order_idx',
    'DROP TRIGGER IF EXISTS products_price_now ON products',
    'DROP FUNCTION IF EXISTS products_price_now()',
    'ALTER TABLE products DROP COLUMN IF EXISTS shown_price',
    `ALTER TABLE products ADD COLUMN shown_price bigint GENERATED ALWAYS AS (
      CASE WHEN discount_active AND discount_rate > 0
        THEN price - floor(price::numeric * discount_rate / 100)::bigint
        ELSE price END) STORED`,
    'CREATE INDEX products_shown_price_idx ON products (shown_price)',
    'DROP FUNCTION IF EXISTS discounted_price(bigint, integer)',
    'DROP FUNCTION IF EXISTS running_discount(integer, boolean, timestamptz, timestamptz, text, text, timestamptz)',
    'DROP TABLE IF EXISTS pricing_clock',
    'DROP TABLE IF EXISTS sales',
    `ALTER TABLE products DROP CONSTRAINT IF EXISTS products_discount_window_check,
      DROP COLUMN IF EXISTS discount_now, DROP COLUMN IF EXISTS discount_ends_at,
      DROP COLUMN IF EXISTS discount_starts_at`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
