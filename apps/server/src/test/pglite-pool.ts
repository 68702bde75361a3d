import { sql } from 'kysely';
import { type Database, databaseDriver } from '../db/database.js';
import { type DatabaseSnapshot, snapshotDatabase } from './db-snapshot.js';

/**
 * In-memory PGlite databases for the tests, used again once a test hands one back: opening one costs
 * about 1.8 CPU-seconds even from the dumped template (the WebAssembly engine starting), putting a used
 * one back in the template's state about a twentieth of that. The reset empties every table, writes back
 * the rows the migrations wrote, and sets every sequence where the template had it; a database whose
 * content then differs from the template's in any table is closed instead of used again.
 */

interface TemplateState {
  reset: string;
  snapshot: DatabaseSnapshot;
}

const MIGRATIONS = ['kysely_migration', 'kysely_migration_lock'];
const pool: Database[] = [];
let template: Promise<TemplateState> | undefined;

/** A database in the template's state: one handed back earlier, or a new one from `open`. */
export async function takeDatabase(open: () => Promise<Database>): Promise<Database> {
  if (!template) {
    const pristine = await open();
    template = templateStateOf(pristine);
    await template;
    return pristine;
  }
  return pool.pop() ?? open();
}

/** Resets the database for the next test, or closes it when it cannot be made like new. */
export async function handBack(db: Database): Promise<void> {
  const state = await template;
  const driver = databaseDriver(db);
  try {
    if (!state || driver.kind !== 'pglite') throw new Error('not a pooled database');
    await driver.pglite.exec(state.reset);
    const now = await snapshotDatabase(db);
    if (JSON.stringify(now) !== JSON.stringify(state.snapshot)) throw new Error('the reset left data behind');
    pool.push(db);
  } catch {
    // A test that closed it, left a transaction open or changed what the reset does not cover.
    await db.destroy().catch(() => undefined);
  }
}

async function templateStateOf(db: Database): Promise<TemplateState> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const names = tables.map((table) => table.name).filter((name) => !MIGRATIONS.includes(name));
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const statements = [`truncate ${names.map(quoted).join(', ')} restart identity cascade`];
  for (const name of names) {
    const { rows } = await sql<{ rows: unknown[] | null; columns: string[] }>`
      select (select json_agg(t) from ${sql.table(name)} t) as rows,
             (select array_agg(column_name::text order by ordinal_position) from information_schema.columns
               where table_schema = 'public' and table_name = ${name} and is_generated = 'NEVER') as columns`.execute(
      db,
    );
    const [{ rows: content, columns } = { rows: null, columns: [] }] = rows;
    if (!content) continue;
    const list = columns.map(quoted).join(', ');
    const json = JSON.stringify(content).replaceAll('$template$', '');
    statements.push(
      `insert into ${quoted(name)} (${list}) select ${list} from json_populate_recordset(null::${quoted(name)}, $template$${json}$template$)`,
    );
  }
  const { rows: sequences } = await sql<{ name: string }>`
    select sequence_name as name from information_schema.sequences where sequence_schema = 'public'`.execute(
    db,
  );
  for (const { name } of sequences) {
    const { rows } = await sql<{ last_value: number; is_called: boolean }>`
      select last_value, is_called from ${sql.table(name)}`.execute(db);
    const [position] = rows;
    if (position) {
      statements.push(`select setval('${quoted(name)}', ${position.last_value}, ${position.is_called})`);
    }
  }
  return { reset: `${statements.join(';\n')};`, snapshot: await snapshotDatabase(db) };
}
