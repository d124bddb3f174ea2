import { addMonths, MOVE_IN_MAX_YEARS, todayIn } from '@convive/sdk';
import type { Insertable, Kysely } from 'kysely';
import type { AvailabilityPeriodsTable, Database, PropertyRequestRow } from '../../db/schema';
import { ERRORS, fieldError } from '../../errors';

/*
 * A request's period and the units it takes (docs/adr/0175-rental-periods.md): the stay rules a
 * request is checked against, and the queries that tell whether its days are free, hold them when it
 * is accepted and free them when it is released. Days are 'YYYY-MM-DD' in Europe/Madrid; a period's
 * end is exclusive, so two periods overlap when each starts before the other ends.
 */

/** The zone of the periods' days: "today" for a move-in is Madrid's today. */
export const PERIOD_TIME_ZONE = 'Europe/Madrid';

/** What a unit allows: its first free day and its stay limits in months (null: none). */
export interface StayRules {
  availableFrom: string | null;
  minMonths: number | null;
  maxMonths: number | null;
}

/** The move-out day a request gives: `move_out`, or `months` after the move-in (clamped to the month's end). */
export function moveOutOf(
  moveIn: string | null,
  moveOut: string | null | undefined,
  months: number | null | undefined,
): string | null {
  if (moveOut) return moveOut;
  if (moveIn && months != null) return addMonths(moveIn, months);
  return null;
}

/** Refuses a move-in in the past (Madrid's today), too far ahead, or before the unit is available. */
export function checkMoveIn(moveIn: string, today: string, availableFrom: string | null): void {
  if (moveIn < today) throw fieldError('move_in', ERRORS.moveInPast);
  if (moveIn > addMonths(today, 12 * MOVE_IN_MAX_YEARS))
    throw fieldError('move_in', ERRORS.moveInTooFar({ years: MOVE_IN_MAX_YEARS }));
  if (availableFrom && moveIn < availableFrom)
    throw fieldError('move_in', ERRORS.moveInBeforeAvailable({ date: availableFrom }));
}

/** Refuses a stay shorter than the minimum or longer than the maximum: N months end on move-in + N months. */
export function checkStay(
  moveIn: string,
  moveOut: string,
  rules: Pick<StayRules, 'minMonths' | 'maxMonths'>,
): void {
  if (rules.minMonths != null && rules.minMonths > 0 && moveOut < addMonths(moveIn, rules.minMonths))
    throw fieldError('move_out', ERRORS.stayTooShort({ months: rules.minMonths }));
  if (rules.maxMonths != null && moveOut > addMonths(moveIn, rules.maxMonths))
    throw fieldError('move_out', ERRORS.stayTooLong({ months: rules.maxMonths }));
}

/** Today in the periods' zone. */
export function periodToday(now: Date): string {
  return todayIn(PERIOD_TIME_ZONE, now);
}

/** PostgreSQL's exclusion violation: two held periods of one unit would overlap. */
export function isExclusionViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';
}

/** What a request is about: a room (its id) or the whole home (room null). */
export interface Target {
  propertyId: number;
  roomId: number | null;
}

/** A request's target: a room request names its room; anything else is about the whole home. */
export function targetOf(row: Pick<PropertyRequestRow, 'property_id' | 'request_type' | 'room_id'>): Target {
  return {
    propertyId: row.property_id,
    roomId: row.request_type === 'room' && row.room_id !== null ? row.room_id : null,
  };
}

/** The queries of periods: every SQL statement about a request's days. */
export function periodQueries(db: Kysely<Database>) {
  /** The property's rooms' ids. */
  async function roomIds(propertyId: number): Promise<number[]> {
    const rows = await db.selectFrom('rooms').select('id').where('property_id', '=', propertyId).execute();
    return rows.map((r) => r.id);
  }

  return {
    /** A room's rules, or the whole home's (its listing's date and minimum, no maximum; none without a listing). */
    async rules(target: Target): Promise<StayRules> {
      if (target.roomId !== null) {
        const room = await db
          .selectFrom('rooms')
          .select(['available_from', 'min_stay_months', 'max_stay_months'])
          .where('id', '=', target.roomId)
          .executeTakeFirst();
        return {
          availableFrom: room?.available_from || null,
          minMonths: room?.min_stay_months ?? null,
          maxMonths: room?.max_stay_months ?? null,
        };
      }
      const listing = await db
        .selectFrom('listings')
        .select(['available_from', 'min_stay'])
        .where('property_id', '=', target.propertyId)
        .orderBy('id')
        .executeTakeFirst();
      return {
        availableFrom: listing?.available_from || null,
        minMonths: listing?.min_stay ?? null,
        maxMonths: null,
      };
    },

    /**
     * The units a period of the target is checked on: a room's own unit and the home's (unit 0, so
     * a room created after a whole-home hold is covered); the whole home's unit 0 and every room.
     */
    async checkedUnits(target: Target): Promise<number[]> {
      return target.roomId !== null ? [target.roomId, 0] : [0, ...(await roomIds(target.propertyId))];
    },

    /** The units an accepted period is held on: the room's, or unit 0 and every room of the home. */
    async heldUnits(target: Target): Promise<number[]> {
      return target.roomId !== null ? [target.roomId] : [0, ...(await roomIds(target.propertyId))];
    },

    /** Whether any held, blocked or external period of those units overlaps [start, end). */
    async taken(propertyId: number, units: readonly number[], start: string, end: string): Promise<boolean> {
      const row = await db
        .selectFrom('availability_periods')
        .select('id')
        .where('property_id', '=', propertyId)
        .where('unit', 'in', units)
        .where('start_date', '<', end)
        .where('end_date', '>', start)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Holds [start, end) on each unit for an accepted request. */
    async hold(
      requestId: number,
      propertyId: number,
      units: readonly number[],
      start: string,
      end: string,
      now: string,
    ): Promise<void> {
      const rows: Insertable<AvailabilityPeriodsTable>[] = units.map((unit) => ({
        property_id: propertyId,
        unit,
        kind: 'held',
        start_date: start,
        end_date: end,
        request_id: requestId,
        created_at: now,
      }));
      if (rows.length > 0) await db.insertInto('availability_periods').values(rows).execute();
    },

    /** Frees a request's held days. */
    async release(requestId: number): Promise<void> {
      await db
        .deleteFrom('availability_periods')
        .where('request_id', '=', requestId)
        .where('kind', '=', 'held')
        .execute();
    },

    /**
     * The pending applications an acceptance of `row` answers: those whose period overlaps its own on
     * the same units (a room's: the same room's and the whole home's; the whole home's: every one of
     * the property). Enquiries and applications without a period are never among them.
     */
    overlappingApplications(
      row: Pick<PropertyRequestRow, 'id' | 'property_id' | 'request_type' | 'room_id'>,
      start: string,
      end: string,
    ): Promise<PropertyRequestRow[]> {
      const { roomId } = targetOf(row);
      let query = db
        .selectFrom('property_requests')
        .selectAll()
        .where('property_id', '=', row.property_id)
        .where('id', '!=', row.id)
        .where('status', '=', 'pendiente')
        .where('kind', '=', 'application')
        .where('desired_entry_date', 'is not', null)
        .where('move_out', 'is not', null)
        .where('desired_entry_date', '<', end)
        .where('move_out', '>', start);
      if (roomId !== null)
        query = query.where((eb) =>
          eb.or([
            eb('room_id', '=', roomId),
            eb.or([eb('request_type', '!=', 'room'), eb('room_id', 'is', null)]),
          ]),
        );
      return query.execute();
    },
  };
}
