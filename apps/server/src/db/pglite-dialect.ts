import type { PGlite } from '@electric-sql/pglite';
import {
  type DatabaseConnection,
  type Driver,
  PGliteDialect,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from '../lib/mutex.js';

/**
 * Kysely's PGlite driver hands the one PGlite connection to every caller at once, so a request's
 * query could run inside another request's open transaction. This dialect serialises access: a query
 * or a whole transaction holds the connection until it is released (as Kysely's SQLite driver does).
 */
export class SerializedPGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    return new SerializedDriver(super.createDriver());
  }
}

export function createPGliteDialect(pglite: PGlite) {
  return new SerializedPGliteDialect({ pglite });
}

class SerializedDriver implements Driver {
  readonly #inner: Required<Driver>;
  readonly #mutex = new Mutex();
  #release: (() => void) | undefined;

  constructor(inner: Driver) {
    // Kysely's PGlite driver implements the optional savepoint methods.
    this.#inner = inner as Required<Driver>;
  }

  init() {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.lock();
    this.#release = release;
    return this.#inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.#inner.releaseConnection(connection);
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.#inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.#inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.#inner.rollbackTransaction(connection);
  }
  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.#inner.savepoint(connection, name, compile);
  }
  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.#inner.rollbackToSavepoint(connection, name, compile);
  }
  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    return this.#inner.releaseSavepoint(connection, name, compile);
  }
  destroy() {
    return this.#inner.destroy();
  }
}
