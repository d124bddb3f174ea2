import { randomBytes } from 'node:crypto';
import { normalizeText, pageUrl, type SavedSearchFilters, todayIn } from '@convive/sdk';
import { type AppContext, nowIso } from '../context';
import { PROPERTY_COLUMNS, type SavedSearchRow } from '../db/schema';
import { notify } from '../features/notifications';
import { type AlertProperty, savedSearchAlertMail, savedSearchDigestMail } from '../i18n/savedSearchEmails';
import { storedLanguage } from '../i18n/translate';
import { shownPrice } from '../search';
import { emailKey } from './limitKeys';
import { type MatchableProperty, matchesFilters } from './savedSearchMatch';
import { zonedInstant } from './zonedTime';

/*
 * Saved-search alerts. A property that becomes visible in the public search queues a
 * 'saved-search-match' job; the job finds the searches that may want it with an indexed query on
 * their denormalised columns (city key among the property's city and neighbourhood prefixes, price
 * bounds, coliving, type), checks each exactly with `matchesFilters` (the public search's own
 * predicate), and records the pair in `saved_search_matches`, whose unique key makes a property
 * alert a search at most once, ever. Only rows inserted now alert: 'instant' searches at once (a
 * notification and an e-mail), 'daily' ones in the 08:00 digest; 'off' searches record the match
 * (it counts as new when the owner opens the search) and never alert it, even if switched on later.
 *
 * Instant alerts are capped per inbox (`instantAlertsPerRecipient`, 5 an hour): past the cap, or
 * when the inbox's daily mail cap drops the mail, the match is folded into the next digest instead
 * (its `digested_at` cleared), so a burst of new properties never floods one inbox and no match is
 * lost. A digest the daily cap drops leaves its matches for the next one.
 */

/** The job that matches one property against the saved searches. Payload: {propertyId}. */
export const SAVED_SEARCH_MATCH_JOB = 'saved-search-match';
/** The daily digest job, one per local day (singleton key `digest:YYYY-MM-DD`). */
export const SAVED_SEARCH_DIGEST_JOB = 'saved-search-digest';
/** The local hour of the daily digest, in TIME_ZONE. */
export const DIGEST_HOUR = 8;

/** Rows per multi-row insert or `in (…)` list (well under SQLite's and PostgreSQL's parameter limits). */
const CHUNK = 500;
/** Instant alerts of one property sent at once (notification and mail job each). */
const ALERTS_AT_ONCE = 8;

/** A new unsubscribe token: 256 random bits, url-safe. */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The denormalised columns of a search's filters, which the matcher's indexed pre-filter reads. */
export function savedSearchColumns(filters: SavedSearchFilters) {
  const cityKey = filters.city ? normalizeText(filters.city).trim() : '';
  return {
    city_key: cityKey === '' ? null : cityKey,
    min_price: filters.min_price ?? null,
    max_price: filters.max_price ?? null,
    coliving: filters.coliving === 'coliving' || filters.coliving === 'traditional' ? filters.coliving : null,
    property_type: filters.property_type ?? null,
  };
}

/**
 * Timing of the alerts. A property created available is matched a few seconds later: the landlord's
 * photos are uploaded by the next calls (the portal's form creates, then uploads), and the alert
 * shows the first one. Still well within the 10 s an alert may take to arrive. Tests set it to 0.
 */
export const savedSearchTiming = { newPropertyDelayMs: 5_000 };

/**
 * Queues the matching of a property that may just have become visible (the job checks it is).
 * `justCreated`: the property was created by this write (its photos may follow).
 */
export async function queuePropertyMatch(
  ctx: AppContext,
  propertyId: number,
  options: { justCreated?: boolean } = {},
): Promise<void> {
  const delay = options.justCreated ? savedSearchTiming.newPropertyDelayMs : 0;
  await ctx.jobs.send(
    SAVED_SEARCH_MATCH_JOB,
    { propertyId },
    delay > 0 ? { startAfter: new Date(Date.now() + delay) } : {},
  );
}

type VisibleProperty = MatchableProperty & { id: number; price: number; status: string };

/** The property as the public search sees it (its shown price), or undefined when it does not show it. */
async function visibleProperty(ctx: AppContext, propertyId: number): Promise<VisibleProperty | undefined> {
  const row = await ctx.db
    .selectFrom('properties')
    .select(PROPERTY_COLUMNS)
    .select(shownPrice().as('shown_price'))
    .where('id', '=', propertyId)
    .where('status', '=', 'disponible')
    .executeTakeFirst();
  return row ? { ...row, shown_price: Number(row.shown_price) } : undefined;
}

