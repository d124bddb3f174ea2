import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { BatchedCounts } from './batchedCounts';

/** How often counted views are written. A crash loses at most this much counting. */
export const VIEW_FLUSH_MS = 5_000;

/**
 * Views of published listings, counted in memory and written in one statement per property every
 * few seconds, so reading a property is never a write (50 readers of one listing used to queue on
 * its row; docs/adr/0026-view-counts-batched.md).
 */
export class ViewCounter extends BatchedCounts<number> {
  constructor(
    private readonly db: Kysely<Database>,
    log: Pick<FastifyBaseLogger, 'warn'>,
    intervalMs = VIEW_FLUSH_MS,
  ) {
    super(log, intervalMs);
  }

  /** Counts one view of the property's published listing (written with the next flush). */
  record(propertyId: number): void {
    this.count(String(propertyId), 1);
  }

  protected empty(): number {
    return 0;
  }

  protected add(a: number, b: number): number {
    return a + b;
  }

  protected async write(key: string, count: number): Promise<void> {
    await this.db
      .updateTable('listings')
      .set((eb) => ({ views: eb('views', '+', count) }))
      .where('property_id', '=', Number(key))
      .where('status', '=', 'published')
      .execute();
  }
}
