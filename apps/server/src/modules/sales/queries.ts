import type { Sale, SaleFields } from '@shop/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { isoTime } from '../../db/iso-time.js';
import type { DB } from '../../db/schema.js';
import { applyRunningDiscounts } from '../catalog/index.js';
import { readClockRow } from './price-queries.js';

/** A sale row (alias `s`) as the API writes it. */
const saleJson = sql<Sale>`json_build_object('_id', s.id, 'name', s.name, 'percent', s.percent,
  'category', s.category, 'subcategory', s.subcategory, 'startsAt', ${isoTime('s.starts_at')},
  'endsAt', ${isoTime('s.ends_at')}, 'createdAt', ${isoTime('s.created_at')})`;

/** Every sale, the latest to end first. */
export async function listSales(db: Database): Promise<Sale[]> {
  const { rows } = await sql<{ sale: Sale }>`
    select ${saleJson} as sale from sales s order by s.ends_at desc, s.id`.execute(db);
  return rows.map((row) => row.sale);
}

/**
 * Adds or removes a sale and prices its products again, in one transaction that holds the pricing
 * clock: the products are priced at the clock's instant, as the trigger of 0036 prices every other
 * write; a sale whose start or end the clock has not reached yet is one more edge (`PriceClock.reload`).
 */
async function changeSales<T>(db: Database, change: (trx: Transaction<DB>) => Promise<T>) {
  return db.transaction().execute(async (trx) => {
    const clock = await readClockRow(trx, 'locked');
    const changed = await change(trx);
    await applyRunningDiscounts(trx, new Date(clock.priced_at));
    return changed;
  });
}

export async function insertSale(db: Database, sale: SaleFields): Promise<Sale> {
  return changeSales(db, async (trx) => {
    const { rows } = await sql<{ sale: Sale }>`
      with s as (
        insert into sales (name, percent, category, subcategory, starts_at, ends_at)
        values (${sale.name}, ${sale.percent}, ${sale.category ?? null}, ${sale.subcategory || null},
          ${sale.startsAt}, ${sale.endsAt})
        returning *)
      select ${saleJson} as sale from s`.execute(trx);
    return (rows[0] as { sale: Sale }).sale;
  });
}

/** Removes a sale; false when there is none with this id. */
export async function deleteSale(db: Database, id: string): Promise<boolean> {
  return changeSales(db, async (trx) => {
    const deleted = await trx.deleteFrom('sales').where('id', '=', id).executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  });
}
