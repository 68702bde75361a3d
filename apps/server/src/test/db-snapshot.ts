import { sql } from 'kysely';
import type { Database } from '../db/database.js';

/** Row count and an md5 over the ordered rows, per table of the public schema. */
export type DatabaseSnapshot = Record<string, { rows: number; md5: string | null }>;

/**
 * Counters that every limited request updates, refused or not: that is their job (migration 0010),
 * not a change to the shop.
 */
const BOOKKEEPING = ['rate_limit_hits'];

/**
 * The whole database's content in a comparable form, to prove that a request changed nothing.
 * Every table is included (but BOOKKEEPING), so tables added by later migrations are covered
 * without listing them.
 */
export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const snapshot: DatabaseSnapshot = {};
  for (const { name } of tables.rows) {
    if (BOOKKEEPING.includes(name)) continue;
    const { rows } = await sql<{ rows: number; md5: string | null }>`
      select count(*)::int as rows, md5(string_agg(t::text, ',' order by t::text)) as md5
      from ${sql.table(name)} t`.execute(db);
    snapshot[name] = rows[0] ?? { rows: 0, md5: null };
  }
  return snapshot;
}
