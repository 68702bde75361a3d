// The catalogue's versions (migrations 0002, 0008): what every cached answer and ETag is named after.
import { compiledOnce } from '../../db/compiled-once.js';
import { type Database, isEmbedded } from '../../db/database.js';
import { readPerTurn } from '../../db/read-per-turn.js';

/** The one row a statement of one row answered (the versions' tables always hold theirs). */
export function firstRow<T>(rows: readonly T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('The statement answered no row');
  return row;
}

/**
 * The current catalogue version (see migration 0002). On PostgreSQL the callers of one turn of the
 * event loop share one read (decision 031). PGlite reads at once: there is no round trip to save, and
 * its one connection takes statements in the order they come, so a read sent after the turn would
 * wait behind the turn's heavier statements.
 */
export function catalogVersion(db: Database): Promise<number> {
  return isEmbedded(db) ? readCatalogVersionNow(db) : catalogVersionPerTurn(db);
}

/** The catalogue version, read by a statement of this call's own. */
async function readCatalogVersionNow(db: Database): Promise<number> {
  return Number(firstRow((await readCatalogVersion(db)).rows).version);
}

const catalogVersionPerTurn = readPerTurn(readCatalogVersionNow);

const readCatalogVersion = compiledOnce((db: Database) => db.selectFrom('catalog_version').select('version'));

/** The current search version: the catalogue version but for stock-only changes (see migration 0008). */
export async function catalogSearchVersion(db: Database): Promise<number> {
  return Number(firstRow((await readSearchVersion(db)).rows).version);
}

const readSearchVersion = compiledOnce((db: Database) =>
  db.selectFrom('catalog_search_version').select('version'),
);
