import { type Kysely, sql } from 'kysely';

/**
 * An order's dollar totals were numeric(12,2): at most 9,999,999,999.99 dollars, while an LBP total is
 * refused only past Number.MAX_SAFE_INTEGER. An order between the two (10,000 pieces of a $1,000,000
 * product, or any large order at a dollar rate of 1) was a 500 ("numeric field overflow"). numeric(18,2)
 * holds every dollar amount that is exact in cents as a JS number (below 2^53 cents), the limit at
 * which `dollarsFromLbp` refuses with a 409. Widening a numeric's precision keeps its scale: PostgreSQL
 * does not rewrite the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders
    ALTER COLUMN dollar_items_price TYPE numeric(18, 2),
    ALTER COLUMN dollar_total_price TYPE numeric(18, 2)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders
    ALTER COLUMN dollar_items_price TYPE numeric(12, 2),
    ALTER COLUMN dollar_total_price TYPE numeric(12, 2)`.execute(db);
}
