import { describe, expect, it } from 'vitest';
import { FIXTURE_FROM, FIXTURE_TO, makePeriod, makeUnit } from './availabilityFixtures';
import { dayState, endProblem, monthsOf, windowOf } from './availabilityModel';

const window = { from: FIXTURE_FROM, to: FIXTURE_TO };

describe('the availability model', () => {
  const unit = makeUnit({
    available_from: '2027-03-10',
    periods: [
      makePeriod('held', '2027-04-01', '2027-05-01'),
      makePeriod('external', '2027-06-01', '2027-06-08'),
      makePeriod('blocked', '2027-07-01', '2027-07-15'),
      // A block over let days: the days read as taken.
      makePeriod('blocked', '2027-04-20', '2027-05-05'),
    ],
  });
  const state = (date: string) => dayState(unit, date, window.from, window.to);

  it('reads each day of a unit: held and external are taken, ends exclusive', () => {
    expect(state('2027-02-28')).toBe('outside');
    expect(state('2027-03-09')).toBe('before');
    expect(state('2027-03-10')).toBe('free');
    expect(state('2027-04-01')).toBe('taken');
    expect(state('2027-04-25')).toBe('taken');
    expect(state('2027-05-01')).toBe('blocked');
    expect(state('2027-05-05')).toBe('free');
    expect(state('2027-06-07')).toBe('taken');
    expect(state('2027-06-08')).toBe('free');
    expect(state('2027-07-14')).toBe('blocked');
    expect(state('2028-02-29')).toBe('free');
    expect(state(FIXTURE_TO)).toBe('outside');
  });

  it('accepts a stay of free nights within the minimum and maximum', () => {
    const ranged = { ...unit, max_stay_months: 2 };
    expect(endProblem(ranged, window, '2027-03-10', '2027-04-01', 1, 2)).toBe('tooShort');
    expect(endProblem(ranged, window, '2027-03-01', '2027-04-01', 1, 2)).toBe('notFree');
    expect(endProblem(ranged, window, '2027-03-10', '2027-03-10', 1, 2)).toBe('order');
    expect(endProblem(ranged, window, '2027-05-05', '2027-06-01', 0, 2)).toBeNull();
    expect(endProblem(ranged, window, '2027-07-15', '2027-10-16', 1, 2)).toBe('tooLong');
    expect(endProblem(ranged, window, '2027-07-15', '2027-09-15', 1, 2)).toBeNull();
    // The window's end is the furthest move-out.
    expect(endProblem(ranged, window, '2028-01-01', FIXTURE_TO, 1, null)).toBeNull();
    expect(endProblem(ranged, window, '2028-01-01', '2028-03-02', 1, null)).toBe('order');
  });

  it('lists the window’s months and its last day', () => {
    expect(windowOf(window)).toEqual({ first: '2027-03-01', last: '2028-02-29' });
    expect(monthsOf('2027-03-15', '2027-06-14')).toEqual([
      '2027-03-01',
      '2027-04-01',
      '2027-05-01',
      '2027-06-01',
    ]);
  });
});
