import { randomBytes } from 'node:crypto';
import {
  AVAILABILITY_MONTHS_DEFAULT,
  type Availability,
  type AvailabilityQuery,
  addMonths,
  type CalendarExport,
  type calendarChangeSchema,
  EXTERNAL_CALENDAR_REFRESH_MINUTES,
  EXTERNAL_CALENDARS_PER_UNIT_MAX,
  type ExternalCalendar,
  type externalCalendarCreateSchema,
  ICAL_MAX_BYTES,
  isCalendarDate,
  MOVE_IN_MAX_YEARS,
  todayIn,
} from '@convive/sdk';
import type { FastifyRequest } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type * as z from 'zod/mini';
import { type AppContext, nowIso } from '../../context';
import { withOwnerLock } from '../../db/ownerLock';
import type { AvailabilityPeriodsTable, Database, UserRow } from '../../db/schema';
import { ERRORS, fieldError, forbidden, notFound } from '../../errors';
import {
  createOutboundFetch,
  OutboundError,
  type OutboundFetch,
  urlTargetRefused,
} from '../../http/outbound';
import { requestLanguage } from '../../i18n/translate';
import { withinPartnerScope } from '../../services/partnerKeys';
import { emitWebhookEvent } from '../webhooks';
import { CALENDAR_ZONE, type ImportedEvent, InvalidCalendar, readCalendar, writeCalendar } from './ical';
import {
  calendarOut,
  calendarSource,
  exportOut,
  HOME_UNIT,
  type UnitFacts,
  unitOfRoom,
  unitOut,
} from './mapping';
import {
  availabilityQueries,
  type CalendarProperty,
  type CalendarRoom,
  type OwnedCalendar,
  type PeriodView,
} from './queries';

/*
 * A home's calendar (docs/adr/0175-rental-periods.md, 0176-calendar-sync.md): each unit's periods
 * for anyone who may see the property (the owner with notes, tenants and sources), the landlord's
 * blocks, the private iCal export of each unit and the iCal calendars imported into them.
 */

type Window = { from: string; to: string };
type CalendarCreate = z.output<typeof externalCalendarCreateSchema>;
type Change = z.output<typeof calendarChangeSchema>;

/** The job that fetches one imported calendar. Payload: {calendarId}. */
export const CALENDAR_FETCH_JOB = 'calendar.fetch';
/** The recurring job that fetches the calendars due. Payload: {slot}. */
export const CALENDAR_SWEEP_JOB = 'calendar.sweep';
const REFRESH_MS = EXTERNAL_CALENDAR_REFRESH_MINUTES * 60_000;
/** Calendars fetched per sweep, and at once: a sweep is bounded even with many landlords. */
const SWEEP_BATCH = 200;
const SWEEP_CONCURRENCY = 8;
const FETCH_TIMEOUT_MS = 15_000;

/** Why a home's days changed, as `availability.changed` tells an agency's system. */
export type AvailabilityChangeReason = 'held' | 'released' | 'blocked' | 'unblocked' | 'imported';

/**
 * Tells the landlord's webhooks that days of a home changed (`availability.changed`): the rooms
 * (null: the whole home) and the range when it is known, so a channel manager re-reads
 * `GET /properties/{id}/availability/` rather than polling it. Never fails the write that caused it.
 */
export async function availabilityChanged(
  ctx: AppContext,
  ownerId: number,
  change: {
    property: number;
    rooms: readonly (number | null)[];
    start: string | null;
    end: string | null;
    reason: AvailabilityChangeReason;
    request?: number;
  },
): Promise<void> {
  await emitWebhookEvent(ctx, ownerId, 'availability.changed', { ...change, rooms: [...change.rooms] });
}

// ---------------------------------------------------------------------------------------------
// Reading

function windowOf(ctx: AppContext, query: AvailabilityQuery | undefined): Window {
  const from = query?.from ?? ctx.today();
  const months = Number(query?.months ?? AVAILABILITY_MONTHS_DEFAULT);
  return { from, to: addMonths(from, months) };
}

