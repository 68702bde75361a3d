import { type Kysely, sql } from 'kysely';

/**
 * The price a shopper sees on a product's card: its price after the discount, when the discount is
 * active (docs/product.md §5, `discountedPrice` in @shop/shared: the discount is rounded down, so the price
 * is rounded up). The listing's price filter compares it, so a card shown at 988,000 LBP is found by
 * "up to 1,000,000"; the plain price index it replaces served only that filter. The product is taken
 * in numeric: a price stored before prices were bounded (decision 054) cannot overflow it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE products ADD COLUMN shown_price bigint GENERATED ALWAYS AS (
    CASE WHEN is_checked AND discount_rate > 0
      THEN price - floor(price::numeric * discount_rate / 100)::bigint
      ELSE price END
  ) STORED`.execute(db);
  await sql`DROP INDEX products_price_idx`.execute(db);
  await sql`CREATE INDEX products_shown_price_idx ON products (shown_price)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX products_price_idx ON products (price)`.execute(db);
  await sql`ALTER TABLE products DROP COLUMN shown_price`.execute(db);
}
