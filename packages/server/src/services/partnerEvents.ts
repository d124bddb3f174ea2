import type { PartnerEventType } from '@convive/sdk';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { BatchedCounts } from './batchedCounts';

/** How often counted events are written. A crash loses at most this much counting. */
export const PARTNER_EVENTS_FLUSH_MS = 10_000;

type Counts = { impressions: number; clicks: number };

/**
 * Impressions and clicks of partner elements, counted in memory per key and day and written as one
 * upsert per key and day every few seconds: a page view is never a write.
 */
export class PartnerEventCounter extends BatchedCounts<Counts> {
  constructor(
    private readonly db: Kysely<Database>,
    log: Pick<FastifyBaseLogger, 'warn'>,
    intervalMs = PARTNER_EVENTS_FLUSH_MS,
  ) {
    super(log, intervalMs);
  }

  record(keyId: number, day: string, event: PartnerEventType): void {
    this.count(`${keyId}|${day}`, {
      impressions: event === 'impression' ? 1 : 0,
      clicks: event === 'click' ? 1 : 0,
    });
  }

  protected empty(): Counts {
    return { impressions: 0, clicks: 0 };
  }

  protected add(a: Counts, b: Counts): Counts {
    return { impressions: a.impressions + b.impressions, clicks: a.clicks + b.clicks };
  }

  protected async write(slot: string, counts: Counts): Promise<void> {
    const [key, day = ''] = slot.split('|');
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
  }
}