/** Every prefix of a folded key: the `city` filters that match it ('m', 'ma', …, 'madrid'). */
function prefixes(key: string): string[] {
  const out: string[] = [];
  for (let end = 1; end <= key.length; end += 1) out.push(key.slice(0, end));
  return out;
}

/**
 * The saved searches that may match `property`, by their denormalised columns only (an index on
 * city_key serves it): no city or a city that is a prefix of the property's city or neighbourhood,
 * price bounds around its shown price, its coliving kind and type or none. Searches that already
 * matched it are left out. `matchesFilters` decides.
 */
async function candidateSearches(ctx: AppContext, property: VisibleProperty) {
  const keys = [...new Set([...prefixes(property.city_key), ...prefixes(property.neighborhood_key)])];
  const price = property.shown_price;
  return ctx.db
    .selectFrom('saved_searches')
    .select(['id', 'alert', 'filters'])
    .where((eb) => eb.or([eb('city_key', 'is', null), ...(keys.length ? [eb('city_key', 'in', keys)] : [])]))
    .where((eb) => eb.or([eb('min_price', 'is', null), eb('min_price', '<=', price)]))
    .where((eb) => eb.or([eb('max_price', 'is', null), eb('max_price', '>=', price)]))
    .where((eb) =>
      eb.or([
        eb('coliving', 'is', null),
        eb('coliving', '=', Number(property.is_coliving) === 1 ? 'coliving' : 'traditional'),
      ]),
    )
    .where((eb) => eb.or([eb('property_type', 'is', null), eb('property_type', '=', property.property_type)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('saved_search_matches as m')
            .select('m.id')
            .whereRef('m.saved_search_id', '=', 'saved_searches.id')
            .where('m.property_id', '=', property.id),
        ),
      ),
    )
    .execute();
}

/** A search's stored filters (validated when saved). */
export function storedFilters(row: Pick<SavedSearchRow, 'filters'>): SavedSearchFilters {
  try {
    return JSON.parse(row.filters) as SavedSearchFilters;
  } catch {
    return {};
  }
}

/**
 * Matches one property against every saved search, records the new matches and sends the instant
 * alerts. Answers how many matches were new. Does nothing for a property the public search does
 * not show.
 */
export async function matchProperty(ctx: AppContext, propertyId: number): Promise<number> {
  const property = await visibleProperty(ctx, propertyId);
  if (!property) return 0;
  const matching = (await candidateSearches(ctx, property)).filter((search) =>
    matchesFilters(storedFilters(search), property),
  );
  let inserted = 0;
  const now = nowIso(ctx);
  for (let at = 0; at < matching.length; at += CHUNK) {
    const rows = await ctx.db
      .insertInto('saved_search_matches')
      .values(
        matching.slice(at, at + CHUNK).map((search) => ({
          saved_search_id: search.id,
          property_id: property.id,
          matched_at: now,
          // Settled at once for the channels the search does not use: an 'off' search records the
          // match but never alerts it, even when switched to instant or daily later.
          notified_at: search.alert === 'instant' ? null : now,
          digested_at: search.alert === 'daily' ? null : now,
        })),
      )
      .onConflict((oc) => oc.columns(['saved_search_id', 'property_id']).doNothing())
      .returning('id')
      .execute();
    inserted += rows.length;
  }
  await sendInstantAlerts(ctx, property);
  return inserted;
}

/** The absolute URL of a property's first photo (main first, then by position), or null. */
async function firstPhoto(ctx: AppContext, propertyId: number): Promise<string | null> {
  const image = await ctx.db
    .selectFrom('property_images')
    .select('storage_key')
    .where('owner_ref', '=', propertyId)
    .orderBy('is_main', 'desc')
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirst();
  return image
    ? `${ctx.publicOrigin()}/media/${image.storage_key.split('/').map(encodeURIComponent).join('/')}`
    : null;
}

const propertyLink = (ctx: AppContext, id: number) => pageUrl(ctx.publicOrigin(), 'property', { id });
const unsubscribeLink = (ctx: AppContext, token: string) =>
  pageUrl(ctx.publicOrigin(), 'unsubscribeSavedSearch', {}, { token });

/**
 * The instant alerts of a property's matches not yet notified. They are claimed first (notified_at
 * set, in one statement), so two jobs for the same property never send one twice; when sending
 * fails, the ones not sent are released for the job's retry.
 */