/** A property the caller may see: 404 for none, a hidden one (but to its owner), or outside a partner's scope. */
async function visibleProperty(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow | null,
  id: number,
): Promise<CalendarProperty> {
  const property = await availabilityQueries(ctx.db).property(id);
  if (!property || (property.status === 'inactivo' && user?.id !== property.owner_id)) throw notFound();
  if (!withinPartnerScope(request, property.owner_id)) throw notFound();
  return property;
}

/** The signed-in landlord's own property, else 404 (none) or 403 (someone else's). */
export async function ownCalendarProperty(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<CalendarProperty> {
  const property = await availabilityQueries(ctx.db).property(id);
  if (!property) throw notFound();
  if (property.owner_id !== userId) throw forbidden();
  return property;
}

/** An imported calendar of the caller's; anyone else's is a 404 (the table's `owner: 'hidden'`). */
export async function ownExternalCalendar(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<OwnedCalendar> {
  const calendar = await availabilityQueries(ctx.db).calendar(id);
  if (!calendar || calendar.owner_id !== userId) throw notFound();
  return calendar;
}

function roomFacts(room: CalendarRoom): UnitFacts {
  return {
    unit: room.id,
    title: room.title,
    available_from: room.available_from.slice(0, 10),
    min_stay_months: room.min_stay_months,
    max_stay_months: room.max_stay_months,
  };
}

/** The whole home: its listing's minimum stay and first day, else one month from the day it was listed. */
async function homeFacts(db: Kysely<Database>, property: CalendarProperty): Promise<UnitFacts> {
  const listing = await availabilityQueries(db).listing(property.id);
  const listed = listing?.available_from?.slice(0, 10);
  return {
    unit: HOME_UNIT,
    title: property.title,
    available_from:
      listed && isCalendarDate(listed) ? listed : todayIn(CALENDAR_ZONE, new Date(property.created_at)),
    min_stay_months: Math.max(1, listing?.min_stay ?? 1),
    max_stay_months: null,
  };
}

/**
 * The units of a property: a traditional rental's is the home; a coliving's are its rooms, and
 * the home too when it has no rooms, has a listing (it is also let whole) or has periods of its own.
 */
async function propertyUnits(db: Kysely<Database>, property: CalendarProperty): Promise<UnitFacts[]> {
  const queries = availabilityQueries(db);
  if (!property.is_coliving) return [await homeFacts(db, property)];
  const rooms = (await queries.rooms(property.id)).map(roomFacts);
  const [listing, homePeriods] = await Promise.all([
    queries.listing(property.id),
    queries.homeHasPeriods(property.id),
  ]);
  if (rooms.length === 0 || listing || homePeriods) return [await homeFacts(db, property), ...rooms];
  return rooms;
}

async function availabilityOf(
  db: Kysely<Database>,
  property: CalendarProperty,
  units: readonly UnitFacts[],
  window: Window,
  owner: boolean,
): Promise<Availability> {
  const rows = await availabilityQueries(db).periods(
    property.id,
    units.map((unit) => unit.unit),
    window.from,
    window.to,
  );
  const byUnit = new Map<number, PeriodView[]>();
  for (const row of rows) byUnit.set(row.unit, [...(byUnit.get(row.unit) ?? []), row]);
  const out = units.map((unit) => unitOut(unit, byUnit.get(unit.unit) ?? [], window, owner));
  const free = out.map((unit) => unit.next_free).filter((day): day is string => day !== null);
  return {
    property: property.id,
    from: window.from,
    to: window.to,
    next_free: free.length > 0 ? free.reduce((a, b) => (a < b ? a : b)) : null,
    units: out,
  };
}

/** GET /properties/{id}/availability/ */
export async function propertyAvailability(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow | null,
  id: number,
  query: AvailabilityQuery | undefined,
): Promise<Availability> {
  const property = await visibleProperty(ctx, request, user, id);
  const units = await propertyUnits(ctx.db, property);
  return availabilityOf(ctx.db, property, units, windowOf(ctx, query), user?.id === property.owner_id);
}

/** GET /rooms/{id}/availability/: the room's own unit. */
export async function roomAvailability(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow | null,
  id: number,
  query: AvailabilityQuery | undefined,
): Promise<Availability> {
  const room = await availabilityQueries(ctx.db).room(id);
  if (!room) throw notFound();
  const property = await visibleProperty(ctx, request, user, room.property_id);
  return availabilityOf(
    ctx.db,
    property,
    [roomFacts(room)],
    windowOf(ctx, query),
    user?.id === property.owner_id,
  );
}

// ---------------------------------------------------------------------------------------------
// Blocking

/** The units a change names, each a room of the property; null is the home: unit 0 and every room. */
function changeUnits(units: readonly (number | null)[], rooms: readonly CalendarRoom[]): number[] {
  const ids = new Set(rooms.map((room) => room.id));
  const out = new Set<number>();
  for (const unit of units) {
    if (unit === null) {
      out.add(HOME_UNIT);
      for (const id of ids) out.add(id);
    } else if (ids.has(unit)) out.add(unit);
    else throw fieldError('units', ERRORS.roomNotInProperty);
  }
  return [...out];
}

/** Blocks [start, end) on a unit: one blocked row covering it and every block it overlaps or touches. */
async function blockUnit(
  trx: Kysely<Database>,
  propertyId: number,
  unit: number,
  change: Change,
  now: string,
) {
  const queries = availabilityQueries(trx);
  const touching = await queries.blocksTouching(propertyId, unit, change.start, change.end);
  let start = change.start;
  let end = change.end;
  for (const row of touching) {
    if (row.start_date < start) start = row.start_date;
    if (row.end_date > end) end = row.end_date;
  }
  // The new block's note wins; without one, the merged blocks' first note stays.
  const note = change.note?.trim() || touching.find((row) => row.note !== '')?.note || '';
  await queries.deletePeriods(touching.map((row) => row.id));
  await queries.insertPeriods([
    {
      property_id: propertyId,
      unit,
      kind: 'blocked',
      start_date: start,
      end_date: end,
      note,
      created_at: now,
    },
  ]);
}

/** Unblocks [start, end) on a unit: cut out of every block, a block around it split in two. */
async function unblockUnit(
  trx: Kysely<Database>,
  propertyId: number,
  unit: number,
  change: Change,
  now: string,
) {
  const queries = availabilityQueries(trx);
  const overlapping = (await queries.blocksTouching(propertyId, unit, change.start, change.end)).filter(
    (row) => row.start_date < change.end && row.end_date > change.start,
  );
  const rest: Insertable<AvailabilityPeriodsTable>[] = [];
  for (const row of overlapping) {
    const piece = (start_date: string, end_date: string) => ({
      property_id: propertyId,
      unit,
      kind: 'blocked' as const,
      start_date,
      end_date,
      note: row.note,
      created_at: now,
    });
    if (row.start_date < change.start) rest.push(piece(row.start_date, change.start));
    if (row.end_date > change.end) rest.push(piece(change.end, row.end_date));
  }
  await queries.deletePeriods(overlapping.map((row) => row.id));
  await queries.insertPeriods(rest);
}

/** POST /properties/{id}/calendar/: held and external days are never touched. Answers the owner's view. */
export async function changeCalendar(
  ctx: AppContext,
  property: CalendarProperty,
  change: Change,
): Promise<Availability> {
  if (change.end > addMonths(change.start, 12 * MOVE_IN_MAX_YEARS))
    throw fieldError('end', ERRORS.calendarTooLong({ years: MOVE_IN_MAX_YEARS }));
  const now = nowIso(ctx);
  await withOwnerLock(ctx.db, ctx.dialect, 'calendar', property.id, async (trx) => {
    const units = changeUnits(change.units, await availabilityQueries(trx).rooms(property.id));
    for (const unit of units) {
      if (change.action === 'block') await blockUnit(trx, property.id, unit, change, now);
      else await unblockUnit(trx, property.id, unit, change, now);
    }
  });
  await availabilityChanged(ctx, property.owner_id, {
    property: property.id,
    rooms: change.units,
    start: change.start,
    end: change.end,
    reason: change.action === 'block' ? 'blocked' : 'unblocked',
  });
  return availabilityOf(
    ctx.db,
    property,
    await propertyUnits(ctx.db, property),
    windowOf(ctx, undefined),
    true,
  );
}

// ---------------------------------------------------------------------------------------------
// Export

/** 'cal_' + 192 random bits, url-safe: unguessable, and recognizable in a leaked log. */
export function newCalendarToken(): string {
  return `cal_${randomBytes(24).toString('base64url')}`;
}

/** The unit of a room the body names, checked to be the property's (null: the home). */
async function bodyUnit(db: Kysely<Database>, propertyId: number, room: number | null): Promise<number> {
  if (room === null) return HOME_UNIT;
  const found = await availabilityQueries(db).room(room);
  if (!found || found.property_id !== propertyId) throw fieldError('room', ERRORS.roomNotInProperty);
  return unitOfRoom(room);
}

export async function listExports(
  ctx: AppContext,
  request: FastifyRequest,
  property: CalendarProperty,
): Promise<CalendarExport[]> {
  const origin = ctx.origin(request);
  return (await availabilityQueries(ctx.db).exports(property.id)).map((row) => exportOut(row, origin));
}

/** POST …/calendar/exports/: a new token for the unit; the old address answers 404 from now on. */
export async function createExport(
  ctx: AppContext,
  request: FastifyRequest,
  property: CalendarProperty,
  room: number | null,
): Promise<CalendarExport> {
  const unit = await bodyUnit(ctx.db, property.id, room);
  const row = await withOwnerLock(ctx.db, ctx.dialect, 'calendar', property.id, (trx) =>
    availabilityQueries(trx).putExport(property.id, unit, newCalendarToken(), nowIso(ctx)),
  );
  return exportOut(row, ctx.origin(request));
}

/** GET /calendars/{token}.ics: the unit's periods not over yet. An unknown token is a 404. */
export async function exportDocument(ctx: AppContext, token: string): Promise<string> {
  const queries = availabilityQueries(ctx.db);
  const found = await queries.exportByToken(token);
  if (!found) throw notFound();
  const [property, room] = await Promise.all([
    queries.property(found.property_id),
    found.unit === HOME_UNIT ? undefined : queries.room(found.unit),
  ]);
  if (!property) throw notFound();
  const periods = await queries.unitPeriodsFrom(found.property_id, found.unit, ctx.today());
  return writeCalendar(
    room ? `${property.title} · ${room.title}` : property.title,
    periods.map((row) => ({ id: row.id, kind: row.kind, start: row.start_date, end: row.end_date })),
    ctx.now(),
  );
}

// ---------------------------------------------------------------------------------------------
// Import

export async function listExternalCalendars(
  ctx: AppContext,
  request: FastifyRequest,
  property: CalendarProperty,
): Promise<ExternalCalendar[]> {
  const language = requestLanguage(request);
  return (await availabilityQueries(ctx.db).externalCalendars(property.id)).map((row) =>
    calendarOut(row, language),
  );
}

/** POST …/calendar/external/: at most EXTERNAL_CALENDARS_PER_UNIT_MAX a unit, a URL once; fetched at once in the background. */
export async function addExternalCalendar(
  ctx: AppContext,
  request: FastifyRequest,
  property: CalendarProperty,
  body: CalendarCreate,
): Promise<ExternalCalendar> {
  // A URL the fetcher would refuse whatever DNS says is a field error now, not a failed fetch later.
  if (urlTargetRefused(body.url, ctx.config.outboundAllowLoopback))
    throw fieldError('url', ERRORS.outboundAddressRefused);
  const unit = await bodyUnit(ctx.db, property.id, body.room);
  const row = await withOwnerLock(ctx.db, ctx.dialect, 'calendar', property.id, async (trx) => {
    const queries = availabilityQueries(trx);
    const existing = await queries.unitCalendars(property.id, unit);
    if (existing.some((calendar) => calendar.url === body.url))
      throw fieldError('url', ERRORS.externalCalendarExists);
    if (existing.length >= EXTERNAL_CALENDARS_PER_UNIT_MAX)
      throw fieldError('room', ERRORS.externalCalendarsLimit({ max: EXTERNAL_CALENDARS_PER_UNIT_MAX }));
    return queries.insertCalendar({
      property_id: property.id,
      unit,
      url: body.url,
      source: calendarSource(body.url),
      created_at: nowIso(ctx),
    });
  });
  await ctx.jobs.send(CALENDAR_FETCH_JOB, { calendarId: row.id }, { retryLimit: 0 });
  return calendarOut(row, requestLanguage(request));
}

/** DELETE /calendar/external/{id}/: its days go with it. */
export async function removeExternalCalendar(ctx: AppContext, calendar: OwnedCalendar): Promise<void> {
  await withOwnerLock(ctx.db, ctx.dialect, 'calendar', calendar.property_id, (trx) =>
    availabilityQueries(trx).deleteCalendar(calendar.id),
  );
  await availabilityChanged(ctx, calendar.owner_id, {
    property: calendar.property_id,
    rooms: [calendar.unit === HOME_UNIT ? null : calendar.unit],
    start: null,
    end: null,
    reason: 'imported',
  });
}

/**
 * POST /calendar/external/{id}/run/: fetched now, answered as it ends. On demand at most once in
 * the `calendarRunsPerCalendar` window (429), so a landlord cannot make the server call a host in a
 * loop; the throttle is shared by every process when Redis is configured.
 */
export async function refreshExternalCalendar(
  ctx: AppContext,
  request: FastifyRequest,
  calendar: OwnedCalendar,
): Promise<ExternalCalendar> {
  await ctx.throttles.hit('calendarRunsPerCalendar', `calendar:${calendar.id}`);
  await fetchExternalCalendar(ctx, calendar.id);
  const after = await availabilityQueries(ctx.db).calendar(calendar.id);
  if (!after) throw notFound();
  return calendarOut(after, requestLanguage(request));
}

const fetchers = new WeakMap<AppContext['config'], { loopback: boolean; fetch: OutboundFetch }>();

/**
 * The outbound fetcher of this configuration (docs/adr/0169-outbound-requests.md): every calendar
 * goes through it. Made again if the loopback setting changed (tests switch it).
 */
function outboundFor(ctx: AppContext): OutboundFetch {
  const loopback = ctx.config.outboundAllowLoopback;
  let fetcher = fetchers.get(ctx.config);
  if (fetcher?.loopback !== loopback) {
    fetcher = { loopback, fetch: createOutboundFetch(ctx.config) };
    fetchers.set(ctx.config, fetcher);
  }
  return fetcher.fetch;
}

/** The events at a calendar's address, or the code of why there are none to trust. */
async function download(
  ctx: AppContext,
  url: string,
): Promise<{ ok: true; events: ImportedEvent[] } | { ok: false; error: string }> {
  let text: string;
  try {
    const answer = await outboundFor(ctx)(url, {
      headers: { accept: 'text/calendar, */*;q=0.1' },
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: ICAL_MAX_BYTES,
      overflow: 'fail',
    });
    if (answer.status < 200 || answer.status >= 300)
      return { ok: false, error: `http_status:${answer.status}` };
    text = answer.text();
  } catch (error) {
    return { ok: false, error: error instanceof OutboundError ? error.code : 'network' };
  }
  try {
    return { ok: true, events: readCalendar(text, ctx.today()) };
  } catch (error) {
    if (error instanceof InvalidCalendar) return { ok: false, error: 'invalid_ical' };
    throw error;
  }
}

/**
 * Fetches one calendar and, when it reads, replaces its external rows in one transaction (events
 * the source dropped go). Any failure is recorded and touches no period. A whole-home calendar's
 * events are written on unit 0 and every room, as every whole-home period (ADR 0175).
 */
export async function fetchExternalCalendar(ctx: AppContext, calendarId: number): Promise<void> {
  const calendar = await availabilityQueries(ctx.db).calendar(calendarId);
  if (!calendar) return;
  const result = await download(ctx, calendar.url);
  const now = nowIso(ctx);
  const changed = await withOwnerLock(ctx.db, ctx.dialect, 'calendar', calendar.property_id, async (trx) => {
    const queries = availabilityQueries(trx);
    // Deleted while it was being fetched: nothing to write.
    if (!(await queries.calendar(calendarId))) return false;
    if (!result.ok) {
      await queries.updateCalendar(calendarId, { last_fetched_at: now, last_error: result.error });
      return false;
    }
    const units =
      calendar.unit === HOME_UNIT
        ? [HOME_UNIT, ...(await queries.rooms(calendar.property_id)).map((room) => room.id)]
        : [calendar.unit];
    const rows = units.flatMap((unit) =>
      result.events.map((event) => ({
        property_id: calendar.property_id,
        unit,
        kind: 'external' as const,
        start_date: event.start,
        end_date: event.end,
        calendar_id: calendarId,
        external_uid: event.uid,
        created_at: now,
      })),
    );
    const replaced = await queries.replaceExternal(calendarId, rows);
    await queries.updateCalendar(calendarId, {
      last_fetched_at: now,
      last_ok_at: now,
      last_error: null,
      events: result.events.length,
    });
    return replaced;
  });
  // Written outside a request (the sweep's job): searches by dates answered before it are stale.
  if (!changed) return;
  await ctx.searchCache.invalidate();
  await availabilityChanged(ctx, calendar.owner_id, {
    property: calendar.property_id,
    rooms: [calendar.unit === HOME_UNIT ? null : calendar.unit],
    start: null,
    end: null,
    reason: 'imported',
  });
}

/** Runs `work` on every item, `size` at a time. */
async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/** The sweep: every calendar not fetched for EXTERNAL_CALENDAR_REFRESH_MINUTES (or never). Answers how many. */
export async function refreshDueCalendars(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - REFRESH_MS).toISOString();
  const ids = await availabilityQueries(ctx.db).due(before, SWEEP_BATCH);
  await pool(ids, SWEEP_CONCURRENCY, async (id) => {
    try {
      await fetchExternalCalendar(ctx, id);
    } catch (error) {
      // One calendar's database failure must not stop the others; the next sweep tries again.
      ctx.log.warn({ err: error, calendar: id }, 'calendar: fetch failed');
    }
  });
  return ids.length;
}

/** Queues the next sweep, once whichever process asks (a singleton per slot). */
export function scheduleCalendarSweep(ctx: AppContext, after: Date = new Date()): Promise<string | null> {
  const slot = Math.floor(after.getTime() / REFRESH_MS) + 1;
  return ctx.jobs.send(
    CALENDAR_SWEEP_JOB,
    { slot },
    { singletonKey: `calendar-sweep:${slot}`, startAfter: new Date(slot * REFRESH_MS), retryLimit: 0 },
  );
}

/** The calendar jobs' handlers, registered before the queue starts. */
export function registerCalendarJobs(ctx: AppContext): void {
  ctx.jobs.work<{ calendarId: number }>(CALENDAR_FETCH_JOB, async ({ calendarId }) => {
    await fetchExternalCalendar(ctx, calendarId);
  });
  ctx.jobs.work<{ slot: number }>(CALENDAR_SWEEP_JOB, async ({ slot }) => {
    // The next one first, so a sweep that fails does not stop the ones after it.
    await scheduleCalendarSweep(ctx, new Date(Math.max(Date.now(), slot * REFRESH_MS + 1000)));
    await refreshDueCalendars(ctx);
  });
}

/**
 * A new room of a home takes the home's own periods (unit 0): a whole-home tenancy, block or
 * imported event covers every room, those created after it too (run in the creation's transaction).
 */
export async function homePeriodsOnNewRoom(
  db: Kysely<Database>,
  propertyId: number,
  roomId: number,
): Promise<void> {
  const queries = availabilityQueries(db);
  const home = await queries.unitPeriods(propertyId, HOME_UNIT);
  await queries.insertPeriods(home.map(({ id: _id, ...period }) => ({ ...period, unit: roomId })));
}

/** A deleted room's calendar goes with it: its periods, export address and imported calendars (run in the deletion's transaction). */
export function removeRoomCalendar(db: Kysely<Database>, propertyId: number, roomId: number): Promise<void> {
  return availabilityQueries(db).removeUnit(propertyId, roomId);
}
