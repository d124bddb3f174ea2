import { describe, expect, it } from 'vitest';
import { ERRORS, HttpError } from '../errors';
import { checkedPhone } from './phone';

describe('checkedPhone', () => {
  it('stores valid numbers in E.164, Spanish ones without their prefix too', () => {
    expect(checkedPhone('phone', '612 345 678')).toBe('+34612345678');
    expect(checkedPhone('phone', '+34 612-34-56-78')).toBe('+34612345678');
    expect(checkedPhone('phone', '0034 912 345 678')).toBe('+34912345678');
    expect(checkedPhone('phone', '+33 6 12 34 56 78')).toBe('+33612345678');
    expect(checkedPhone('phone', '+49 30 123456')).toBe('+4930123456');
    expect(checkedPhone('phone', '')).toBe('');
    expect(checkedPhone('phone', '   ')).toBe('');
  });

  it('refuses what is no real number, on the field it was given', () => {
    for (const bad of ['12', '+3412', '612', '1234567890123', 'teléfono']) {
      let thrown: unknown;
      try {
        checkedPhone('tenant_phone', bad);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, bad).toBeInstanceOf(HttpError);
      expect((thrown as HttpError).body).toEqual({ tenant_phone: [ERRORS.phoneInvalid] });
    }
  });
});
