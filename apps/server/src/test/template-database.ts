import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { databaseDriver, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * Vitest global setup: the schema is migrated once per run, into a template that every test database
 * is then copied from (helper.ts). On PGlite the template is a dumped data folder, on PostgreSQL a
 * database that `CREATE DATABASE … TEMPLATE` copies. A fresh in-memory PGlite runs initdb in a second
 * engine before it opens, so loading a dumped folder also skips that, not only the migrations.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite data folder (a tar), on PGlite. */
    pgliteTemplate: string;
    /** The migrated database to copy, on PostgreSQL. */
    postgresqlTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const teardowns = [await pgliteTemplate(project)];
  if (serverUrl) teardowns.push(await postgresqlTemplate(project, serverUrl));
  return async () => {
    for (const teardown of teardowns) await teardown();
  };
}

async function pgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-template-'));
  const file = path.join(dir, 'pgdata.tar');
  const db = await openDatabase({ memory: true });
  try {
    await migrateToLatest(db);
    const driver = databaseDriver(db);
    if (driver.kind !== 'pglite') throw new Error('an in-memory database is PGlite');
    const dump = await driver.pglite.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.destroy();
  }
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}

async function postgresqlTemplate(project: TestProject, serverUrl: string): Promise<() => Promise<void>> {
  const name = `shop_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  try {
    await migrateToLatest(db);
  } finally {
    // A template must have no open connection while it is copied.
    await db.destroy();
  }
  project.provide('postgresqlTemplate', name);
  return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** One statement on a connection of its own (CREATE and DROP DATABASE run outside any transaction). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
