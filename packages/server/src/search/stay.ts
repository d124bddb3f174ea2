import { addDays, addMonths } from '@convive/sdk';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../db/database';

/**
 * The stay a search asks for (`move_in` with `move_out` or `months`, docs/adr/0175-rental-periods.md),
 * and the SQL that tells whether a unit is free for it. Days are 'YYYY-MM-DD' text on both databases,
 * so they compare as text.
 */
export interface Stay {
  moveIn: string;
  /** Exclusive: the move-out day is free for the next tenant. */
  moveOut: string;
  /**
   * Its length in whole months (a minimum stay must fit in them) and in months begun (a maximum
   * stay must hold them all); null for a move-in day alone, which no stay limit applies to.
   */
  fullMonths: number | null;
  monthsBegun: number | null;
}

/**
 * The stay of a search's filters (validated: `move_out` after `move_in`, not both it and `months`),
 * or null without `move_in`. A move-in day alone asks for that day free.
 */
export function stayOf(f: { move_in?: string; move_out?: string; months?: number }): Stay | null {
  const moveIn = f.move_in;
  if (moveIn === undefined) return null;
  if (f.months !== undefined) {
    return { moveIn, moveOut: addMonths(moveIn, f.months), fullMonths: f.months, monthsBegun: f.months };
  }
  if (f.move_out === undefined) {
    return { moveIn, moveOut: addDays(moveIn, 1), fullMonths: null, monthsBegun: null };
  }
  const moveOut = f.move_out;
  const [y1, m1] = moveIn.split('-').map(Number) as [number, number];
  const [y2, m2] = moveOut.split('-').map(Number) as [number, number];
  // The calendar months between them, one fewer when the day of the month is not reached yet.
  let full = (y2 - y1) * 12 + (m2 - m1);
  while (full > 0 && addMonths(moveIn, full) > moveOut) full -= 1;
  return {
    moveIn,
    moveOut,
    fullMonths: full,
    monthsBegun: addMonths(moveIn, full) < moveOut ? full + 1 : full,
  };
}

/**
 * True when no period of `unit` (held, blocked or external) overlaps the stay: start before the
 * move-out and end after the move-in (a period ending on the move-in day leaves it free). Read
 * through `availability_periods_unit` (unit, end_date, start_date); `property` narrows the whole
 * home's unit 0, which every home shares, through `availability_periods_property`.
 */
export function unitFree(
  unit: RawBuilder<number>,
  stay: Stay,
  property?: RawBuilder<number>,
): RawBuilder<SqlBool> {
  // A room's probe says `unit > 0` too (a room's id is never 0): the whole homes' unit-0 periods,
  // which sort first in the index, are then skipped when PostgreSQL merges the index with the rooms.
  const ofProperty = property ? sql`and ap.property_id = ${property} ` : sql`and ap.unit > 0 `;
  return sql<SqlBool>`not exists (select 1 from availability_periods ap where ap.unit = ${unit} ${ofProperty}and ap.end_date > ${stay.moveIn} and ap.start_date < ${stay.moveOut})`;
}

/**
 * A room (the table or alias `r`) that can be rented for the stay: available from the move-in day
 * on, its minimum and maximum stay allowing it, and free for the whole of it. With `dialect`
 * 'postgres', free is read from the room's row: `busy`, its periods as one multirange (migration
 * 035), which spares the room search a join with the periods; otherwise by `unitFree`.
 */
export function roomFreeFor(r: string, stay: Stay, dialect?: Dialect): RawBuilder<SqlBool> {
  const ref = (column: string) => sql.ref(`${r}.${column}`);
  const free =
    dialect === 'postgres'
      ? sql<SqlBool>`not (${ref('busy')} && daterange(${stay.moveIn}::date, ${stay.moveOut}::date))`
      : unitFree(sql.ref<number>(`${r}.id`), stay);
  const limits =
    stay.fullMonths === null || stay.monthsBegun === null
      ? sql``
      : sql` and ${ref('min_stay_months')} <= ${stay.fullMonths} and (${ref('max_stay_months')} is null or ${ref('max_stay_months')} >= ${stay.monthsBegun})`;
  return sql<SqlBool>`(${ref('available_from')} <= ${stay.moveIn}${limits} and ${free})`;
}

/** The rooms of the property row `properties` one can rent for the stay (status available, free, limits met). */
function freeRooms(stay: Stay) {
  return sql`from rooms r where r.property_id = properties.id and r.status = 'available' and ${roomFreeFor('r', stay)}`;
}

/**
 * The property row `properties` can be rented for the stay: a coliving home by one of its rooms
 * (`freeRooms`); any other as a whole, its unit 0 free and its listing (the first, as an application
 * is checked against: features/requests/periods.ts) available from the move-in day with a minimum
 * stay the stay meets.
 */
export function propertyFreeFor(stay: Stay): RawBuilder<SqlBool> {
  const id = sql.ref<number>('properties.id');
  const listingAllows =
    stay.fullMonths === null
      ? sql`l.available_from > ${stay.moveIn}`
      : sql`(l.available_from > ${stay.moveIn} or l.min_stay > ${stay.fullMonths})`;
  return sql<SqlBool>`((properties.is_coliving = 1 and exists (select 1 ${freeRooms(stay)})) or (properties.is_coliving <> 1 and ${unitFree(sql.lit(0), stay, id)} and not exists (select 1 from listings l where l.id = (select min(l0.id) from listings l0 where l0.property_id = ${id}) and ${listingAllows})))`;
}

/**
 * The price a property's card shows for the stay (`shownPrice` otherwise): a coliving home's
 * cheapest room free for it, any other's the usual one. Only meaningful with `propertyFreeFor`.
 */
export function stayPrice(stay: Stay): RawBuilder<number> {
  return sql<number>`(case when properties.is_coliving = 1 then (select min(r.price_monthly) ${freeRooms(stay)}) else properties.search_price end)`;
}
