import { PRICE_DISPLAYS, type PriceDisplay, type PriceView } from '@shop/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SettingsTable } from '../../db/schema.js';

export type SettingKey = SettingsTable['key'];
/** The two rates (docs/product.md §5): the dollar rate and the delivery cost. */
export type RateKey = Exclude<SettingKey, 'lowStockThreshold' | 'freeDeliveryFrom' | 'priceDisplay'>;

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

/** A setting's value, or `unset` (0) when it was never set. */
export async function getRate(db: Database, key: SettingKey, unset = 0): Promise<number> {
  const row = await db.selectNoFrom(rateValue(key, unset).as('value')).executeTakeFirstOrThrow();
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

/**
 * How prices show, stored as its place in PRICE_DISPLAYS (0038: 0 pounds, 1 dollars, 2 both), as an
 * expression another statement can read in its own round trip (the checkout's read, for its messages).
 */
export const priceDisplayValue = rateValue('priceDisplay');

/** The stored number as the display it stands for (pounds for anything unknown). */
export const priceDisplayOf = (value: number | string): PriceDisplay =>
  PRICE_DISPLAYS[Number(value)] ?? 'lbp';

/** How prices show and the dollar rate they are worked out at, in one round trip. */
export async function getPriceView(db: Database): Promise<PriceView> {
  const row = await db
    .selectNoFrom([priceDisplayValue.as('display'), rateValue('dollarRate').as('rate')])
    .executeTakeFirstOrThrow();
  return { display: priceDisplayOf(row.display), dollarRate: Number(row.rate) };
}

export async function setPriceDisplay(db: Database, display: PriceDisplay): Promise<void> {
  await setRate(db, 'priceDisplay', PRICE_DISPLAYS.indexOf(display));
}
