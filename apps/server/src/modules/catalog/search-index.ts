import type { Database } from '../../db/database.js';
import { READ_CHUNK, Snapshot } from './search-snapshot.js';

/** At most one rebuild per this many milliseconds: a burst of admin edits costs one or two, not one each. */
const REBUILD_GAP_MS = 10_000;

/**
 * The catalogue's search index, in memory: every product's searchable fields (words of its names, code
 * and description, shown price, ratings, categories, colours, sizes, stock status) at one search
 * version, with position lists per facet value and per word. A listing's or a suggestion's search,
 * word by word, forgiving typos and ranked (decision 088), then costs well under a millisecond of this
 * process instead of a search in the database, which is left with reading a page of products by id
 * (see decision 025).
 *
 * It is only ever used at the search version it was read at: callers check it against the version of
 * now (`productsInOrder` does in the same statement as it reads the page). Whenever someone sees a newer
 * version, it is read again in the background, at most once per `REBUILD_GAP_MS`; meanwhile the
 * database answers, with its plainer word matching (decision 088). Its memory grows with the catalogue (bench/README.md, decision 025).
 */
export class SearchIndex {
  #snapshot: Snapshot | undefined;
  /** The newest search version anyone reported: the snapshot is current only at this version. */
  #newest = -1;
  #building: Promise<void> | undefined;
  #lastBuild = Number.NEGATIVE_INFINITY;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
    private readonly gapMs = REBUILD_GAP_MS,
    /** Products per statement while it is read (tests make it small). */
    private readonly chunk = READ_CHUNK,
  ) {}

  /** The index when it was read at `version`, the search version of now; else a rebuild is planned. */
  at(version: number): Snapshot | undefined {
    this.seen(version);
    const snapshot = this.#snapshot;
    return snapshot?.version === version ? snapshot : undefined;
  }

  /** The index if it is as new as any search version seen (the caller checks it against now). */
  current(): Snapshot | undefined {
    if (!this.#snapshot && !this.#building) this.#plan();
    return this.#snapshot && this.#snapshot.version >= this.#newest ? this.#snapshot : undefined;
  }

  /** Reports the search version someone read: a newer one than the index's plans a rebuild. */
  seen(version: number): void {
    if (version > this.#newest) this.#newest = version;
    if (!this.#snapshot || this.#snapshot.version < version) this.#plan();
  }

  /** Reads the index now (tests, and a server that wants it before its first shopper). */
  async build(): Promise<void> {
    while (this.#building) await this.#building;
    this.#lastBuild = Date.now();
    const building = Snapshot.read(this.db, this.chunk).then((snapshot) => {
      if (snapshot && snapshot.version >= (this.#snapshot?.version ?? -1)) this.#snapshot = snapshot;
    });
    this.#building = building.finally(() => {
      this.#building = undefined;
    });
    await building;
  }

  /** Waits for a rebuild under way, if any. */
  async settled(): Promise<void> {
    while (this.#building) await this.#building.catch(() => undefined);
  }

  #plan(): void {
    if (this.#building || this.#timer || this.#stopped) return;
    const wait = this.#lastBuild + this.gapMs - Date.now();
    const start = () => {
      this.#timer = undefined;
      if (this.#stopped) return;
      // The database answers meanwhile; the next version seen plans another try.
      this.build().catch(this.onError);
    };
    if (wait <= 0) start();
    else {
      this.#timer = setTimeout(start, wait);
      this.#timer.unref();
    }
  }

  /** No more rebuilds; waits for one under way, so that the database can be closed after. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#building?.catch(() => undefined);
  }
}
