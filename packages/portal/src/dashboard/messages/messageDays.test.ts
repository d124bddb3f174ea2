import { describe, expect, it } from 'vitest';
import { dayLabel, dayOf, groupByDay, timeOf } from './messageDays';

const words = { today: 'Hoy', yesterday: 'Ayer' };

describe('dayLabel', () => {
  // 2026-11-26 is a Thursday.
  const today = '2026-11-26';
  it('says today and yesterday', () => {
    expect(dayLabel('2026-11-26', today, 'es', words)).toBe('Hoy');
    expect(dayLabel('2026-11-25', today, 'es', words)).toBe('Ayer');
  });
  it('names the weekday within the week that started on Monday', () => {
    expect(dayLabel('2026-11-23', today, 'es', words)).toBe('lunes');
  });
  it('gives a date before Monday, with the year only for another year', () => {
    expect(dayLabel('2026-11-22', today, 'es', words)).toBe('22 de noviembre');
    expect(dayLabel('2025-12-31', today, 'es', words)).toBe('31 de diciembre de 2025');
  });
  it('on a Monday, Sunday is yesterday and Saturday a date', () => {
    expect(dayLabel('2026-11-29', '2026-11-30', 'es', words)).toBe('Ayer');
    expect(dayLabel('2026-11-28', '2026-11-30', 'es', words)).toBe('28 de noviembre');
  });
});

describe('groupByDay', () => {
  it('groups by the day in Madrid, oldest first', () => {
    const items = [
      { at: '2026-11-25T22:30:00Z' }, // 23:30 in Madrid, the 25th
      { at: '2026-11-25T23:30:00Z' }, // 00:30 in Madrid, the 26th
      { at: '2026-11-26T10:00:00Z' },
    ];
    const days = groupByDay(items, (item) => item.at, {
      now: new Date('2026-11-26T12:00:00Z'),
      locale: 'es',
      words,
    });
    expect(days.map((day) => [day.date, day.label, day.items.length])).toEqual([
      ['2026-11-25', 'Ayer', 1],
      ['2026-11-26', 'Hoy', 2],
    ]);
  });
  it('reads times in Madrid', () => {
    expect(dayOf('2026-11-25T23:30:00Z')).toBe('2026-11-26');
    expect(timeOf('2026-11-26T10:05:00Z', 'es')).toBe('11:05');
  });
});
