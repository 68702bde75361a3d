import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SettingsTable } from '../../db/schema.js';

export type RateKey = SettingsTable['key'];

/**
 * The rate's value (0 when it was never set) as an expression, so that a statement of another feature
 * can read it in the same round trip (checkout reads both rates while it locks its products).
 */
export const rateValue = (key: RateKey) =>
  sql<number>`coalesce((select s.value from settings s where s.key = ${key}), 0)`;

/** The rate's value, or 0 when it was never set. */
export async function getRate(db: Database, key: RateKey): Promise<number> {
  const row = await db.selectNoFrom(rateValue(key).as('value')).executeTakeFirstOrThrow();
  return Number(row.value);
}

export async function setRate(db: Database, key: RateKey, value: number): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
}
