import {
  PARTNER_KEYS_MAX,
  PARTNER_REPORT_DAYS,
  type PartnerKey,
  type PartnerReport,
  type partnerEventSchema,
  type partnerKeyCreateSchema,
  todayIn,
} from '@convive/sdk';
import type * as z from 'zod/mini';
import { type AppContext, nowIso } from '../../context';
import { withOwnerLock } from '../../db/ownerLock';
import type { PartnerKeyRow } from '../../db/schema';
import { detail, ERRORS, nonFieldError, notFound } from '../../errors';
import { newPartnerKey, partnerKeyOut, type RequestPartner } from '../../services/partnerKeys';
import { partnerReportOut } from './mapping';
import { partnerQueries } from './queries';

/*
 * A landlord's partner keys (list, create, revoke, report) and the events the partner sites'
 * elements count with them. What a key is and how a request's key is checked and cached is
 * services/partnerKeys.ts; the counting in memory and its batched writes, services/partnerEvents.ts.
 */

type Create = z.output<typeof partnerKeyCreateSchema>;
type Event = z.output<typeof partnerEventSchema>;

export async function listPartnerKeys(ctx: AppContext, ownerId: number): Promise<PartnerKey[]> {
  const rows = await partnerQueries(ctx.db).active(ownerId);
  return rows.map(partnerKeyOut);
}

export async function createPartnerKey(ctx: AppContext, ownerId: number, body: Create): Promise<PartnerKey> {
  const origins = [...new Set(body.allowed_origins.map((o) => o.replace(/\/+$/, '')))];
  // Counted and written under one lock: requests sent together cannot each see room for one more.
  const row = await withOwnerLock(ctx.db, ctx.dialect, 'partner_keys', ownerId, async (trx) => {
    const queries = partnerQueries(trx);
    if ((await queries.countActive(ownerId)) >= PARTNER_KEYS_MAX)
      throw nonFieldError(ERRORS.partnerKeysMax({ max: PARTNER_KEYS_MAX }));
    return queries.insert({
      owner_id: ownerId,
      name: body.name,
      key: newPartnerKey(),
      allowed_origins: JSON.stringify(origins),
      scope: body.scope,
      created_at: nowIso(ctx),
      last_used_at: null,
      revoked_at: null,
    });
  });
  return partnerKeyOut(row);
}

/** The caller's own active key; someone else's is a 404 (its existence is not told). */
export async function ownActiveKey(ctx: AppContext, ownerId: number, id: number): Promise<PartnerKeyRow> {
  const row = await partnerQueries(ctx.db).findActive(ownerId, id);
  if (!row) throw notFound();
  return row;
}

/** The caller's own key, active or revoked (its past leads still count). */
export async function ownKey(ctx: AppContext, ownerId: number, id: number): Promise<PartnerKeyRow> {
  const row = await partnerQueries(ctx.db).find(ownerId, id);
  if (!row) throw notFound();
  return row;
}

/** Revokes the key; the caller then forgets it in this process's cache. */
export async function revokePartnerKey(ctx: AppContext, key: PartnerKeyRow): Promise<void> {
  await partnerQueries(ctx.db).revoke(key.id, nowIso(ctx));
}

/** The key's last PARTNER_REPORT_DAYS days, oldest first. */
export async function partnerReport(ctx: AppContext, key: PartnerKeyRow): Promise<PartnerReport> {
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
  const rows = await partnerQueries(ctx.db).report(key.id, first, since.toISOString());
  return partnerReportOut(key.id, days, rows, (iso) => todayIn(ctx.config.timeZone, new Date(iso)));
}

/** Only with a valid key: the events count for it. */
export function requirePartnerKey(request: { partner: unknown }): void {
  if (!request.partner) throw detail(403, ERRORS.partnerKeyMissing);
}

/** Counts an element's impression or click for the request's key (or the reason it was discarded). */
export function trackPartnerEvent(ctx: AppContext, partner: RequestPartner | null, body: Event): void {
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
}
