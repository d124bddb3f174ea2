import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, relativeTimeFormat } from './intlFormats';

describe('intlFormats', () => {
  it('makes one formatter per locale and options', () => {
    const euros = numberFormat('es-ES', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('es-ES', { style: 'currency', currency: 'EUR' })).toBe(euros);
    expect(numberFormat('en-GB', { style: 'currency', currency: 'EUR' })).not.toBe(euros);
    expect(numberFormat('es-ES', { maximumFractionDigits: 1 })).not.toBe(euros);
    expect(euros.format(12000)).toBe(
      new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(12000),
    );

    const long = dateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' })).toBe(long);
    expect(dateTimeFormat('es', { dateStyle: 'long', timeZone: 'Europe/Madrid' })).not.toBe(long);
    expect(relativeTimeFormat('es', { numeric: 'auto' })).toBe(relativeTimeFormat('es', { numeric: 'auto' }));
  });

  it('keeps nothing when the locale or time zone is refused', () => {
    expect(() => dateTimeFormat('es', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('es', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => numberFormat('not a locale!', {})).toThrow(RangeError);
  });
});
