import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How often counted views are written. A crash loses at most this much counting. */
export const VIEW_FLUSH_MS = 5_000;

/**
 * Views of published listings, counted in memory and written in one statement per property every
 * few seconds, so reading a property is never a write (50 readers of one listing used to queue on
 * its row). Each process adds only its own counts, so several processes stay correct without any
 * shared state; a crash (`kill -9`) loses at most the last VIEW_FLUSH_MS of counting, a graceful stop
 * none (docs/decisions.md "View counts").
 */
export class ViewCounter {
  private pending = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly intervalMs = VIEW_FLUSH_MS,
  ) {}

  /** Counts one view of the property's published listing (written with the next flush). */
  record(propertyId: number): void {
    this.pending.set(propertyId, (this.pending.get(propertyId) ?? 0) + 1);
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.intervalMs);
      this.timer.unref();
    }
  }

  /** Writes every counted view now (tests, and the app's close). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.flushing.then(() => this.write(batch));
    return this.flushing;
  }

  private async write(batch: Map<number, number>): Promise<void> {
    for (const [propertyId, count] of batch) {
      try {
        await this.db
          .updateTable('listings')
          .set((eb) => ({ views: eb('views', '+', count) }))
          .where('property_id', '=', propertyId)
          .where('status', '=', 'published')
          .execute();
      } catch (error) {
        // The database is closing or down: keep the counts for the next flush.
        this.pending.set(propertyId, (this.pending.get(propertyId) ?? 0) + count);
        this.log.warn({ err: error }, 'listing views not written; kept for the next flush');
      }
    }
  }
}
