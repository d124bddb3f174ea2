import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarWeeks,
  daysInMonth,
  isCalendarDate,
  isWeekday,
  todayIn,
  weekdayIndexMondayFirst,
} from './calendarDates';

describe('isCalendarDate', () => {
  it('accepts real dates', () => {
    expect(isCalendarDate('2026-01-01')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('0000-01-01')).toBe(true);
    expect(isCalendarDate('9999-12-31')).toBe(true);
  });

  it('rejects impossible days and months', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
    expect(isCalendarDate('2026-01-00')).toBe(false);
  });

  it('rejects other formats and non-texts', () => {
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('01/02/2026')).toBe(false);
    expect(isCalendarDate('2026-01-01T00:00:00Z')).toBe(false);
    expect(isCalendarDate(' 2026-01-01')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
    expect(isCalendarDate(20260101)).toBe(false);
  });
});

describe('daysInMonth', () => {
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2026, 1)).toBe(31);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('throws for a month outside 1–12', () => {
    expect(() => daysInMonth(2026, 0)).toThrow(RangeError);
    expect(() => daysInMonth(2026, 13)).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('adds and subtracts days', () => {
    expect(addDays('2026-03-10', 1)).toBe('2026-03-11');
    expect(addDays('2026-03-10', -10)).toBe('2026-02-28');
    expect(addDays('2026-03-10', 0)).toBe('2026-03-10');
  });

  it('crosses months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('ignores daylight-saving changes (works in UTC)', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });

  it('handles years below 100 without the 19xx shift', () => {
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(addDays('0001-01-01', -1)).toBe('0000-12-31');
  });

  it('throws for an invalid date, a fractional n or an out-of-range result', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('hoy', 1)).toThrow(RangeError);
    expect(() => addDays('2026-01-01', 1.5)).toThrow(RangeError);
    expect(() => addDays('2026-01-01', Number.NaN)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
  });
});

describe('addMonths', () => {
  it('clamps the day to the end of a shorter month', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('keeps the day when it exists', () => {
    expect(addMonths('2026-01-15', 3)).toBe('2026-04-15');
    expect(addMonths('2026-10-31', 2)).toBe('2026-12-31');
    expect(addMonths('2026-05-20', 0)).toBe('2026-05-20');
  });

  it('crosses years both ways', () => {
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-06-01', 24)).toBe('2028-06-01');
    expect(addMonths('2026-06-01', -18)).toBe('2024-12-01');
  });

  it('throws for an invalid date, a fractional n or an out-of-range year', () => {
    expect(() => addMonths('2026-02-31', 1)).toThrow(RangeError);
    expect(() => addMonths('2026-01-01', 0.5)).toThrow(RangeError);
    expect(() => addMonths('9999-12-01', 1)).toThrow(RangeError);
  });
});

describe('weekdayIndexMondayFirst and isWeekday', () => {
  it('numbers a whole week from Monday = 0 to Sunday = 6', () => {
    // 2026-06-01 is a Monday.
    const week = [
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-07',
    ];
    expect(week.map(weekdayIndexMondayFirst)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(week.map(isWeekday)).toEqual([true, true, true, true, true, false, false]);
  });

  it('knows some fixed dates', () => {
    expect(weekdayIndexMondayFirst('2000-01-01')).toBe(5); // Saturday
    expect(weekdayIndexMondayFirst('2024-02-29')).toBe(3); // Thursday
    expect(isWeekday('2026-12-25')).toBe(true); // Friday
    expect(isWeekday('2027-01-03')).toBe(false); // Sunday
  });

  it('throws for an invalid date', () => {
    expect(() => isWeekday('2026-02-30')).toThrow(RangeError);
    expect(() => weekdayIndexMondayFirst('')).toThrow(RangeError);
  });
});

describe('todayIn', () => {
  it("gives Madrid's date, which can differ from the UTC date", () => {
    expect(todayIn('Europe/Madrid', new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(todayIn('Europe/Madrid', new Date('2026-07-31T21:59:59Z'))).toBe('2026-07-31');
    expect(todayIn('Europe/Madrid', new Date('2026-07-31T22:00:00Z'))).toBe('2026-08-01');
    expect(todayIn('Europe/Madrid', new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('defaults the time zone to Europe/Madrid', () => {
    expect(todayIn(undefined, new Date('2026-01-01T23:30:00Z'))).toBe('2026-01-02');
  });

  it('honours other zones', () => {
    const instant = new Date('2026-01-01T02:00:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-01-01');
    expect(todayIn('America/New_York', instant)).toBe('2025-12-31');
    expect(todayIn('Asia/Tokyo', new Date('2026-01-01T16:00:00Z'))).toBe('2026-01-02');
  });

  it('returns a valid calendar date for the real clock', () => {
    expect(isCalendarDate(todayIn())).toBe(true);
  });

  it('throws for an unknown zone or an invalid instant', () => {
    expect(() => todayIn('Mars/Olympus', new Date())).toThrow(RangeError);
    expect(() => todayIn('UTC', new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('calendarWeeks', () => {
  it('lays out June 2026 (starts on a Monday) in 5 weeks', () => {
    const weeks = calendarWeeks(2026, 6);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-06-01', inMonth: true });
    expect(weeks[4]?.[1]).toEqual({ date: '2026-06-30', inMonth: true });
    expect(weeks[4]?.[2]).toEqual({ date: '2026-07-01', inMonth: false });
    expect(weeks[4]?.[6]).toEqual({ date: '2026-07-05', inMonth: false });
  });

  it('pads the first week with the previous month', () => {
    // 2026-03-01 is a Sunday: the grid starts on Monday 2026-02-23.
    const weeks = calendarWeeks(2026, 3);
    expect(weeks[0]?.map((c) => c.date)).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(weeks[0]?.map((c) => c.inMonth)).toEqual([false, false, false, false, false, false, true]);
    expect(weeks).toHaveLength(6);
  });

  it('fits February 2027 (Monday 1st, 28 days) in exactly 4 weeks', () => {
    const weeks = calendarWeeks(2027, 2);
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((c) => c.inMonth)).toBe(true);
  });

  it('always gives 7-cell weeks starting on Monday, covering each day of the month once', () => {
    for (let month = 1; month <= 12; month++) {
      const weeks = calendarWeeks(2026, month);
      for (const week of weeks) {
        expect(week).toHaveLength(7);
        expect(weekdayIndexMondayFirst(week[0]?.date ?? '')).toBe(0);
      }
      const inMonth = weeks.flat().filter((c) => c.inMonth);
      expect(inMonth).toHaveLength(daysInMonth(2026, month));
      expect(inMonth[0]?.date).toBe(`2026-${String(month).padStart(2, '0')}-01`);
    }
  });

  it('throws for a month outside 1–12 or a bad year', () => {
    expect(() => calendarWeeks(2026, 0)).toThrow(RangeError);
    expect(() => calendarWeeks(2026, 13)).toThrow(RangeError);
    expect(() => calendarWeeks(2026.5, 1)).toThrow(RangeError);
  });
});
