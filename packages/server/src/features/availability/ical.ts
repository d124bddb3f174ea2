import { addDays, addMonths, isCalendarDate, MOVE_IN_MAX_YEARS, todayIn } from '@convive/sdk';
import ICAL from 'ical.js';
import { icsText } from '../../services/icsText';

/*
 * iCalendar (RFC 5545) both ways, with ical.js (docs/adr/0176-calendar-sync.md): the document a
 * unit's private address serves, and the events read from a calendar the landlord imports. Days
 * are Europe/Madrid's, end exclusive, as the periods are.
 */

export const CALENDAR_ZONE = 'Europe/Madrid';
/** The most events kept from one imported calendar (the earliest ones). */
export const ICAL_EVENTS_MAX = 2_000;

/** What the export says of a period: its days and whether it is taken or blocked, nothing else. */
export interface ExportedPeriod {
  id: number;
  kind: 'held' | 'blocked' | 'external';
  start: string;
  end: string;
}

const SUMMARY: Record<ExportedPeriod['kind'], string> = {
  held: 'Reservado',
  blocked: 'No disponible',
  external: 'No disponible',
};

/** Control characters, which lenient readers take as line ends: a title must stay one value. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

function dateValue(day: string): ICAL.Time {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return ICAL.Time.fromData({ year, month, day: date, isDate: true });
}

/**
 * A unit's calendar: one all-day VEVENT per period, UID `period-{id}@convive` (stable while the
 * period lasts, so a portal updates rather than duplicates), SUMMARY only "Reservado" or "No
 * disponible": no tenant, note or source leaves through an address that is only a secret.
 */
export function writeCalendar(name: string, periods: readonly ExportedPeriod[], now: Date): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Convive//Disponibilidad//ES');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('x-wr-calname', name.replace(CONTROL, ' '));
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const period of periods) {
    const event = new ICAL.Component('vevent');
    event.updatePropertyWithValue('uid', `period-${period.id}@convive`);
    event.updatePropertyWithValue('dtstamp', stamp);
    event.updatePropertyWithValue('dtstart', dateValue(period.start));
    event.updatePropertyWithValue('dtend', dateValue(period.end));
    event.updatePropertyWithValue('summary', SUMMARY[period.kind]);
    event.updatePropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(event);
  }
  return icsText(calendar);
}

/** An imported event, as days. */
export interface ImportedEvent {
  uid: string;
  start: string;
  end: string;
}

export class InvalidCalendar extends Error {
  override readonly name = 'InvalidCalendar';
}

/** The instant a wall-clock time in an IANA zone stands for (two passes settle a DST change). */
function zonedInstant(wall: number, zone: string): number {
  const offset = (at: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(at));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return (
      Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - at
    );
  };
  const first = wall - offset(wall);
  return wall - offset(first);
}

function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant of a DATE-TIME: UTC ('Z'), in a zone the file defines (its VTIMEZONE), in an IANA
 * zone it names, else (floating, or a zone nobody defines) Madrid's wall clock.
 */
function instantOf(property: ICAL.Property, zones: Map<string, ICAL.Timezone>): number {
  const time = property.getFirstValue() as ICAL.Time;
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  if (time.zone === ICAL.Timezone.utcTimezone) return wall;
  const tzid = property.getParameter('tzid');
  const id = typeof tzid === 'string' ? tzid : undefined;
  const defined = id ? zones.get(id) : undefined;
  if (defined) return wall - defined.utcOffset(time) * 1000;
  return zonedInstant(wall, id && knownZone(id) ? id : CALENDAR_ZONE);
}

function dayOf(time: ICAL.Time): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

const madridDay = (instant: number) => todayIn(CALENDAR_ZONE, new Date(instant));