async function sendInstantAlerts(ctx: AppContext, property: VisibleProperty): Promise<void> {
  const claimed = await ctx.db
    .updateTable('saved_search_matches')
    .set({ notified_at: nowIso(ctx) })
    .where('property_id', '=', property.id)
    .where('notified_at', 'is', null)
    .returning(['id', 'saved_search_id'])
    .execute();
  if (claimed.length === 0) return;
  const searches = new Map<
    number,
    {
      name: string;
      alert: string;
      unsubscribe_token: string;
      user_id: number;
      email: string;
      first_name: string;
      language: string;
    }
  >();
  const ids = claimed.map((m) => m.saved_search_id);
  for (let at = 0; at < ids.length; at += CHUNK) {
    const rows = await ctx.db
      .selectFrom('saved_searches as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select([
        's.id',
        's.name',
        's.alert',
        's.unsubscribe_token',
        's.user_id',
        'u.email',
        'u.first_name',
        'u.language',
      ])
      .where('s.id', 'in', ids.slice(at, at + CHUNK))
      .execute();
    for (const row of rows) searches.set(row.id, row);
  }
  const alertProperty: AlertProperty = {
    id: property.id,
    title: property.title,
    city: property.city,
    price: property.shown_price,
    photo: await firstPhoto(ctx, property.id),
    link: propertyLink(ctx, property.id),
  };
  const unsent = new Set(claimed.map((m) => m.id));
  /** The match waits for the inbox's next digest instead (runDigest reads instant searches too). */
  const fold = async (matchId: number) => {
    await ctx.db
      .updateTable('saved_search_matches')
      .set({ digested_at: null })
      .where('id', '=', matchId)
      .execute();
  };
  const alert = async (match: (typeof claimed)[number]) => {
    const search = searches.get(match.saved_search_id);
    // Switched away from instant since the match was recorded: settled without an alert.
    if (search?.alert === 'instant') {
      const state = await ctx.throttles.count('instantAlertsPerRecipient', emailKey(search.email));
      if (state?.blocked) {
        await fold(match.id);
        unsent.delete(match.id);
        return;
      }
      await notify(ctx, {
        userId: search.user_id,
        eventType: 'saved_search_match',
        notice: {
          code: 'saved_search.match',
          params: {
            search: search.name,
            property: property.title,
            city: property.city,
            price: property.shown_price,
          },
        },
        relatedObjectId: property.id,
        relatedObjectType: 'property',
      });
      const unsubscribe = unsubscribeLink(ctx, search.unsubscribe_token);
      const mail = savedSearchAlertMail(
        storedLanguage(search.language),
        { name: search.first_name },
        { name: search.name, unsubscribe },
        alertProperty,
      );
      const outcome = await ctx.mailer.send({
        to: search.email,
        ...mail,
        headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
      });
      if (outcome === 'dropped') await fold(match.id);
    }
    unsent.delete(match.id);
  };
  try {
    // A few at a time: each is a handful of round trips, which a pool overlaps (PostgreSQL).
    for (let at = 0; at < claimed.length; at += ALERTS_AT_ONCE) {
      // Settled, not raced: none still running when the failed ones are released below.
      const results = await Promise.allSettled(claimed.slice(at, at + ALERTS_AT_ONCE).map(alert));
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    }
  } catch (error) {
    const release = [...unsent];
    for (let at = 0; at < release.length; at += CHUNK) {
      await ctx.db
        .updateTable('saved_search_matches')
        .set({ notified_at: null })
        .where('id', 'in', release.slice(at, at + CHUNK))
        .execute();
    }
    throw error;
  }
}

/**
 * The daily digest: for each user, every match of their 'daily' searches not yet digested (up to
 * now), and the instant alerts folded into it, in one e-mail grouped by search, then marked
 * digested. No e-mail for a user with nothing new; matches of properties no longer shown are marked
 * and left out. A digest the daily mail cap drops gives its matches back to the next one. Answers
 * the e-mails queued.
 */
