import type { PartnerEventType } from '@convive/sdk';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How often counted events are written. A crash loses at most this much counting. */
export const PARTNER_EVENTS_FLUSH_MS = 10_000;

type Counts = { impressions: number; clicks: number };

/**
 * Impressions and clicks of partner elements, counted in memory per key and day and written in
 * one upsert per key and day every few seconds: a page view is never a write. Each process adds
 * only its own counts, so several processes stay correct; a graceful stop loses none.
 */
export class PartnerEventCounter {
  private pending = new Map<string, Counts>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly intervalMs = PARTNER_EVENTS_FLUSH_MS,
  ) {}

  record(keyId: number, day: string, event: PartnerEventType): void {
    const slot = `${keyId}|${day}`;
    const counts = this.pending.get(slot) ?? { impressions: 0, clicks: 0 };
    if (event === 'impression') counts.impressions += 1;
    else counts.clicks += 1;
    this.pending.set(slot, counts);
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.intervalMs);
      this.timer.unref();
    }
  }

  /** Writes every counted event now (reports, tests and the app's close). */
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

  private async write(batch: Map<string, Counts>): Promise<void> {
    for (const [slot, counts] of batch) {
      const [key, day = ''] = slot.split('|');
      try {
        await this.db
          .insertInto('partner_key_days')
          .values({ key_id: Number(key), day, ...counts })
          .onConflict((oc) =>
            oc.columns(['key_id', 'day']).doUpdateSet((eb) => ({
              impressions: eb('partner_key_days.impressions', '+', counts.impressions),
              clicks: eb('partner_key_days.clicks', '+', counts.clicks),
            })),
          )
          .execute();
      } catch (error) {
        // A revoked-and-deleted key's rows are gone (foreign key): drop those counts; otherwise keep.
        const kept = this.pending.get(slot) ?? { impressions: 0, clicks: 0 };
        this.pending.set(slot, {
          impressions: kept.impressions + counts.impressions,
          clicks: kept.clicks + counts.clicks,
        });
        this.log.warn({ err: error }, 'partner events not written; kept for the next flush');
      }
    }
  }
}
