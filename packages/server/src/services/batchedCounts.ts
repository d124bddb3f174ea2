import type { FastifyBaseLogger } from 'fastify';

/**
 * Counts kept in memory by key and written in one go every few seconds, so a read that counts
 * (a listing view, a partner element's impression) is never a write. Each process adds only its own
 * counts, so several processes stay correct without shared state; a crash loses at most one
 * interval of counting, a graceful stop (`flush()` on close) none. A batch that cannot be written
 * (the database closing or down) is kept for the next flush.
 */
export abstract class BatchedCounts<C> {
  private pending = new Map<string, C>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    protected readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly intervalMs: number,
  ) {}

  /** Zero counts of one key. */
  protected abstract empty(): C;
  /** `a` plus `b`; may add into `a`, which is always the batch's own (never one passed to `count`). */
  protected abstract add(a: C, b: C): C;
  /** Writes one key's counts; throws to keep them for the next flush. */
  protected abstract write(key: string, counts: C): Promise<void>;

  /** Adds `counts` to `key`'s, written with the next flush. */
  protected count(key: string, counts: C): void {
    this.pending.set(key, this.add(this.pending.get(key) ?? this.empty(), counts));
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.intervalMs);
      this.timer.unref();
    }
  }

  /** Writes every count now (tests, reports, and the app's close). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.flushing.then(() => this.writeAll(batch));
    return this.flushing;
  }

  private async writeAll(batch: Map<string, C>): Promise<void> {
    for (const [key, counts] of batch) {
      try {
        await this.write(key, counts);
      } catch (error) {
        this.pending.set(key, this.add(this.pending.get(key) ?? this.empty(), counts));
        this.log.warn({ err: error }, 'counts not written; kept for the next flush');
      }
    }
  }
}
