import type { Locale, WaitingOption } from '@shop/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { OptionKey } from '../catalog/index.js';

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

/**
 * Takes the alerts waiting for `options`: deleted and returned in one statement, so that whichever
 * process or request restocked, each alert is taken (and mailed) once.
 */
export async function takeAlerts(
  db: Database,
  options: readonly OptionKey[],
): Promise<Omit<RestockedAlert, 'name'>[]> {
  if (options.length === 0) return [];
  return db
    .deleteFrom('stock_alerts')
    .where((eb) =>
      eb(
        eb.refTuple('product_id', 'size', 'color'),
        'in',
        options.map((o) => eb.tuple(o.productId, o.size, o.color)),
      ),
    )
    .returning(['email', 'locale', 'product_id as productId', 'size', 'color'])
    .execute();
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
