import { LRUCache } from 'lru-cache';

interface Entry<T> {
  version: number;
  value: T;
}

export interface VersionedCacheOptions<T> {
  /** At most this many entries; the least recently used go first. */
  maxEntries: number;
  /** With `sizeOf`: at most this much in all (e.g. characters of answer text). */
  maxSize?: number;
  sizeOf?: (value: T) => number;
}

/**
 * Values kept under the data version they were made at (see `versions.ts`): a value is only handed out while the
 * caller's current version is the same, so a raised version ends every older copy without a list of what to forget.
 */
export class VersionedCache<T extends object | string> {
  readonly #entries: LRUCache<string, Entry<T>>;

  constructor(options: VersionedCacheOptions<T>) {
    const { maxEntries, maxSize, sizeOf } = options;
    this.#entries = new LRUCache<string, Entry<T>>({
      max: maxEntries,
      ...(maxSize && sizeOf ? { maxSize, sizeCalculation: (entry: Entry<T>) => Math.max(1, sizeOf(entry.value)) } : {}),
    });
  }

  /** The value stored for `key` at exactly `version`, if any. */
  get(key: string, version: number): T | undefined {
    const entry = this.#entries.get(key);
    return entry && entry.version === version ? entry.value : undefined;
  }

  /** The entry for `key` whatever its version (to learn whose version to compare). */
  entry(key: string): Readonly<Entry<T>> | undefined {
    return this.#entries.get(key);
  }

  set(key: string, version: number, value: T): void {
    this.#entries.set(key, { version, value });
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
