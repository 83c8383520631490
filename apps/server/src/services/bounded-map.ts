/**
 * A Map that keeps at most `maxEntries` (the oldest stored goes first) and, with `ttlMs`, forgets
 * an entry that long after it was stored. For values worked out from something that does not
 * change under the key, or that is checked again on every use.
 */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, { value: V; storedAt: number }>();

  /**
   * `onDrop` hears of every entry the map lets go of by itself (too many, too old), so that an
   * owner keeping an index beside it can mend the index; `delete` and `clear` do not call it.
   */
  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs = Number.POSITIVE_INFINITY,
    private readonly now: () => number = Date.now,
    private readonly onDrop?: (key: K, value: V) => void,
  ) {}

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (this.ttlMs !== Number.POSITIVE_INFINITY && this.now() - entry.storedAt >= this.ttlMs) {
      this.#drop(key, entry.value);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    // Stored again, a key moves to the end: it is the newest.
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.entries().next();
      if (oldest.done !== true) this.#drop(oldest.value[0], oldest.value[1].value);
    }
    this.#entries.set(key, {
      value,
      storedAt: this.ttlMs === Number.POSITIVE_INFINITY ? 0 : this.now(),
    });
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  /** Every entry held, oldest first, whatever its age. */
  *[Symbol.iterator](): IterableIterator<[K, V]> {
    for (const [key, entry] of this.#entries) yield [key, entry.value];
  }

  get size(): number {
    return this.#entries.size;
  }

  #drop(key: K, value: V): void {
    this.#entries.delete(key);
    this.onDrop?.(key, value);
  }
}

/** Freezes `value` and everything it holds, so that a shared value cannot be changed. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
