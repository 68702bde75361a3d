import { type Database, isEmbedded } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { type PricingState, readPricingState, refreshPrices } from './price-queries.js';

/** How often a process on a PostgreSQL server reads the next edge that others may have set (ms). */
const EDGE_POLL_MS = 1000;

/**
 * Keeps the products' running discounts right at the shop clock's now (decision 095). Each process knows
 * the instant they were worked out at and the next start or end of a window after it; `current()`, run
 * before every request, costs a comparison until the clock passes that edge, then moves the prices (one
 * process does the work, the others find it done). A window written by this process is read again at
 * once (`reload`); one written by another process on the same PostgreSQL server is read within
 * EDGE_POLL_MS (the embedded database has one process).
 */
export class PriceClock {
  #state: PricingState | undefined;
  #catchingUp: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void,
    private readonly pollMs = isEmbedded(db) ? 0 : EDGE_POLL_MS,
  ) {}

  /** Undefined when the prices are right at the clock's now; else the promise that makes them so. */
  current(): Promise<void> | undefined {
    const state = this.#state;
    if (state && this.clock.now().getTime() < state.nextEdge) return undefined;
    this.#catchingUp ??= this.#catchUp().finally(() => {
      this.#catchingUp = undefined;
    });
    return this.#catchingUp;
  }

  /** After a write that may have moved an edge: the state is read again, and the prices moved if due. */
  async reload(): Promise<void> {
    await this.#catchingUp?.catch(() => undefined);
    this.#state = undefined;
    await this.current();
  }

  async #catchUp(): Promise<void> {
    const now = this.clock.now();
    const state = this.#state ?? (await readPricingState(this.db));
    this.#state = now.getTime() < state.nextEdge ? state : await refreshPrices(this.db, now);
  }

  /** Starts reading other processes' edges (PostgreSQL only). */
  start(): void {
    if (this.pollMs <= 0 || this.#timer) return;
    this.#timer = setInterval(() => {
      if (this.#catchingUp) return;
      readPricingState(this.db).then((state) => {
        if (!this.#catchingUp) this.#state = state;
      }, this.onError);
    }, this.pollMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
