import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, isEmbedded } from '../../db/database.js';
import { catalogSearchVersion } from './version-queries.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The search version as live search reads it (see RecentSearchVersion). */
    searchVersion: RecentSearchVersion;
  }
}

/**
 * The search version for live search, shared by the keystrokes of a short window (decision 109): a read
 * that started less than `windowMs` ago answers, so that a keystroke waits for no database round trip.
 * It stays exact for every change made through the shop because a request that moved the search version
 * answers no sooner than `windowMs` after it did (`searchVersionPlugin`): by the time its author (or
 * anyone they tell) types, every process's held read started after the change. A read is started ahead
 * once the held one is half the window old, so a steady stream of keystrokes never waits for one.
 * Changes made outside a request (an edit in the database by hand) reach live search within the window.
 * With `windowMs` 0 every keystroke reads the version.
 */
export class RecentSearchVersion {
  #held: { version: number; startedAt: number } | undefined;
  #reading: Promise<number> | undefined;
  /** Moved by forget(): a read started before holds nothing (the process has just changed the catalogue). */
  #generation = 0;

  constructor(
    private readonly read: () => Promise<number>,
    readonly windowMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A search version read that started under `windowMs` ago, or one read now. */
  get(): number | Promise<number> {
    const held = this.#held;
    const age = held ? this.now() - held.startedAt : Number.POSITIVE_INFINITY;
    if (!held || age >= this.windowMs) return this.#readNow();
    if (age >= this.windowMs / 2 && !this.#reading) this.#readNow().catch(() => undefined);
    return held.version;
  }

  /** The version last read, however long ago (undefined after forget()): a lower bound of the version of now. */
  lastRead(): number | undefined {
    return this.#held?.version;
  }

  /** Nothing read before now answers again: this process has just changed what search shows. */
  forget(): void {
    this.#generation++;
    this.#held = undefined;
  }

  #readNow(): Promise<number> {
    const startedAt = this.now();
    const generation = this.#generation;
    const reading = this.read().then((version) => {
      const held = this.#held;
      if (generation === this.#generation && (!held || startedAt > held.startedAt))
        this.#held = { version, startedAt };
      return version;
    });
    this.#reading = reading;
    reading
      .finally(() => {
        if (this.#reading === reading) this.#reading = undefined;
      })
      .catch(() => undefined);
    return reading;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Decorates `searchVersion` and, when live search shares reads (a window over 0 on a PostgreSQL server;
 * PGlite reads without a round trip), makes every request that may write wait out the window when the
 * search version moved while it ran: the version before its handler (the last one live search read, which
 * was read before the handler began, else a read) is compared with one read as it answers, and if they
 * differ the answer leaves `windowMs` after that read started (after the change was committed). A change
 * by another process since makes it wait too: harmless, 20 ms.
 */
export const searchVersionPlugin = fp(
  async (app: FastifyInstance, options: { db: Database; windowMs: number }) => {
    const { db } = options;
    const windowMs = isEmbedded(db) ? 0 : options.windowMs;
    const searchVersion = new RecentSearchVersion(() => catalogSearchVersion(db), windowMs);
    app.decorate('searchVersion', searchVersion);
    if (windowMs === 0) return;

    const before = new WeakMap<FastifyRequest, number | undefined>();
    app.addHook('preHandler', async (request) => {
      if (READS.has(request.method)) return;
      before.set(
        request,
        searchVersion.lastRead() ?? (await catalogSearchVersion(db).catch(() => undefined)),
      );
    });
    app.addHook('onSend', async (request) => {
      if (READS.has(request.method) || !before.has(request)) return;
      const startedAt = performance.now();
      const after = await catalogSearchVersion(db).catch(() => undefined);
      const version = before.get(request);
      if (version !== undefined && version === after) return;
      searchVersion.forget();
      const wait = startedAt + windowMs - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    });
  },
);
