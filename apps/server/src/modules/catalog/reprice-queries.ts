import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

type Db = Database | Transaction<DB>;

/**
 * Bulk repricing (docs/product.md §5): recomputes every product's and option's LBP price from its
 * dollar price at `rate`, in one set-based statement; the caller sets the rate in the same transaction
 * (the settings module's `setRate`). numeric
 * × bigint is exact, and round() of a non-negative numeric rounds half up: the same integers as
 * `lbpFromDollars`. Rows whose price is already right are not written. The catalogue version moves
 * by the products' and options' triggers (migrations 0002 and 0004), so listings show the new prices.
 */
export async function repriceCatalogue(db: Db, rate: number): Promise<{ products: number; options: number }> {
  const newPrice = sql`round(dollar_price * ${rate}::bigint)::bigint`;
  const result = await sql<{ products: string | number; options: string | number }>`
    with repriced_products as (
      update products set price = ${newPrice}
      where price is distinct from ${newPrice}
      returning 1
    ), repriced_options as (
      update product_options set price = ${newPrice}
      where dollar_price is not null and price is distinct from ${newPrice}
      returning 1
    )
    select (select count(*) from repriced_products) as products,
           (select count(*) from repriced_options) as options`.execute(db);
  const row = result.rows[0];
  return { products: Number(row?.products ?? 0), options: Number(row?.options ?? 0) };
}
