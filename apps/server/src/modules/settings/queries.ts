import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SettingsTable } from '../../db/schema.js';

export type SettingKey = SettingsTable['key'];
/** The two rates (docs/product.md §5): the dollar rate and the delivery cost. */
export type RateKey = Exclude<SettingKey, 'lowStockThreshold' | 'freeDeliveryFrom'>;

/**
 * A setting's value (`unset` when it was never set: 0 for a rate) as an expression, so that a statement
 * of another feature can read it in the same round trip (checkout reads both rates while it locks its
 * products).
 */
export const rateValue = (key: SettingKey, unset = 0) =>
  sql<number>`coalesce((select s.value from settings s where s.key = ${key}), ${unset})`;

/** A setting that may be unset (free delivery: none), as an expression: null when there is no value. */
export const settingOrNull = (key: SettingKey) =>
  sql<number | null>`(select s.value from settings s where s.key = ${key})`;

/** A setting's value, or 0 when it was never set. */
export async function getRate(db: Database, key: SettingKey): Promise<number> {
  const row = await db.selectNoFrom(rateValue(key).as('value')).executeTakeFirstOrThrow();
  return Number(row.value);
}

export async function setRate(db: Database, key: SettingKey, value: number): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
}

/** Sets a setting, or removes it (null): `settingOrNull` then reads null. */
export async function setOrClearSetting(db: Database, key: SettingKey, value: number | null): Promise<void> {
  if (value === null) await db.deleteFrom('settings').where('key', '=', key).execute();
  else await setRate(db, key, value);
}
