import {
  ENDPOINTS,
  PARTNER_KEYS_MAX,
  PARTNER_REPORT_DAYS,
  type PartnerReportDay,
  todayIn,
} from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import { type AppContext, nowIso } from '../context';
import { withOwnerLock } from '../db/ownerLock';
import { detail, ERRORS, nonFieldError, notFound } from '../errors';
import { perAddress } from '../http/rateLimits';
import { router } from '../http/route';
import { newPartnerKey, partnerKeyOut } from '../services/partnerKeys';

/** A landlord's partner keys: list, create, revoke. */
export async function partnerKeyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  const on = router(app, ctx);
  const E = ENDPOINTS.partnerKeys;

  const active = (ownerId: number) =>
    db.selectFrom('partner_keys').selectAll().where('owner_id', '=', ownerId).where('revoked_at', 'is', null);

  on(E.list, async ({ user }) => {
    const rows = await active(user.id).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map(partnerKeyOut);
  });

  on(E.create, async ({ user, body }) => {
    const origins = [...new Set(body.allowed_origins.map((o) => o.replace(/\/+$/, '')))];
    // Counted and written under one lock: requests sent together cannot each see room for one more.
    const row = await withOwnerLock(db, ctx.dialect, 'partner_keys', user.id, async (trx) => {
      const count = await trx
        .selectFrom('partner_keys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (Number(count?.n ?? 0) >= PARTNER_KEYS_MAX)
        throw nonFieldError(ERRORS.partnerKeysMax({ max: PARTNER_KEYS_MAX }));
      return trx
        .insertInto('partner_keys')
        .values({
          owner_id: user.id,
          name: body.name,
          key: newPartnerKey(),
          allowed_origins: JSON.stringify(origins),
          scope: body.scope,
          created_at: nowIso(ctx),
          last_used_at: null,
          revoked_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return partnerKeyOut(row);
  });

  /** The caller's own active key of the path; someone else's is a 404 (its existence is not told). */
  const ownKey = async ({ user, params }: { user: { id: number }; params: { id: number } }) => {
    const row = await active(user.id).where('id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  on(E.revoke, { load: ownKey }, async ({ record: key }) => {
    await db
      .updateTable('partner_keys')
      .set({ revoked_at: nowIso(ctx) })
      .where('id', '=', key.id)
      .execute();
    app.forgetPartnerKey(key.key);
  });

  /** The caller's own key of the path, active or revoked (its past leads still count). */
  const anyOwnKey = async ({ user, params }: { user: { id: number }; params: { id: number } }) => {
    const row = await db
      .selectFrom('partner_keys')
      .selectAll()
      .where('owner_id', '=', user.id)
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  on(E.report, { load: anyOwnKey }, async ({ record: key }) => {
    // What was counted but not yet written belongs in the report too.
    await ctx.partnerEvents.flush();
    const today = ctx.today();
    const days: string[] = [];
    for (let back = PARTNER_REPORT_DAYS - 1; back >= 0; back--) {
      const date = new Date(`${today}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() - back);
      days.push(date.toISOString().slice(0, 10));
    }
    const first = days[0] ?? today;
    // Leads are bucketed by their day in the server's time zone; a day before the first covers the offset.
    const since = new Date(`${first}T00:00:00Z`);
    since.setUTCDate(since.getUTCDate() - 1);
    const [counted, requests, visits] = await Promise.all([
      db
        .selectFrom('partner_key_days')
        .select([
          'day',
          'impressions',
          'clicks',
          'discarded_duplicate',
          'discarded_no_origin',
          'discarded_sandboxed',
        ])
        .where('key_id', '=', key.id)
        .where('day', '>=', first)
        .execute(),
      db
        .selectFrom('property_requests')
        .select('created_at')
        .where('source_key_id', '=', key.id)
        .where('created_at', '>=', since.toISOString())
        .execute(),
      db
        .selectFrom('appointments')
        .select('created_at')
        .where('source_key_id', '=', key.id)
        .where('created_at', '>=', since.toISOString())
        .execute(),
    ]);
    const byDay = new Map<string, PartnerReportDay>(
      days.map((date) => [date, { date, impressions: 0, clicks: 0, enquiries: 0, visits: 0 }]),
    );
    const discarded = { duplicate: 0, no_origin: 0, sandboxed: 0 };
    for (const row of counted) {
      const day = byDay.get(row.day);
      if (day) {
        day.impressions = Number(row.impressions);
        day.clicks = Number(row.clicks);
        discarded.duplicate += Number(row.discarded_duplicate);
        discarded.no_origin += Number(row.discarded_no_origin);
        discarded.sandboxed += Number(row.discarded_sandboxed);
      }
    }
    const dayOf = (iso: string) => todayIn(ctx.config.timeZone, new Date(iso));
    for (const row of requests) {
      const day = byDay.get(dayOf(row.created_at));
      if (day) day.enquiries += 1;
    }
    for (const row of visits) {
      const day = byDay.get(dayOf(row.created_at));
      if (day) day.visits += 1;
    }
    return { partner_key: key.id, days: [...byDay.values()], discarded };
  });

  /** Only with a valid key: the events count for it. */
  const withKey = (request: { partner: unknown }) => {
    if (!request.partner) throw detail(403, ERRORS.partnerKeyMissing);
  };

  on(E.track, { ...perAddress(ctx, 'partnerEventsPerAddress'), before: withKey }, ({ request, body }) => {
    const partner = request.partner;
    if (!partner) return;
    const today = ctx.today();
    // A browser always sends Origin with an element's POST to another origin; an event without it
    // comes from a script elsewhere, which a key limited to some webs must not count. Refused, not
    // dropped in silence: the embed ignores the answer, and a partner testing by hand learns why.
    if (partner.restricted && !partner.origin) {
      ctx.partnerEvents.discard(partner.id, today, 'no_origin');
      throw detail(403, ERRORS.partnerKeyNoOrigin);
    }
    // A sandboxed frame sends `Origin: null`: the dashboard's snippet preview, or a page opened from
    // a file. Its views are the landlord's own, not the partner site's audience.
    if (partner.origin === 'null') {
      ctx.partnerEvents.discard(partner.id, today, 'sandboxed');
      return;
    }
    const view = body.page_view ? { pageView: body.page_view, element: body.element ?? '' } : null;
    ctx.partnerEvents.record(partner.id, today, body.event, view);
  });
}
