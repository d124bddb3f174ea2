import * as z from 'zod/mini';
import {
  dateSchema,
  dateTimeSchema,
  idInput,
  idSchema,
  numeric,
  optionalText,
  outboundUrlSchema,
} from './common';
import {
  AVAILABILITY_KINDS,
  AVAILABILITY_MONTHS_MAX,
  CALENDAR_NOTE_MAX,
  CALENDAR_UNITS_MAX,
  CALENDAR_URL_MAX,
} from './constants';
import { SCHEMA_MESSAGES } from './schemaMessages';

/**
 * Homes rented for periods (docs/adr/0175-rental-periods.md, 0176-calendar-sync.md). A unit is a
 * room (`room`: its id) or the whole home (`room: null`). Days are 'YYYY-MM-DD' in Europe/Madrid; a
 * period's `end` is exclusive: the move-out day is free for the next tenant.
 */

export const availabilityPeriodSchema = z.object({
  id: idSchema,
  /** The room, or null for the whole home. */
  room: z.nullable(idSchema),
  kind: z.enum(AVAILABILITY_KINDS),
  start: dateSchema,
  end: dateSchema,
  /** The landlord's note on a block: the owner only ('' for everyone else). */
  note: z._default(z.string(), ''),
  /** An external period's source ('Airbnb', 'Booking.com', 'Google', or the host): the owner only. */
  source: z._default(z.nullable(z.string()), null),
  /** A held period's tenant and request: the owner only. */
  tenant_name: z._default(z.nullable(z.string()), null),
  request: z._default(z.nullable(idSchema), null),
});
export type AvailabilityPeriod = z.infer<typeof availabilityPeriodSchema>;

/** One unit's calendar over the window asked for. */
export const unitAvailabilitySchema = z.object({
  room: z.nullable(idSchema),
  /** The room's title, or the property's for the whole home. */
  title: z.string(),
  available_from: dateSchema,
  min_stay_months: z.number().check(z.int()),
  max_stay_months: z.nullable(z.number().check(z.int())),
  /** The first free day on or after the window's start (and `available_from`), or null when none in it. */
  next_free: z.nullable(dateSchema),
  /** The periods that overlap the window, by start. */
  periods: z.array(availabilityPeriodSchema),
});
export type UnitAvailability = z.infer<typeof unitAvailabilitySchema>;

/**
 * A property's (or one room's) availability: each unit's periods over [from, to). A coliving lists
 * its rooms (and the home, when it is also let whole); a traditional rental its home.
 */
export const availabilitySchema = z.object({
  property: idSchema,
  from: dateSchema,
  /** Exclusive. */
  to: dateSchema,
  /** The earliest next free day among the units, or null. */
  next_free: z.nullable(dateSchema),
  units: z.array(unitAvailabilitySchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const availabilityQuerySchema = z.object({
  /** The window's first day (default: today in Madrid). */
  from: z.optional(dateSchema),
  /** The window's length in months (default AVAILABILITY_MONTHS_DEFAULT). */
  months: z.optional(numeric(z.number().check(z.int(), z.gte(1), z.lte(AVAILABILITY_MONTHS_MAX)))),
});
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

/** Body of POST /properties/{id}/calendar/: block or unblock [start, end) on one or several units. */
export const calendarChangeSchema = z
  .object({
    action: z.enum(['block', 'unblock'], { error: SCHEMA_MESSAGES.calendarAction }),
    /** Room ids, and null for the whole home. */
    units: z
      .array(z.nullable(idInput))
      .check(z.minLength(1, SCHEMA_MESSAGES.calendarUnits), z.maxLength(CALENDAR_UNITS_MAX)),
    start: dateSchema,
    /** Exclusive: blocking 1–3 March is start 2027-03-01, end 2027-03-04. */
    end: dateSchema,
    note: z.optional(optionalText(CALENDAR_NOTE_MAX)),
  })
  .check(z.refine((v) => v.end > v.start, { message: SCHEMA_MESSAGES.calendarEndAfterStart, path: ['end'] }));
export type CalendarChange = z.input<typeof calendarChangeSchema>;

/** A unit's private iCal export address (its token regenerates on request). */
export const calendarExportSchema = z.object({
  property: idSchema,
  room: z.nullable(idSchema),
  /** The `.ics` address to paste into Airbnb, Booking or Google: it is the only key. */
  url: z.string(),
  created_at: dateTimeSchema,
});
export type CalendarExport = z.infer<typeof calendarExportSchema>;

export const calendarExportCreateSchema = z.object({
  room: z._default(z.nullable(idInput), null),
});
export type CalendarExportCreate = z.input<typeof calendarExportCreateSchema>;

const calendarUrlSchema = outboundUrlSchema(CALENDAR_URL_MAX, {
  url: SCHEMA_MESSAGES.calendarUrl,
  max: SCHEMA_MESSAGES.urlMax,
});

/** An iCal calendar imported into one unit, fetched every EXTERNAL_CALENDAR_REFRESH_MINUTES. */
export const externalCalendarSchema = z.object({
  id: idSchema,
  property: idSchema,
  room: z.nullable(idSchema),
  url: z.string(),
  source: z.string(),
  last_fetched_at: z.nullable(dateTimeSchema),
  last_ok_at: z.nullable(dateTimeSchema),
  /** Why the last fetch failed, worded in the reader's language; the calendar kept what it had. */
  last_error: z.nullable(z.object({ code: z.string(), message: z.string() })),
  /** The events the last good fetch imported. */
  events: z.number().check(z.int(), z.gte(0)),
  created_at: dateTimeSchema,
});
export type ExternalCalendar = z.infer<typeof externalCalendarSchema>;

export const externalCalendarCreateSchema = z.object({
  room: z._default(z.nullable(idInput), null),
  url: calendarUrlSchema,
});
export type ExternalCalendarCreate = z.input<typeof externalCalendarCreateSchema>;
