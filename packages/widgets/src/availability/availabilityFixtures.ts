import type { Availability, AvailabilityPeriod, UnitAvailability } from '@convive/sdk';

/**
 * Availability answers for stories and tests, shaped by the sdk's `availabilitySchema`: a window of
 * twelve months from Monday 1 March 2027 (fixed, so every story shows the same months).
 */
export const FIXTURE_FROM = '2027-03-01';
export const FIXTURE_TO = '2028-03-01';

let nextPeriod = 900;

/** A period of a unit, [start, end) as the API sends it (the owner-only fields empty). */
export function makePeriod(
  kind: AvailabilityPeriod['kind'],
  start: string,
  end: string,
  room: number | null = null,
): AvailabilityPeriod {
  nextPeriod += 1;
  return { id: nextPeriod, room, kind, start, end, note: '', source: null, tenant_name: null, request: null };
}

export function makeUnit(overrides: Partial<UnitAvailability> = {}): UnitAvailability {
  return {
    room: null,
    title: 'Piso luminoso en Lavapiés',
    available_from: FIXTURE_FROM,
    min_stay_months: 1,
    max_stay_months: null,
    next_free: FIXTURE_FROM,
    periods: [],
    ...overrides,
  };
}

export function makeAvailability(units: UnitAvailability[] = [makeUnit()]): Availability {
  const free = units.flatMap((unit) => (unit.next_free ? [unit.next_free] : [])).sort();
  return { property: 10, from: FIXTURE_FROM, to: FIXTURE_TO, next_free: free[0] ?? null, units };
}

/**
 * A whole home: let until 1 April, blocked for a week in May, taken again from 1 July (an Airbnb
 * booking imported) to 1 September; available from 1 March.
 */
export const homeAvailability = makeAvailability([
  makeUnit({
    next_free: '2027-04-01',
    periods: [
      makePeriod('held', '2027-01-01', '2027-04-01'),
      makePeriod('blocked', '2027-05-10', '2027-05-17'),
      makePeriod('external', '2027-07-01', '2027-09-01'),
    ],
  }),
]);

/** Nothing let or blocked: every day of the window is free. */
export const freeAvailability = makeAvailability([makeUnit()]);

/** Let for most of the year: one free fortnight in June, then free from 1 January. */
export const mostlyBookedAvailability = makeAvailability([
  makeUnit({
    next_free: '2027-06-01',
    periods: [
      makePeriod('held', '2026-09-01', '2027-06-01'),
      makePeriod('held', '2027-06-15', '2027-09-01'),
      makePeriod('external', '2027-09-01', '2027-12-20'),
      makePeriod('blocked', '2027-12-20', '2028-01-01'),
    ],
  }),
]);

/** A coliving: three rooms, each with its own calendar; the third one is not available before mid-April. */
export const colivingAvailability = makeAvailability([
  makeUnit({
    room: 21,
    title: 'Habitación exterior con balcón',
    next_free: '2027-03-01',
    min_stay_months: 3,
    periods: [makePeriod('held', '2027-06-01', '2027-09-01', 21)],
  }),
  makeUnit({
    room: 22,
    title: 'Habitación doble con baño',
    next_free: '2027-05-01',
    periods: [
      makePeriod('held', '2026-10-01', '2027-05-01', 22),
      makePeriod('held', '2027-08-01', '2027-09-01', 22),
    ],
  }),
  makeUnit({
    room: 23,
    title: 'Habitación interior',
    available_from: '2027-04-15',
    next_free: '2027-04-15',
    periods: [makePeriod('held', '2027-08-01', '2027-09-01', 23)],
  }),
]);
