import { type Availability, addDays, addMonths, type UnitAvailability } from '@convive/sdk';

/**
 * What a day is for one unit: `free`, `taken` (a held or an external period), `blocked` by the
 * landlord, `before` the unit's `available_from`, or `outside` the window the API answered for.
 */
export type DayState = 'free' | 'taken' | 'blocked' | 'before' | 'outside';

/** A picked stay: `moveOut` is exclusive, as a period's `end` (the move-out day is free for the next tenant). */
export interface AvailabilityRange {
  moveIn: string;
  moveOut: string;
  /** The unit: a room id, or null for the whole home. */
  room: number | null;
}

/** Why a move-out day cannot close the stay, or null when it can. */
export type EndProblem = 'order' | 'notFree' | 'tooShort' | 'tooLong' | null;

/** The state of `date` for `unit` over the window [from, to). */
export function dayState(unit: UnitAvailability, date: string, from: string, to: string): DayState {
  if (date < from || date >= to) return 'outside';
  if (date < unit.available_from) return 'before';
  let blocked = false;
  for (const period of unit.periods) {
    if (date < period.start || date >= period.end) continue;
    // A day both blocked and let reads as taken: that is what stops a tenant.
    if (period.kind !== 'blocked') return 'taken';
    blocked = true;
  }
  return blocked ? 'blocked' : 'free';
}

/** The window's first and last shown day (its `to` is exclusive). */
export function windowOf(availability: Pick<Availability, 'from' | 'to'>): { first: string; last: string } {
  return { first: availability.from, last: addDays(availability.to, -1) };
}

/**
 * Whether [moveIn, moveOut) is a stay the unit can take: every night free, at least `minMonths`
 * and at most `maxMonths` (when there is a maximum) long, inside the window.
 */
export function endProblem(
  unit: UnitAvailability,
  window: { from: string; to: string },
  moveIn: string,
  moveOut: string,
  minMonths: number,
  maxMonths: number | null,
): EndProblem {
  if (moveOut <= moveIn || moveOut > window.to) return 'order';
  for (let day = moveIn; day < moveOut; day = addDays(day, 1)) {
    if (dayState(unit, day, window.from, window.to) !== 'free') return 'notFree';
  }
  if (moveOut < addMonths(moveIn, minMonths)) return 'tooShort';
  if (maxMonths !== null && moveOut > addMonths(moveIn, maxMonths)) return 'tooLong';
  return null;
}

/** The months (first day of each, 'YYYY-MM-01') the window touches, in order. */
export function monthsOf(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = `${first.slice(0, 7)}-01`; month <= last; month = addMonths(month, 1)) months.push(month);
  return months;
}
