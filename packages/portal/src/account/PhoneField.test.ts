import { describe, expect, it } from 'vitest';
import { toE164 } from './PhoneField';

describe('toE164', () => {
  it('normalises stored numbers, reading numbers without a prefix as Spanish', () => {
    expect(toE164('+34 611 908 332')).toBe('+34611908332');
    expect(toE164('611908332')).toBe('+34611908332');
    expect(toE164('+351 912 345 678')).toBe('+351912345678');
  });
  it('answers empty text for nothing or for text that is not a number', () => {
    expect(toE164('')).toBe('');
    expect(toE164(null)).toBe('');
    expect(toE164('llámame')).toBe('');
  });
});
