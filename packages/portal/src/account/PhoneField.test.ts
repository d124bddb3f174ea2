import { describe, expect, it } from 'vitest';
import { toE164 } from './PhoneField';
import { toE164 as libraryToE164, textToE164 } from './PhoneInputFull';
import { cleanPhoneText } from './phoneText';

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
  it('agrees with the phone library on the common cases it reads without it', () => {
    for (const stored of [
      '+34 611 908 332',
      '611908332',
      '910 00 00 00',
      '+351 912 345 678',
      '0034611908332',
    ]) {
      expect(toE164(stored)).toBe(libraryToE164(stored));
    }
  });
});

describe('text typed before the phone library loaded', () => {
  it('keeps digits only (after a leading +), at most 15', () => {
    expect(cleanPhoneText('612 34-56 78')).toBe('612345678');
    expect(cleanPhoneText(' +351 912 345 678')).toBe('+351912345678');
    expect(cleanPhoneText('61234567899999999999')).toBe('612345678999999');
  });
  it('becomes E.164 with Spain by default, cut to the country length and never over 15 digits', () => {
    expect(textToE164('612345678')).toBe('+34612345678');
    expect(textToE164('612345678999999')).toBe('+34612345678');
    expect(textToE164('+351912345678')).toBe('+351912345678');
    expect(textToE164('0034612345678')).toBe('+34612345678');
    expect(textToE164('+999123456789012345').replace(/\D/g, '').length).toBeLessThanOrEqual(15);
    expect(textToE164('')).toBe('');
  });
});
