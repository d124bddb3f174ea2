import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../errors';
import { checkMoveIn, checkStay, isExclusionViolation, moveOutOf, periodToday, targetOf } from './periods';

/** The field errors a check throws, in Spanish, or null when it passes. */
function refusal(check: () => void): Record<string, string[]> | null {
  try {
    check();
    return null;
  } catch (error) {
    return JSON.parse(JSON.stringify((error as HttpError).body)) as Record<string, string[]>;
  }
}

describe('a request’s period', () => {
  it('derives the move-out from months, clamped to the month’s last day', () => {
    expect(moveOutOf('2027-01-31', null, 1)).toBe('2027-02-28');
    expect(moveOutOf('2027-03-15', undefined, 6)).toBe('2027-09-15');
    expect(moveOutOf('2027-03-15', '2027-05-01', null)).toBe('2027-05-01');
    expect(moveOutOf(null, null, 3)).toBeNull();
    expect(moveOutOf('2027-03-15', null, null)).toBeNull();
  });

  it('takes today in Madrid, not in UTC', () => {
    // 23:30 UTC on 30 November is already 1 December in Madrid.
    expect(periodToday(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(periodToday(new Date('2026-11-30T12:00:00Z'))).toBe('2026-11-30');
  });

  it('refuses a move-in in the past, beyond three years, or before the unit is available', () => {
    const today = '2026-11-30';
    expect(refusal(() => checkMoveIn('2026-11-30', today, null))).toBeNull();
    expect(refusal(() => checkMoveIn('2026-11-29', today, null))).toEqual({
      move_in: ['La fecha de entrada no puede ser anterior a hoy.'],
    });
    expect(refusal(() => checkMoveIn('2029-11-30', today, null))).toBeNull();
    expect(refusal(() => checkMoveIn('2029-12-01', today, null))).toEqual({
      move_in: ['La fecha de entrada puede estar como mucho a 3 años vista.'],
    });
    expect(refusal(() => checkMoveIn('2027-01-31', today, '2027-02-01'))?.move_in).toHaveLength(1);
    expect(refusal(() => checkMoveIn('2027-02-01', today, '2027-02-01'))).toBeNull();
  });

  it('counts a stay of N months as ending on or after the move-in plus N months', () => {
    const rules = { minMonths: 3, maxMonths: 6 };
    expect(refusal(() => checkStay('2027-01-31', '2027-04-30', rules))).toBeNull();
    expect(refusal(() => checkStay('2027-01-31', '2027-04-29', rules))).toEqual({
      move_out: ['La estancia mínima es de 3 meses.'],
    });
    expect(refusal(() => checkStay('2027-01-15', '2027-07-15', rules))).toBeNull();
    expect(refusal(() => checkStay('2027-01-15', '2027-07-16', rules))).toEqual({
      move_out: ['La estancia máxima es de 6 meses.'],
    });
    expect(
      refusal(() => checkStay('2027-01-15', '2027-01-16', { minMonths: null, maxMonths: null })),
    ).toBeNull();
    expect(refusal(() => checkStay('2027-01-15', '2027-02-10', { minMonths: 1, maxMonths: null }))).toEqual({
      move_out: ['La estancia mínima es de 1 mes.'],
    });
  });

  it('tells a room request from a whole-home one', () => {
    expect(targetOf({ property_id: 4, request_type: 'room', room_id: 9 })).toEqual({
      propertyId: 4,
      roomId: 9,
    });
    expect(targetOf({ property_id: 4, request_type: 'property', room_id: null })).toEqual({
      propertyId: 4,
      roomId: null,
    });
    // A room request whose room is gone is about the home.
    expect(targetOf({ property_id: 4, request_type: 'room', room_id: null })).toEqual({
      propertyId: 4,
      roomId: null,
    });
  });

  it('knows PostgreSQL’s exclusion violation', () => {
    expect(isExclusionViolation({ code: '23P01' })).toBe(true);
    expect(isExclusionViolation({ code: '23505' })).toBe(false);
    expect(isExclusionViolation(null)).toBe(false);
  });
});
