import { describe, expect, it } from 'vitest';
import { isVisitSlot, VISIT_SLOTS } from './visitSlots';

describe('VISIT_SLOTS', () => {
  it('has the 22 half-hour slots from 09:00 to 19:30', () => {
    expect(VISIT_SLOTS).toHaveLength(22);
    expect(VISIT_SLOTS[0]).toBe('09:00');
    expect(VISIT_SLOTS[1]).toBe('09:30');
    expect(VISIT_SLOTS[21]).toBe('19:30');
    expect(VISIT_SLOTS.at(-1)).toBe('19:30');
  });

  it('steps by exactly 30 minutes, ascending and without duplicates', () => {
    const minutes = VISIT_SLOTS.map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)));
    for (let i = 1; i < minutes.length; i++) expect((minutes[i] ?? 0) - (minutes[i - 1] ?? 0)).toBe(30);
    expect(new Set(VISIT_SLOTS).size).toBe(22);
  });

  it('writes every slot as zero-padded HH:mm', () => {
    for (const slot of VISIT_SLOTS) expect(slot).toMatch(/^\d{2}:(00|30)$/);
  });
});

describe('isVisitSlot', () => {
  it('accepts every slot', () => {
    for (const slot of VISIT_SLOTS) expect(isVisitSlot(slot)).toBe(true);
  });

  it('rejects times just outside the range', () => {
    expect(isVisitSlot('08:30')).toBe(false);
    expect(isVisitSlot('20:00')).toBe(false);
    expect(isVisitSlot('00:00')).toBe(false);
  });

  it('rejects times off the half-hour grid', () => {
    expect(isVisitSlot('09:15')).toBe(false);
    expect(isVisitSlot('19:45')).toBe(false);
  });

  it('rejects other spellings and non-texts', () => {
    expect(isVisitSlot('9:00')).toBe(false);
    expect(isVisitSlot('09:00:00')).toBe(false);
    expect(isVisitSlot(' 09:00')).toBe(false);
    expect(isVisitSlot('')).toBe(false);
    expect(isVisitSlot(undefined)).toBe(false);
    expect(isVisitSlot(null)).toBe(false);
    expect(isVisitSlot(900)).toBe(false);
  });
});
