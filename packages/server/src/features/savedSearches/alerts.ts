import { todayIn } from '@convive/sdk';
import { type AppContext, nowIso } from '../../context';
import {
  type AlertProperty,
  savedSearchAlertMail,
  savedSearchDigestMail,
} from '../../i18n/savedSearchEmails';
import { storedLanguage } from '../../i18n/translate';
import { stayOf } from '../../search';
import { emailKey } from '../../services/limitKeys';
import { matchesFilters } from '../../services/savedSearchMatch';
import { zonedInstant } from '../../services/zonedTime';
import { notify } from '../notifications';
import {
  alertPropertyOf,
  matchNotification,
  photoUrl,
  storedFilters,
  unsubscribeLink,
  type VisibleProperty,
  visiblePropertyOf,
} from './mapping';
import { type SavedSearchQueries, savedSearchQueries } from './queries';

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

/** Runs `run` on `items` a chunk at a time, in order. */
async function inChunks<T>(items: T[], run: (chunk: T[]) => Promise<void>): Promise<void> {
  for (let at = 0; at < items.length; at += CHUNK) await run(items.slice(at, at + CHUNK));
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

/** Every prefix of a folded key: the `city` filters that match it ('m', 'ma', …, 'madrid'). */
function prefixes(key: string): string[] {
  const out: string[] = [];
  for (let end = 1; end <= key.length; end += 1) out.push(key.slice(0, end));
  return out;
}

/**
 * The saved searches that may match `property`, by their denormalised columns only: no city or a
 * city that is a prefix of the property's city or neighbourhood, price bounds around its shown
 * price, its coliving kind and type or none. Searches that already matched it are left out.
 * `matchesFilters` decides.
 */
function candidateSearches(queries: SavedSearchQueries, property: VisibleProperty) {
  return queries.candidateSearches({
    id: property.id,
    cityKeys: [...new Set([...prefixes(property.city_key), ...prefixes(property.neighborhood_key)])],
    price: property.shown_price,
    coliving: Number(property.is_coliving) === 1 ? 'coliving' : 'traditional',
    propertyType: property.property_type,
  });
}

/**
 * The candidates the public search with their filters would show `property` for. A search with a
 * stay (`move_in` …) shows it only when it is free for it, priced for it (a coliving home's cheapest
 * room free for it): asked of the database once per stay, and only for searches its other filters
 * already match.
 */
async function matchingSearches<S extends { filters: string }>(
  queries: SavedSearchQueries,
  property: VisibleProperty,
  candidates: S[],
): Promise<S[]> {
  const prices = new Map<string, Promise<number | undefined>>();
  const matching: S[] = [];
  for (const search of candidates) {
    const filters = storedFilters(search);
    const stay = stayOf(filters);
    if (!stay) {
      if (matchesFilters(filters, property)) matching.push(search);
      continue;
    }
    const { min_price: _min, max_price: _max, ...unpriced } = filters;
    if (!matchesFilters(unpriced, property)) continue;
    const key = `${stay.moveIn} ${stay.moveOut} ${stay.fullMonths} ${stay.monthsBegun}`;
    let price = prices.get(key);
    if (!price) {
      price = queries.priceForStay(property.id, stay);
      prices.set(key, price);
    }
    const shown = await price;
    if (shown !== undefined && matchesFilters(filters, { ...property, shown_price: shown }))
      matching.push(search);
  }
  return matching;
}

/**
 * Matches one property against every saved search, records the new matches and sends the instant
 * alerts. Answers how many matches were new. Does nothing for a property the public search does
 * not show.
 */
export async function matchProperty(ctx: AppContext, propertyId: number): Promise<number> {
  const queries = savedSearchQueries(ctx.db);
  const row = await queries.visibleProperty(propertyId);
  if (!row) return 0;
  const property = visiblePropertyOf(row);
  const matching = await matchingSearches(queries, property, await candidateSearches(queries, property));
  let inserted = 0;
  const now = nowIso(ctx);
  await inChunks(matching, async (chunk) => {
    const rows = await queries.insertMatches(
      chunk.map((search) => ({
        saved_search_id: search.id,
        property_id: property.id,
        matched_at: now,
        // Settled at once for the channels the search does not use: an 'off' search records the
        // match but never alerts it, even when switched to instant or daily later.
        notified_at: search.alert === 'instant' ? null : now,
        digested_at: search.alert === 'daily' ? null : now,
      })),
    );
    inserted += rows.length;
  });
  await sendInstantAlerts(ctx, property);
  return inserted;
}

/** The absolute URL of a property's first photo (main first, then by position), or null. */
async function firstPhoto(ctx: AppContext, propertyId: number): Promise<string | null> {
  const image = await savedSearchQueries(ctx.db).firstPhoto(propertyId);
  return image ? photoUrl(ctx.publicOrigin(), image.storage_key) : null;
}

type AlertRecipient = Awaited<ReturnType<SavedSearchQueries['alertRecipients']>>[number];

/**
 * The instant alerts of a property's matches not yet notified. They are claimed first (notified_at
 * set, in one statement), so two jobs for the same property never send one twice; when sending
 * fails, the ones not sent are released for the job's retry.
 */
async function sendInstantAlerts(ctx: AppContext, property: VisibleProperty): Promise<void> {
  const queries = savedSearchQueries(ctx.db);
  const claimed = await queries.claimUnnotified(property.id, nowIso(ctx));
  if (claimed.length === 0) return;
  const searches = new Map<number, AlertRecipient>();
  await inChunks(
    claimed.map((m) => m.saved_search_id),
    async (ids) => {
      for (const row of await queries.alertRecipients(ids)) searches.set(row.id, row);
    },
  );
  const alertProperty = alertPropertyOf(
    ctx.publicOrigin(),
    { id: property.id, title: property.title, city: property.city, price: property.shown_price },
    await firstPhoto(ctx, property.id),
  );
  const unsent = new Set(claimed.map((m) => m.id));
  /** The match waits for the inbox's next digest instead (runDigest reads instant searches too). */
  const fold = (matchId: number) => queries.foldIntoDigest(matchId);
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
      await notify(ctx, matchNotification(search, property));
      const unsubscribe = unsubscribeLink(ctx.publicOrigin(), search.unsubscribe_token);
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
    await inChunks([...unsent], (ids) => queries.releaseUnnotified(ids));
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
  const queries = savedSearchQueries(ctx.db);
  const origin = ctx.publicOrigin();
  const now = nowIso(ctx);
  const rows = await queries.undigestedMatches(now);
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
    await inChunks(ids, async (chunk) => {
      claimed += await queries.claimForDigest(chunk, now);
    });
    const shown = matches.filter((m) => m.status === 'disponible');
    const first = matches[0];
    if (claimed === 0 || shown.length === 0 || !first) continue;
    const groups = new Map<
      number,
      { search: { name: string; unsubscribe: string }; properties: AlertProperty[] }
    >();
    for (const match of shown) {
      const group = groups.get(match.search_id) ?? {
        search: { name: match.name, unsubscribe: unsubscribeLink(origin, match.unsubscribe_token) },
        properties: [],
      };
      group.properties.push(
        alertPropertyOf(
          origin,
          { id: match.property_id, title: match.title, city: match.city, price: match.shown_price },
          await firstPhoto(ctx, match.property_id),
        ),
      );
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
      await inChunks(ids, (chunk) => queries.unclaimDigest(chunk, now));
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
