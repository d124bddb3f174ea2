import { describe, expect, it } from 'vitest';
import { messagesCopy } from './copy';
import { responseRatePercent, responseTimeText } from './responseStatsText';

const copy = messagesCopy.current();
const text = (minutes: number | null) => responseTimeText({ median_first_response_minutes: minutes }, copy);

describe('responseTimeText', () => {
  it('rounds up to the next hour within a day', () => {
    expect(text(0)).toBe('Suele responder en menos de 1 h');
    expect(text(45)).toBe('Suele responder en menos de 1 h');
    expect(text(61)).toBe('Suele responder en menos de 2 h');
    expect(text(120)).toBe('Suele responder en menos de 2 h');
    expect(text(23 * 60 + 1)).toBe('Suele responder en menos de 24 h');
  });
  it('speaks of days beyond', () => {
    expect(text(24 * 60)).toBe('Suele responder en un día');
    expect(text(3 * 24 * 60)).toBe('Suele responder en unos 3 días');
  });
  it('says nothing without a figure', () => {
    expect(text(null)).toBeNull();
    expect(responseRatePercent({ response_rate: null })).toBeNull();
    expect(responseRatePercent({ response_rate: 0.876 })).toBe(88);
  });
});
