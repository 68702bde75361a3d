export interface Versioned<T> {
  /** The catalogue version the value was read at. */
  version: number;
  value: T;
}

/** Remembers a bounded number of values with their catalogue version, dropping the least recently used first. */
export class VersionedCache<T> {
  readonly #entries = new Map<string, Versioned<T>>();

  constructor(readonly capacity: number) {}

  get(key: string): Versioned<T> | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  /** Keeps the newer of two answers when concurrent requests race. */
  set(key: string, entry: Versioned<T>): void {
    const current = this.#entries.get(key);
    if (current && current.version > entry.version) return;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
