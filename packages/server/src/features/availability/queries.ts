import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  AvailabilityPeriodsTable,
  CalendarExportsTable,
  Database,
  ExternalCalendarsTable,
} from '../../db/schema';

export type PeriodRow = Selectable<AvailabilityPeriodsTable>;
export type ExternalCalendarRow = Selectable<ExternalCalendarsTable>;
export type CalendarExportRow = Selectable<CalendarExportsTable>;

/** A period with what the owner's view adds: the tenant of a held one, the source of an external one. */
export interface PeriodView extends PeriodRow {
  tenant_name: string | null;
  source: string | null;
}

/** What the calendar needs of a property. */
export interface CalendarProperty {
  id: number;
  owner_id: number;
  title: string;
  status: string;
  is_coliving: boolean;
  created_at: string;
}

/** What the calendar needs of a room. */
export interface CalendarRoom {
  id: number;
  property_id: number;
  title: string;
  available_from: string;
  min_stay_months: number;
  max_stay_months: number | null;
}

/** An external calendar with its property's owner (for the owner-only calls). */
export interface OwnedCalendar extends ExternalCalendarRow {
  owner_id: number;
}

/** Rows per `in (…)` list: well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500;

/** The availability feature's queries: every SQL statement of it. Given a transaction, they run in it. */
export function availabilityQueries(db: Kysely<Database>) {
  return {
    async property(id: number): Promise<CalendarProperty | undefined> {
      const row = await db
        .selectFrom('properties')
        .select(['id', 'owner_id', 'title', 'status', 'is_coliving', 'created_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...row, is_coliving: Boolean(row.is_coliving) };
    },

    rooms(propertyId: number): Promise<CalendarRoom[]> {
      return db
        .selectFrom('rooms')
        .select(['id', 'property_id', 'title', 'available_from', 'min_stay_months', 'max_stay_months'])
        .where('property_id', '=', propertyId)
        .orderBy('id')
        .execute();
    },

    room(id: number): Promise<CalendarRoom | undefined> {
      return db
        .selectFrom('rooms')
        .select(['id', 'property_id', 'title', 'available_from', 'min_stay_months', 'max_stay_months'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The property's listing (one per property; a published one first should there be more). */
    listing(propertyId: number) {
      return db
        .selectFrom('listings')
        .select(['min_stay', 'available_from', 'status'])
        .where('property_id', '=', propertyId)
        .orderBy((eb) => eb.case().when('status', '=', 'published').then(0).else(1).end())
        .orderBy('id')
        .executeTakeFirst();
    },

    /** Whether the home itself (unit 0) has any period. */
    async homeHasPeriods(propertyId: number): Promise<boolean> {
      const row = await db
        .selectFrom('availability_periods')
        .select('id')
        .where('property_id', '=', propertyId)
        .where('unit', '=', 0)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The units' periods that overlap [from, to), by unit and start, with the owner's extras. */
    periods(propertyId: number, units: readonly number[], from: string, to: string): Promise<PeriodView[]> {
      if (units.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('availability_periods as p')
        .leftJoin('property_requests as r', 'r.id', 'p.request_id')
        .leftJoin('external_calendars as c', 'c.id', 'p.calendar_id')
        .selectAll('p')
        .select(['r.tenant_name as tenant_name', 'c.source as source'])
        .where('p.property_id', '=', propertyId)
        .where('p.unit', 'in', units)
        .where('p.start_date', '<', to)
        .where('p.end_date', '>', from)
        .orderBy('p.unit')
        .orderBy('p.start_date')
        .orderBy('p.id')
        .execute();
    },

    /** A unit's periods that have not ended by `day`, by start (the export). */
    unitPeriodsFrom(propertyId: number, unit: number, day: string): Promise<PeriodRow[]> {
      return db
        .selectFrom('availability_periods')
        .selectAll()
        .where('property_id', '=', propertyId)
        .where('unit', '=', unit)
        .where('end_date', '>', day)
        .orderBy('start_date')
        .orderBy('id')
        .execute();
    },

    /** A unit's blocked rows that overlap or touch [start, end). */
    blocksTouching(propertyId: number, unit: number, start: string, end: string): Promise<PeriodRow[]> {
      return db
        .selectFrom('availability_periods')
        .selectAll()
        .where('property_id', '=', propertyId)
        .where('unit', '=', unit)
        .where('kind', '=', 'blocked')
        .where('start_date', '<=', end)
        .where('end_date', '>=', start)
        .orderBy('start_date')
        .orderBy('id')
        .execute();
    },

    async deletePeriods(ids: readonly number[]): Promise<void> {
      for (let at = 0; at < ids.length; at += CHUNK)
        await db
          .deleteFrom('availability_periods')
          .where('id', 'in', ids.slice(at, at + CHUNK))
          .execute();
    },

    /** Every period of one unit, as stored. */
    unitPeriods(propertyId: number, unit: number) {
      return db
        .selectFrom('availability_periods')
        .selectAll()
        .where('property_id', '=', propertyId)
        .where('unit', '=', unit)
        .execute();
    },

    async insertPeriods(rows: readonly Insertable<AvailabilityPeriodsTable>[]): Promise<void> {
      // 10 columns a row: well under either database's parameter limit per statement.
      for (let at = 0; at < rows.length; at += 100)
        await db
          .insertInto('availability_periods')
          .values(rows.slice(at, at + 100))
          .execute();
    },

    // The private export addresses.

    exports(propertyId: number): Promise<CalendarExportRow[]> {
      return db
        .selectFrom('calendar_exports')
        .selectAll()
        .where('property_id', '=', propertyId)
        .orderBy('unit')
        .execute();
    },

    /** Makes the unit's address, or gives it a new token (the old one answers 404 from then on). */
    async putExport(
      propertyId: number,
      unit: number,
      token: string,
      now: string,
    ): Promise<CalendarExportRow> {
      await db
        .deleteFrom('calendar_exports')
        .where('property_id', '=', propertyId)
        .where('unit', '=', unit)
        .execute();
      return db
        .insertInto('calendar_exports')
        .values({ property_id: propertyId, unit, token, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    exportByToken(token: string): Promise<CalendarExportRow | undefined> {
      return db.selectFrom('calendar_exports').selectAll().where('token', '=', token).executeTakeFirst();
    },

    // The imported calendars.

    externalCalendars(propertyId: number): Promise<ExternalCalendarRow[]> {
      return db
        .selectFrom('external_calendars')
        .selectAll()
        .where('property_id', '=', propertyId)
        .orderBy('unit')
        .orderBy('id')
        .execute();
    },

    unitCalendars(propertyId: number, unit: number): Promise<ExternalCalendarRow[]> {
      return db
        .selectFrom('external_calendars')
        .selectAll()
        .where('property_id', '=', propertyId)
        .where('unit', '=', unit)
        .execute();
    },

    calendar(id: number): Promise<OwnedCalendar | undefined> {
      return db
        .selectFrom('external_calendars as c')
        .innerJoin('properties as p', 'p.id', 'c.property_id')
        .selectAll('c')
        .select('p.owner_id')
        .where('c.id', '=', id)
        .executeTakeFirst();
    },

    insertCalendar(values: Insertable<ExternalCalendarsTable>): Promise<ExternalCalendarRow> {
      return db.insertInto('external_calendars').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async updateCalendar(
      id: number,
      values: Partial<Pick<ExternalCalendarRow, 'last_fetched_at' | 'last_ok_at' | 'last_error' | 'events'>>,
    ): Promise<void> {
      await db.updateTable('external_calendars').set(values).where('id', '=', id).execute();
    },

    async deleteCalendar(id: number): Promise<void> {
      await db.deleteFrom('availability_periods').where('calendar_id', '=', id).execute();
      await db.deleteFrom('external_calendars').where('id', '=', id).execute();
    },

    /** Replaces the calendar's external rows with these. */
    /**
     * Replaces a calendar's imported days with `rows`; answers false, writing nothing, when they are
     * the days it already had (most fetches), so an unchanged calendar costs no write and keeps the
     * public search cache.
     */
    async replaceExternal(
      calendarId: number,
      rows: readonly Insertable<AvailabilityPeriodsTable>[],
    ): Promise<boolean> {
      const signature = (r: {
        unit: number;
        start_date: string;
        end_date: string;
        external_uid?: string | null;
      }) => `${r.unit}|${r.start_date}|${r.end_date}|${r.external_uid ?? ''}`;
      const existing = await db
        .selectFrom('availability_periods')
        .select(['unit', 'start_date', 'end_date', 'external_uid'])
        .where('calendar_id', '=', calendarId)
        .execute();
      const before = existing.map(signature).sort();
      const after = rows.map(signature).sort();
      if (before.length === after.length && before.every((s, i) => s === after[i])) return false;
      await db.deleteFrom('availability_periods').where('calendar_id', '=', calendarId).execute();
      await this.insertPeriods(rows);
      return true;
    },

    /** Calendars never fetched or last fetched before `before`, the longest waiting first. */
    async due(before: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('external_calendars')
        .select('id')
        .where((eb) => eb.or([eb('last_fetched_at', 'is', null), eb('last_fetched_at', '<', before)]))
        .orderBy((eb) => eb.case().when('last_fetched_at', 'is', null).then(0).else(1).end())
        .orderBy('last_fetched_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** A deleted room's calendar: its periods, export address and imported calendars go with it. */
    async removeUnit(propertyId: number, unit: number): Promise<void> {
      const calendars = await this.unitCalendars(propertyId, unit);
      for (const calendar of calendars) await this.deleteCalendar(calendar.id);
      await db
        .deleteFrom('availability_periods')
        .where('property_id', '=', propertyId)
        .where('unit', '=', unit)
        .execute();
      await db
        .deleteFrom('calendar_exports')
        .where('property_id', '=', propertyId)
        .where('unit', '=', unit)
        .execute();
    },
  };
}
