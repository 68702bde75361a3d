import { LRUCache } from 'lru-cache';

export interface Versioned<T> {
  /** The catalogue version the value was read at. */
  version: number;
  value: T;
}

/**
 * Up to `max` values with their catalogue version, the least recently used dropped first (lru-cache).
 * What is the shop's own: of two answers that race, the one read at the newer version stays.
 */
export class VersionedCache<T> extends LRUCache<string, Versioned<T>> {
  constructor(max: number) {
    super({ max });
  }

  override set(key: string, entry: Versioned<T>): this {
    const current = this.peek(key);
    return current && current.version > entry.version ? this : super.set(key, entry);
  }
}
