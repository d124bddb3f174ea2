import { describe, expect, it } from 'vitest';
import { offersCalendar } from './calendarOffer';

/** 10:00 in Madrid (CET) on Monday 23 November 2026. */
const NOW = new Date('2026-11-23T09:00:00Z');

describe('offersCalendar', () => {
  it('offers pending and confirmed visits still to come', () => {
    expect(offersCalendar({ status: 'pendiente', date: '2026-11-24', time: '09:00' }, NOW)).toBe(true);
    expect(offersCalendar({ status: 'confirmada', date: '2026-11-23', time: '10:30' }, NOW)).toBe(true);
  });

  it('offers no cancelled or completed visit, nor one whose Madrid time has passed', () => {
    expect(offersCalendar({ status: 'cancelada', date: '2026-12-01', time: '10:00' }, NOW)).toBe(false);
    expect(offersCalendar({ status: 'completada', date: '2026-11-20', time: '10:00' }, NOW)).toBe(false);
    // 09:30 in Madrid is 08:30Z: gone, though the UTC clock reads 09:00.
    expect(offersCalendar({ status: 'confirmada', date: '2026-11-23', time: '09:30' }, NOW)).toBe(false);
    expect(offersCalendar({ status: 'pendiente', date: '2026-11-20', time: '18:00' }, NOW)).toBe(false);
  });
});
