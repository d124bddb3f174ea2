import type {
  AvailabilityPeriod,
  CalendarExport,
  ExternalCalendar,
  Language,
  UnitAvailability,
} from '@convive/sdk';
import { ERRORS } from '../../errors';
import type { CalendarExportRow, ExternalCalendarRow, PeriodView } from './queries';

/*
 * The calendar between the tables and the contract. Unit 0 is the whole home (`room: null`). A
 * fetch failure is stored as a code ('blocked_address', 'http_status:503', 'invalid_ical'…) and
 * worded here, in the reader's language, each time it is read.
 */

export const HOME_UNIT = 0;

export const roomOfUnit = (unit: number): number | null => (unit === HOME_UNIT ? null : unit);
export const unitOfRoom = (room: number | null | undefined): number => room ?? HOME_UNIT;

/** A period as the reader may see it: days and kind for everyone; note, source and tenant for the owner. */
export function periodOut(row: PeriodView, owner: boolean): AvailabilityPeriod {
  return {
    id: row.id,
    room: roomOfUnit(row.unit),
    kind: row.kind,
    start: row.start_date,
    end: row.end_date,
    note: owner ? row.note : '',
    source: owner && row.kind === 'external' ? row.source : null,
    tenant_name: owner && row.kind === 'held' ? row.tenant_name : null,
    request: owner && row.kind === 'held' ? row.request_id : null,
  };
}

/** What a unit is, before its periods are read. */
export interface UnitFacts {
  unit: number;
  title: string;
  available_from: string;
  min_stay_months: number;
  max_stay_months: number | null;
}

/**
 * The first day on or after `from` (and the unit's `available_from`) that no period covers, before
 * `to`; null when the window has none. `periods` are the unit's, by start.
 */
export function nextFree(
  periods: readonly Pick<PeriodView, 'start_date' | 'end_date'>[],
  from: string,
  to: string,
  availableFrom: string,
): string | null {
  let day = availableFrom > from ? availableFrom : from;
  for (const period of periods) {
    if (period.start_date > day) break;
    if (period.end_date > day) day = period.end_date;
  }
  return day < to ? day : null;
}

export function unitOut(
  facts: UnitFacts,
  periods: readonly PeriodView[],
  window: { from: string; to: string },
  owner: boolean,
): UnitAvailability {
  return {
    room: roomOfUnit(facts.unit),
    title: facts.title,
    available_from: facts.available_from,
    min_stay_months: facts.min_stay_months,
    max_stay_months: facts.max_stay_months,
    next_free: nextFree(periods, window.from, window.to, facts.available_from),
    periods: periods.map((row) => periodOut(row, owner)),
  };
}

/** The `.ics` address of a token, on the API's origin. */
export function exportUrl(origin: string, token: string): string {
  return `${origin}/api/calendars/${token}.ics`;
}

export function exportOut(row: CalendarExportRow, origin: string): CalendarExport {
  return {
    property: row.property_id,
    room: roomOfUnit(row.unit),
    url: exportUrl(origin, row.token),
    created_at: row.created_at,
  };
}

/** A stored failure, worded: the fetcher's reason, the HTTP status, or a file that is no calendar. */
export function calendarError(stored: string | null, language: Language): ExternalCalendar['last_error'] {
  if (!stored) return null;
  if (stored === 'invalid_ical') return { code: stored, message: ERRORS.calendarInvalid.in(language) };
  const status = /^http_status:(\d{3})$/.exec(stored);
  if (status)
    return {
      code: 'http_status',
      message: ERRORS.calendarHttpStatus({ status: Number(status[1]) }).in(language),
    };
  return { code: stored, message: ERRORS.calendarFetchFailed({ reason: stored }).in(language) };
}

export function calendarOut(row: ExternalCalendarRow, language: Language): ExternalCalendar {
  return {
    id: row.id,
    property: row.property_id,
    room: roomOfUnit(row.unit),
    url: row.url,
    source: row.source,
    last_fetched_at: row.last_fetched_at,
    last_ok_at: row.last_ok_at,
    last_error: calendarError(row.last_error, language),
    events: row.events,
    created_at: row.created_at,
  };
}

/** Where an imported calendar comes from, as its days are labelled: the portal's name, else the host. */
export function calendarSource(url: string): string {
  let host = '';
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return '';
  }
  const under = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  // Airbnb serves calendars from each country's domain: airbnb.es, airbnb.co.uk…
  if (/(^|\.)airbnb(\.[a-z]{2,})+$/.test(host)) return 'Airbnb';
  if (under('booking.com')) return 'Booking.com';
  if (under('google.com')) return 'Google';
  return host;
}