export async function runDigest(ctx: AppContext): Promise<number> {
  const now = nowIso(ctx);
  const rows = await ctx.db
    .selectFrom('saved_search_matches as m')
    .innerJoin('saved_searches as s', 's.id', 'm.saved_search_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('properties', 'properties.id', 'm.property_id')
    .select([
      'm.id',
      's.id as search_id',
      's.name',
      's.unsubscribe_token',
      's.user_id',
      'u.email',
      'u.first_name',
      'u.language',
      'properties.id as property_id',
      'properties.title',
      'properties.city',
      'properties.status',
    ])
    .select(shownPrice().as('shown_price'))
    .where('m.digested_at', 'is', null)
    // An instant search's match waits here when its alert was folded (sendInstantAlerts), or when
    // the search was daily as it matched.
    .where('s.alert', 'in', ['daily', 'instant'])
    .where('m.matched_at', '<=', now)
    .orderBy('s.user_id')
    .orderBy('s.created_at')
    .orderBy('s.id')
    .orderBy('m.matched_at')
    .orderBy('m.id')
    .execute();
  const byUser = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push(row);
    byUser.set(row.user_id, list);
  }
  let sent = 0;
  for (const matches of byUser.values()) {
    // Claimed first: a digest run again (a retry, another process) finds them taken.
    let claimed = 0;
    const ids = matches.map((m) => m.id);
    for (let at = 0; at < ids.length; at += CHUNK) {
      const result = await ctx.db
        .updateTable('saved_search_matches')
        .set({ digested_at: now })
        .where('id', 'in', ids.slice(at, at + CHUNK))
        .where('digested_at', 'is', null)
        .executeTakeFirst();
      claimed += Number(result.numUpdatedRows);
    }
    const shown = matches.filter((m) => m.status === 'disponible');
    const first = matches[0];
    if (claimed === 0 || shown.length === 0 || !first) continue;
    const groups = new Map<
      number,
      { search: { name: string; unsubscribe: string }; properties: AlertProperty[] }
    >();
    for (const match of shown) {
      const group = groups.get(match.search_id) ?? {
        search: { name: match.name, unsubscribe: unsubscribeLink(ctx, match.unsubscribe_token) },
        properties: [],
      };
      group.properties.push({
        id: match.property_id,
        title: match.title,
        city: match.city,
        price: Number(match.shown_price),
        photo: await firstPhoto(ctx, match.property_id),
        link: propertyLink(ctx, match.property_id),
      });
      groups.set(match.search_id, group);
    }
    const list = [...groups.values()];
    const mail = savedSearchDigestMail(storedLanguage(first.language), { name: first.first_name }, list);
    // One search: its unsubscribe link is the message's; with several, each is in the body.
    const only = list.length === 1 ? list[0] : undefined;
    const outcome = await ctx.mailer.send({
      to: first.email,
      ...mail,
      ...(only ? { headers: { 'List-Unsubscribe': `<${only.search.unsubscribe}>` } } : {}),
    });
    if (outcome === 'dropped') {
      // Refused by the inbox's daily cap: the next digest carries them.
      for (let at = 0; at < ids.length; at += CHUNK) {
        await ctx.db
          .updateTable('saved_search_matches')
          .set({ digested_at: null })
          .where('id', 'in', ids.slice(at, at + CHUNK))
          .where('digested_at', '=', now)
          .execute();
      }
      continue;
    }
    sent += 1;
  }
  return sent;
}

/* ------------------------------------------------------------------------------------------------
 * The digest's schedule
 * ---------------------------------------------------------------------------------------------- */

/** The next 08:00 (DIGEST_HOUR) in `timeZone` strictly after `now`, daylight-saving changes included. */
export function nextDigestAt(now: Date, timeZone: string, hour = DIGEST_HOUR): Date {
  const date = new Date(`${todayIn(timeZone, now)}T12:00:00Z`);
  for (;;) {
    const at = zonedInstant(date.toISOString().slice(0, 10), `${String(hour).padStart(2, '0')}:00`, timeZone);
    if (at.getTime() > now.getTime()) return at;
    date.setUTCDate(date.getUTCDate() + 1);
  }
}

/**
 * Queues the next digest: at the next 08:00 after `after`, keyed by its local day so every process
 * that starts, and every digest that schedules its successor, queue it once. The queue's clock is
 * the real one (a job is due by it), so this is too.
 */
export async function scheduleDigest(ctx: AppContext, after: Date = new Date()): Promise<string | null> {
  const at = nextDigestAt(after, ctx.config.timeZone);
  const day = todayIn(ctx.config.timeZone, at);
  return ctx.jobs.send(
    SAVED_SEARCH_DIGEST_JOB,
    { day, at: at.toISOString() },
    { singletonKey: `digest:${day}`, startAfter: at },
  );
}

/** Registers the saved-search jobs' handlers (before the queue starts). */
export function registerSavedSearchJobs(ctx: AppContext): void {
  ctx.jobs.work<{ propertyId: number }>(SAVED_SEARCH_MATCH_JOB, async ({ propertyId }) => {
    await matchProperty(ctx, propertyId);
  });
  ctx.jobs.work<{ day: string; at: string }>(SAVED_SEARCH_DIGEST_JOB, async ({ at }) => {
    // The next day's first, so a digest that keeps failing does not stop the ones after it; from
    // this one's own time at least, so a clock a little behind cannot queue this day again.
    await scheduleDigest(ctx, new Date(Math.max(Date.now(), new Date(at).getTime() + 1000)));
    await runDigest(ctx);
  });
}
