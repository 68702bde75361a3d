import { LOCALES, type Locale, type WaitingOption } from '@shop/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { localizedText } from '../catalog/index.js';

/** A sold-out option can be waited for; one for sale cannot (the product and the option both selling). */
const onSale = sql<boolean>`(p.status = 'INSTOCK' and o.status = 'INSTOCK' and o.quantity > 0)`;

/** Who waits for which option, in which language (a guest has no account). */
export interface NewStockAlert {
  productId: string;
  size: string;
  color: string;
  email: string;
  userId: string | null;
  locale: Locale;
}

/** Adds the alert; false when the address already waits for that option (the same address once). */
export async function insertStockAlert(db: Database, alert: NewStockAlert): Promise<boolean> {
  const row = await db
    .insertInto('stock_alerts')
    .values({
      product_id: alert.productId,
      size: alert.size,
      color: alert.color,
      email: alert.email,
      user_id: alert.userId,
      locale: alert.locale,
    })
    .onConflict((oc) => oc.columns(['product_id', 'size', 'color', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface RestockedAlert {
  email: string;
  locale: Locale;
  productId: string;
  /** The product's name in the alert's language. */
  name: string;
  size: string;
  color: string;
}

/** The product's name in the row's own language (`a.locale`), English where it has no translation. */
const nameInAlertLocale = sql<string>`case a.locale ${sql.join(
  LOCALES.map(
    (locale) => sql`when ${sql.lit(locale)} then ${localizedText(locale, 'name', sql.ref('p.id'))}`,
  ),
  sql` `,
)} end`;

/**
 * Takes the alerts of `productIds` whose option is for sale again: deleted and returned in one
 * statement, so that whichever process or request restocked, each alert is mailed once.
 */
export async function takeRestockedAlerts(
  db: Database,
  productIds: readonly string[],
): Promise<RestockedAlert[]> {
  if (productIds.length === 0) return [];
  const { rows } = await sql<RestockedAlert>`
    delete from stock_alerts a
    using products p, product_options o
    where a.product_id in (${sql.join(productIds.map((id) => sql`${id}::uuid`))})
      and p.id = a.product_id and o.product_id = a.product_id and o.size = a.size and o.color = a.color
      and ${onSale}
    returning a.email, a.locale, a.product_id as "productId", ${nameInAlertLocale} as name, a.size, a.color`.execute(
    db,
  );
  return rows;
}

/** How many wait for each option of these products, by product id (products nobody waits for left out). */
export async function waitingByProduct(
  db: Database,
  productIds: readonly string[],
): Promise<Record<string, WaitingOption[]>> {
  if (productIds.length === 0) return {};
  const rows = await db
    .selectFrom('stock_alerts')
    .select(['product_id', 'size', 'color', sql<number>`count(*)::int`.as('count')])
    .where('product_id', 'in', productIds)
    .groupBy(['product_id', 'size', 'color'])
    .orderBy('product_id')
    .orderBy('size')
    .orderBy('color')
    .execute();
  const waiting: Record<string, WaitingOption[]> = {};
  for (const { product_id, ...option } of rows) {
    waiting[product_id] ??= [];
    waiting[product_id].push(option);
  }
  return waiting;
}
