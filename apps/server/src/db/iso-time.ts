import { sql } from 'kysely';

/**
 * A timestamptz column as the ISO text JavaScript's `toISOString()` writes (UTC, milliseconds, `Z`),
 * for answers the database builds itself (JSON objects, rows in the API's shape).
 */
export function isoTime(column: string) {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
