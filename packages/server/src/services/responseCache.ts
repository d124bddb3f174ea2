/**
 * A small in-memory cache of serialized answers for the public property search, which every
 * visitor runs and which changes only when someone writes. Any successful write through this
 * process clears it (app.ts, onResponse); writes by other processes (several servers on one
 * PostgreSQL) show after at most `ttlMs`. Least-recently-used entries go first past `maxEntries`.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { body: string; expires: number }>();

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 5_000,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert to mark it most recently used (a Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, body: string): void {
    this.entries.delete(key);
    this.entries.set(key, { body, expires: this.clock() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
