import type { PartnerDiscardReason, PartnerEventType } from '@convive/sdk';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { BatchedCounts } from './batchedCounts';

/** How often counted events are written. A crash loses at most this much counting. */
export const PARTNER_EVENTS_FLUSH_MS = 10_000;

/** How long a page view's counted impressions are remembered: far longer than anyone keeps a page open. */
const VIEWS_KEPT_DAYS = 2;

/** Rows per insert of page views: well under SQLite's limit of bound values. */
const VIEWS_PER_INSERT = 200;

type Counts = {
  impressions: number;
  clicks: number;
  discarded: Record<PartnerDiscardReason, number>;
  /**
   * Impressions that carry their page view: counted only if the database has not seen them
   * (`pageView element`), so one page view counts once whichever process hears it.
   */
  views: Set<string>;
};

/** Ties an impression to its page view and element, for the de-duplication. */
export interface EventView {
  pageView: string;
  element: string;
}

/** The day `days` before `day` ('YYYY-MM-DD'). */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * Impressions and clicks of partner elements, counted in memory per key and day and written as one
 * upsert per key and day every few seconds: a page view is never a write. Impressions sent with a
 * page view id are written with the batch to `partner_event_views`, whose primary key keeps each
 * (key, page view, element) once; only the rows it took are counted, the rest are duplicates.
 */
export class PartnerEventCounter extends BatchedCounts<Counts> {
  /** The last day whose old page views this process deleted. */
  private prunedFor = '';

  constructor(
    private readonly db: Kysely<Database>,
    log: Pick<FastifyBaseLogger, 'warn'>,
    intervalMs = PARTNER_EVENTS_FLUSH_MS,
  ) {
    super(log, intervalMs);
  }

  /**
   * Counts one event. An impression with its `view` counts once per page view and element; one
   * without (an older embed) cannot be told from a repeat and counts each time.
   */
  record(keyId: number, day: string, event: PartnerEventType, view: EventView | null = null): void {
    const counts = this.empty();
    if (event === 'click') counts.clicks = 1;
    else if (view) counts.views.add(`${view.pageView} ${view.element}`);
    else counts.impressions = 1;
    this.count(`${keyId}|${day}`, counts);
  }

  /** Notes an event received and not counted, for the report. */
  discard(keyId: number, day: string, reason: PartnerDiscardReason): void {
    const counts = this.empty();
    counts.discarded[reason] = 1;
    this.count(`${keyId}|${day}`, counts);
  }

  protected empty(): Counts {
    return {
      impressions: 0,
      clicks: 0,
      discarded: { duplicate: 0, no_origin: 0, sandboxed: 0 },
      views: new Set(),
    };
  }

  /** Adds into `a` (never shared: the pending batch's own, or a new one) to keep a burst linear. */
  protected add(a: Counts, b: Counts): Counts {
    a.impressions += b.impressions;
    a.clicks += b.clicks;
    a.discarded.duplicate += b.discarded.duplicate;
    a.discarded.no_origin += b.discarded.no_origin;
    a.discarded.sandboxed += b.discarded.sandboxed;
    for (const view of b.views) {
      if (a.views.has(view)) a.discarded.duplicate += 1;
      else a.views.add(view);
    }
    return a;
  }

  protected async write(slot: string, counts: Counts): Promise<void> {
    const [key, day = ''] = slot.split('|');
    const keyId = Number(key);
    // One transaction: a batch that fails is kept whole for the next flush, its views not yet taken.
    await this.db.transaction().execute(async (trx) => {
      const views = [...counts.views].map((view) => {
        const space = view.indexOf(' ');
        return {
          key_id: keyId,
          page_view: view.slice(0, space),
          element: view.slice(space + 1),
          kind: 'impression',
          day,
        };
      });
      let fresh = 0;
      for (let at = 0; at < views.length; at += VIEWS_PER_INSERT) {
        const taken = await trx
          .insertInto('partner_event_views')
          .values(views.slice(at, at + VIEWS_PER_INSERT))
          .onConflict((oc) => oc.columns(['key_id', 'page_view', 'element', 'kind']).doNothing())
          .returning('key_id')
          .execute();
        fresh += taken.length;
      }
      const row = {
        impressions: counts.impressions + fresh,
        clicks: counts.clicks,
        discarded_duplicate: counts.discarded.duplicate + views.length - fresh,
        discarded_no_origin: counts.discarded.no_origin,
        discarded_sandboxed: counts.discarded.sandboxed,
      };
      await trx
        .insertInto('partner_key_days')
        .values({ key_id: keyId, day, ...row })
        .onConflict((oc) =>
          oc.columns(['key_id', 'day']).doUpdateSet((eb) => ({
            impressions: eb('partner_key_days.impressions', '+', row.impressions),
            clicks: eb('partner_key_days.clicks', '+', row.clicks),
            discarded_duplicate: eb('partner_key_days.discarded_duplicate', '+', row.discarded_duplicate),
            discarded_no_origin: eb('partner_key_days.discarded_no_origin', '+', row.discarded_no_origin),
            discarded_sandboxed: eb('partner_key_days.discarded_sandboxed', '+', row.discarded_sandboxed),
          })),
        )
        .execute();
    });
    if (counts.views.size > 0 && day > this.prunedFor) {
      this.prunedFor = day;
      await this.db
        .deleteFrom('partner_event_views')
        .where('day', '<', daysBefore(day, VIEWS_KEPT_DAYS))
        .execute()
        .catch((error: unknown) => this.log.warn({ err: error }, 'old partner page views not deleted'));
    }
  }
}
