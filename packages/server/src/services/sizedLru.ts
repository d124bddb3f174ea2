/**
 * A least-recently-used map bounded by bytes as well as entries. A cache keyed by what a visitor
 * asks for (an address, a query) must be bounded by what it holds: a hundred small pages and a
 * hundred pages that a hostile query made huge are not the same memory. One entry may take at most
 * `maxEntryBytes` (a quarter of the budget unless said otherwise); a larger one is not kept at all.
 */
export class SizedLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private held = 0;
  readonly maxEntryBytes: number;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
    maxEntryBytes?: number,
  ) {
    this.maxEntryBytes = maxEntryBytes ?? Math.floor(maxBytes / 4);
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-inserted: a Map keeps insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps the value (unless it alone is over `maxEntryBytes`); answers whether it was kept. */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.maxEntryBytes) return false;
    this.entries.set(key, { value, bytes });
    this.held += bytes;
    while (this.entries.size > this.maxEntries || this.held > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
    return true;
  }

  /** Corrects an entry's size once it is known (a compression that finished). */
  resize(key: string, bytes: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (bytes > this.maxEntryBytes) {
      this.delete(key);
      return;
    }
    this.held += bytes - entry.bytes;
    entry.bytes = bytes;
    while (this.held > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.held -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.held = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held, as the entries were declared. */
  get bytes(): number {
    return this.held;
  }
}
