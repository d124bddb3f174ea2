import { describe, expect, it } from 'vitest';
import { zonedInstant } from './zonedTime';

const MADRID = 'Europe/Madrid';
const iso = (date: Date) => date.toISOString();

describe('zonedInstant: a local date and time in a zone, with that date’s offset', () => {
  it('reads Madrid in winter (CET, +1) and in summer (CEST, +2)', () => {
    expect(iso(zonedInstant('2027-01-15', '10:00', MADRID))).toBe('2027-01-15T09:00:00.000Z');
    expect(iso(zonedInstant('2027-07-15', '10:00', MADRID))).toBe('2027-07-15T08:00:00.000Z');
  });

  it('takes the offset of the visit’s day on both sides of each change, not today’s', () => {
    // Spring: the clocks go forward on Sunday 28 March 2027 at 02:00.
    expect(iso(zonedInstant('2027-03-26', '10:00', MADRID))).toBe('2027-03-26T09:00:00.000Z');
    expect(iso(zonedInstant('2027-03-29', '10:00', MADRID))).toBe('2027-03-29T08:00:00.000Z');
    expect(iso(zonedInstant('2027-03-28', '01:59', MADRID))).toBe('2027-03-28T00:59:00.000Z');
    expect(iso(zonedInstant('2027-03-28', '03:00', MADRID))).toBe('2027-03-28T01:00:00.000Z');
    // Autumn: back on Sunday 31 October 2027 at 03:00.
    expect(iso(zonedInstant('2027-10-29', '10:00', MADRID))).toBe('2027-10-29T08:00:00.000Z');
    expect(iso(zonedInstant('2027-11-01', '10:00', MADRID))).toBe('2027-11-01T09:00:00.000Z');
    expect(iso(zonedInstant('2027-10-31', '04:00', MADRID))).toBe('2027-10-31T03:00:00.000Z');
  });

  it('works for any zone TIME_ZONE names', () => {
    expect(iso(zonedInstant('2027-03-15', '09:00', 'America/New_York'))).toBe('2027-03-15T13:00:00.000Z');
    expect(iso(zonedInstant('2027-03-15', '09:00', 'UTC'))).toBe('2027-03-15T09:00:00.000Z');
    expect(iso(zonedInstant('2027-03-15', '09:00', 'Asia/Kolkata'))).toBe('2027-03-15T03:30:00.000Z');
  });
});
