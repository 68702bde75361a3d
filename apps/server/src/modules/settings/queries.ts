import type { Database } from '../../db/database.js';
import type { SettingsTable } from '../../db/schema.js';

export type RateKey = SettingsTable['key'];

/** The rate's value, or 0 when it was never set. */
export async function getRate(db: Database, key: RateKey): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? 0;
}

export async function setRate(db: Database, key: RateKey, value: number): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: new Date() }))
    .execute();
}
