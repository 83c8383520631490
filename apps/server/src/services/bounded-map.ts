/**
 * A Map that keeps at most `maxEntries` (the oldest stored goes first) and, with `ttlMs`, forgets
 * an entry that long after it was stored. For values worked out from something that does not
 * change under the key, or that is checked again on every use.
 */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, { value: V; storedAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs = Number.POSITIVE_INFINITY,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (this.ttlMs !== Number.POSITIVE_INFINITY && this.now() - entry.storedAt >= this.ttlMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    // Stored again, a key moves to the end: it is the newest.
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, {
      value,
      storedAt: this.ttlMs === Number.POSITIVE_INFINITY ? 0 : this.now(),
    });
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
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
