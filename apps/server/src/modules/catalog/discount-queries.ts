// The products' running discounts, which the sales module's price clock keeps right (decision 095):
// when the next one starts or ends, and the products repriced at an instant.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

type Db = Database | Transaction<DB>;

/** The first start or end of a product's own discount after `after` (null: none); two index probes. */
export async function nextDiscountEdge(db: Db, after: Date): Promise<Date | null> {
  const { rows } = await sql<{ edge: Date | null }>`select least(
      (select min(discount_starts_at) from products where discount_starts_at > ${after}::timestamptz),
      (select min(discount_ends_at) from products where discount_ends_at > ${after}::timestamptz)) as edge`.execute(
    db,
  );
  return rows[0]?.edge ?? null;
}

/** A product's running discount at `at`, by the rule of migration 0036 (its own, or a sale's). */
const runningAt = (at: Date) => sql<number>`running_discount(p.discount_rate, p.discount_active,
  p.discount_starts_at, p.discount_ends_at, p.category, p.subcategory, ${at}::timestamptz)`;

/**
 * Writes each product's discount running at `at` and the price it shows, where it changed: the changed
 * rows are locked in id order first (decision 009); the update works from each row as committed (a
 * write that committed meanwhile is priced again, not overwritten). Their writes move both catalogue
 * versions. The caller holds the price clock's row (the sales module).
 */
export async function applyRunningDiscounts(trx: Transaction<DB>, at: Date): Promise<void> {
  await sql`
    with changed as (
      select p.id from products p where p.discount_now <> ${runningAt(at)}
      order by p.id for no key update)
    update products p
    set discount_now = ${runningAt(at)}, shown_price = discounted_price(p.price, ${runningAt(at)})
    from changed where p.id = changed.id`.execute(trx);
}
