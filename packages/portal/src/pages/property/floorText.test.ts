import { describe, expect, it } from 'vitest';
import { floorText } from './floorText';

describe('floorText', () => {
  it('names the ground floor, upper floors and basements', () => {
    expect(floorText(0)).toBe('Bajo');
    expect(floorText(3)).toBe('3ª');
    expect(floorText(-1)).toBe('Sótano 1');
  });

  it('says when the floor is not given', () => {
    expect(floorText(null)).toBe('No indicada');
    expect(floorText(undefined)).toBe('No indicada');
    expect(floorText(Number.NaN)).toBe('No indicada');
  });
});
