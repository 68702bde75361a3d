import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

// The day each morning digest claims (decision 093).

/** The shop day `day` (YYYY-MM-DD) for this process's digest: false when another took it first. */
export async function claimDigestDay(db: Database, day: string): Promise<boolean> {
  const row = await db
    .insertInto('digest_days')
    .values({ day })
    .onConflict((oc) => oc.column('day').doNothing())
    .returning(sql<number>`1`.as('claimed'))
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives the day back after its digest failed to leave, for the next tick of any process to try again. */
export async function releaseDigestDay(db: Database, day: string): Promise<void> {
  await db.deleteFrom('digest_days').where('day', '=', day).execute();
}