/** An event's days [start, end), or null when it has none that make sense. */
function eventDays(event: ICAL.Component, zones: Map<string, ICAL.Timezone>): [string, string] | null {
  const startProperty = event.getFirstProperty('dtstart');
  if (!startProperty) return null;
  const start = startProperty.getFirstValue();
  if (!(start instanceof ICAL.Time)) return null;
  const endProperty = event.getFirstProperty('dtend');
  const end = endProperty?.getFirstValue();
  const duration = event.getFirstPropertyValue('duration');
  if (start.isDate) {
    const first = dayOf(start);
    let last: string;
    if (end instanceof ICAL.Time) last = dayOf(end);
    else if (duration instanceof ICAL.Duration) {
      const copy = start.clone();
      copy.addDuration(duration);
      last = dayOf(copy);
    } else last = first;
    // An all-day event without an end is that one day (RFC 5545 §3.6.1).
    if (!isCalendarDate(first) || !isCalendarDate(last)) return null;
    return [first, last > first ? last : addDays(first, 1)];
  }
  // A timed event covers every Madrid day it touches.
  const from = instantOf(startProperty, zones);
  let to = from;
  if (endProperty && end instanceof ICAL.Time) to = end.isDate ? from : instantOf(endProperty, zones);
  else if (duration instanceof ICAL.Duration) to = from + duration.toSeconds() * 1000;
  if (!Number.isFinite(from) || !Number.isFinite(to)) return null;
  const first = madridDay(from);
  const last = to > from ? addDays(madridDay(to - 1), 1) : addDays(first, 1);
  if (!isCalendarDate(first) || !isCalendarDate(last)) return null;
  return [first, last];
}

/**
 * The events of an imported calendar that are not over by `today`, earliest first, at most
 * ICAL_EVENTS_MAX. Throws InvalidCalendar for anything that is not a parsable VCALENDAR.
 *
 * Recurrence rules are not expanded (a rental calendar's bookings are single events): a recurring
 * event blocks its first occurrence. Cancelled and transparent (free) events block nothing. Days
 * later than MOVE_IN_MAX_YEARS + 1 years ahead are cut: nobody can ask for them.
 */
export function readCalendar(text: string, today: string): ImportedEvent[] {
  let root: ICAL.Component;
  try {
    // A byte-order mark (some exporters write one) is not part of the first line.
    const parsed = ICAL.parse(text.replace(/^\uFEFF/, ''));
    // One calendar, or the first of several in one file.
    const first = Array.isArray(parsed[0]) ? (parsed[0] as unknown[]) : parsed;
    root = new ICAL.Component(first as unknown as ICAL.Component['jCal']);
  } catch (error) {
    throw new InvalidCalendar('unparsable', { cause: error });
  }
  if (root.name !== 'vcalendar') throw new InvalidCalendar('not a VCALENDAR');
  const horizon = addMonths(today, 12 * (MOVE_IN_MAX_YEARS + 1));
  const zones = new Map<string, ICAL.Timezone>();
  const events: ImportedEvent[] = [];
  const seen = new Map<string, number>();
  try {
    for (const zone of root.getAllSubcomponents('vtimezone')) {
      const tzid = zone.getFirstPropertyValue('tzid');
      if (typeof tzid === 'string') zones.set(tzid, new ICAL.Timezone(zone));
    }
    for (const event of root.getAllSubcomponents('vevent')) {
      const status = String(event.getFirstPropertyValue('status') ?? '').toUpperCase();
      const transp = String(event.getFirstPropertyValue('transp') ?? '').toUpperCase();
      if (status === 'CANCELLED' || transp === 'TRANSPARENT') continue;
      const days = eventDays(event, zones);
      if (!days) continue;
      const [start, rawEnd] = days;
      if (rawEnd <= today || start >= horizon) continue;
      const end = rawEnd > horizon ? horizon : rawEnd;
      const rawUid = event.getFirstPropertyValue('uid');
      const base = (typeof rawUid === 'string' && rawUid.trim() ? rawUid.trim() : `${start}/${end}`).slice(
        0,
        255,
      );
      // A UID seen twice (a recurrence's changed occurrence): each keeps a key of its own.
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      events.push({ uid: count === 0 ? base : `${base}#${count}`, start, end });
    }
  } catch (error) {
    throw new InvalidCalendar('malformed event', { cause: error });
  }
  events.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.end < b.end ? -1 : 1));
  return events.slice(0, ICAL_EVENTS_MAX);
}
