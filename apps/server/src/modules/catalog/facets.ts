import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

/**
 * Recomputes what products denormalise from their options (total stock and the distinct colours and
 * sizes the listing filters use). Call it in the same transaction as any change to options.
 */
export async function syncProductFacets(db: Database | Transaction<DB>, productIds: readonly string[]) {
  if (productIds.length === 0) return;
  await db
    .updateTable('products as p')
    .set({
      stock: sql`coalesce((select sum(o.quantity) from product_options o where o.product_id = p.id), 0)`,
      colors: sql`coalesce((select array_agg(distinct o.color) from product_options o where o.product_id = p.id and o.color <> ''), '{}')`,
      sizes: sql`coalesce((select array_agg(distinct o.size) from product_options o where o.product_id = p.id), '{}')`,
      updated_at: sql`now()`,
    })
    .where('p.id', 'in', productIds)
    .execute();
}
