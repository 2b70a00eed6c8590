/**
 * A small in-memory cache: at most `maxEntries` values, each kept `ttlMs` from when it was stored;
 * the least recently used goes first when it is full. One per process, for answers fetched from
 * elsewhere that may be a little stale (the photo feed: 100 entries, 15 minutes).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** The cached value, or the one `load` gives (then kept). Several callers at once each load: the source is cheap to ask twice. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = await load();
    this.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
