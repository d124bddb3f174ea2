import {
  type Availability,
  type AvailabilityPeriod,
  addDays,
  type CalendarChange,
  daysInMonth,
  isApiError,
  type UnitAvailability,
} from '@convive/sdk';

/*
 * The calendar's rules without React: which state a unit's day is in, the days of a month, what the
 * block/unblock form sends and how the server's answers come back into the screen.
 */

/** How far ahead the grid goes: this month and the next 11 (the server's default window). */
export const MONTHS_SHOWN = 12;

/** A unit in the form and the grid: the room's id, or 'home' for the whole home (room null). */
export type UnitKey = string;

export const unitKey = (room: number | null): UnitKey => (room === null ? 'home' : String(room));
export const unitRoom = (key: UnitKey): number | null => (key === 'home' ? null : Number(key));

export type DayState =
  | { kind: 'free' }
  | { kind: 'before' }
  | { kind: 'held'; period: AvailabilityPeriod }
  | { kind: 'blocked'; period: AvailabilityPeriod }
  | { kind: 'external'; period: AvailabilityPeriod };

/** What wins when periods overlap on one day: a tenant over an import over the landlord's own block. */
const PRIORITY: Record<AvailabilityPeriod['kind'], number> = { held: 3, external: 2, blocked: 1 };

/** A unit's day: in a period ([start, end)), before its `available_from`, or free. */
export function dayState(unit: UnitAvailability, day: string): DayState {
  let found: AvailabilityPeriod | null = null;
  for (const period of unit.periods) {
    if (period.start <= day && day < period.end && (!found || PRIORITY[period.kind] > PRIORITY[found.kind]))
      found = period;
  }
  if (found) return { kind: found.kind, period: found } as DayState;
  if (day < unit.available_from) return { kind: 'before' };
  return { kind: 'free' };
}

/** Held and imported days: neither a block nor an unblock changes them. */
export const isFixed = (state: DayState) => state.kind === 'held' || state.kind === 'external';

/** The first day of the month `offset` months after the one of `day` (both 'YYYY-MM-DD'). */
export function monthStart(day: string, offset = 0): string {
  const [year = 1970, month = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + offset;
  const y = Math.floor(index / 12);
  return `${String(y).padStart(4, '0')}-${String(index - y * 12 + 1).padStart(2, '0')}-01`;
}

/** Every day of the month that starts on `first`. */
export function monthDays(first: string): string[] {
  const [year = 1970, month = 1] = first.split('-').map(Number);
  return Array.from({ length: daysInMonth(year, month) }, (_, index) => addDays(first, index));
}

/** The grid's rows: the whole home first (it spans every room), then the rooms as the server orders them. */
export function orderedUnits(availability: Availability): UnitAvailability[] {
  return [...availability.units].sort((a, b) => Number(a.room !== null) - Number(b.room !== null));
}

/** True when no unit has any period in the window: everything is free. */
export const allFree = (availability: Availability) =>
  availability.units.every((unit) => unit.periods.length === 0);

/**
 * The answer of a change in place of the grid's data. The answer's window may start later than the
 * grid's (today rather than the month's first day): the grid's periods that end before it stay, as
 * no change can reach past days.
 */
export function mergeAvailability(current: Availability | undefined, answer: Availability): Availability {
  if (!current || answer.from <= current.from) return answer;
  const units = answer.units.map((unit) => {
    const before = current.units.find((old) => old.room === unit.room);
    const kept = (before?.periods ?? []).filter((period) => period.end <= answer.from);
    return { ...unit, periods: [...kept, ...unit.periods] };
  });
  return { ...answer, from: current.from, units };
}

/** The block/unblock form: the units ticked, the first and the last day (inclusive) and a note. */
export interface ChangeValues {
  units: UnitKey[];
  start: string;
  end: string;
  note: string;
}

export const EMPTY_CHANGE: ChangeValues = { units: [], start: '', end: '', note: '' };

export type ChangeField = 'units' | 'start' | 'end' | 'note';
export type ChangeErrors = Partial<Record<ChangeField | 'form', string>>;

export interface ChangeChecks {
  unitsRequired: string;
  startRequired: string;
  endRequired: string;
  endBeforeStart: string;
}

/** The checks made before sending, with the screen's own words. */
export function localChangeErrors(values: ChangeValues, copy: ChangeChecks): ChangeErrors {
  const errors: ChangeErrors = {};
  if (values.units.length === 0) errors.units = copy.unitsRequired;
  if (!values.start) errors.start = copy.startRequired;
  if (!values.end) errors.end = copy.endRequired;
  else if (values.start && values.end < values.start) errors.end = copy.endBeforeStart;
  return errors;
}

/** The body of POST /properties/{id}/calendar/: the UI's last day is included, the API's end is not. */
export function changeBody(action: CalendarChange['action'], values: ChangeValues): CalendarChange {
  const note = values.note.trim();
  return {
    action,
    units: values.units.map(unitRoom),
    start: values.start,
    end: addDays(values.end, 1),
    ...(action === 'block' && note ? { note } : {}),
  };
}

function firstText(value: unknown): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

const FIELDS: readonly string[] = ['units', 'start', 'end', 'note'];

/**
 * A 400's messages by field (`{end: [...]}`, `{units: [...]}`, `{'units.1': [...]}`), the rest
 * (`non_field_errors`, `detail`) as the form's. Null when the failure is not a validation answer.
 */
export function serverErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F | 'form', string>> | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const result: Partial<Record<F | 'form', string>> = {};
  for (const [key, value] of Object.entries(error.data)) {
    const message = firstText(value);
    if (!message) continue;
    const field = key.split('.')[0] as F;
    if ((fields as readonly string[]).includes(field)) result[field] ??= message;
    else result.form ??= message;
  }
  return result;
}

export const changeErrors = (error: unknown): ChangeErrors | null =>
  serverErrors(error, FIELDS as readonly ChangeField[]);

/** The message of any other failure that says why (`detail`): a 403, a 429. */
export function detailMessage(error: unknown): string | null {
  return isApiError(error) ? firstText(error.data.detail) : null;
}

/*
 * The screen's query keys, under the property family (`['properties', …]`), so a save of the home or
 * its rooms (which refreshes that family) refreshes its calendar too.
 */
export const calendarKeys = {
  of: (property: number) => ['properties', 'calendar', property] as const,
  availability: (property: number, from: string) =>
    ['properties', 'calendar', property, 'availability', from] as const,
  availabilityAll: (property: number) => ['properties', 'calendar', property, 'availability'] as const,
  exports: (property: number) => ['properties', 'calendar', property, 'exports'] as const,
  external: (property: number) => ['properties', 'calendar', property, 'external'] as const,
};
