import { describe, expect, it } from 'vitest';
import { locationQuerySchema, locationSuggestionSchema } from './location';
import { parseWithFieldErrors } from './validation';

describe('locationQuerySchema', () => {
  it('trims the text and reads the limit from a query string', () => {
    expect(parseWithFieldErrors(locationQuerySchema, { q: '  Chamb ', limit: '5' })).toEqual({
      ok: true,
      data: { q: 'Chamb', limit: 5 },
    });
    expect(parseWithFieldErrors(locationQuerySchema, { q: 'ma' })).toEqual({ ok: true, data: { q: 'ma' } });
  });

  it('refuses a blank or too long text, in Spanish', () => {
    expect(parseWithFieldErrors(locationQuerySchema, { q: '   ' })).toEqual({
      ok: false,
      errors: { q: ['Escribe el principio de una ciudad o de un barrio.'] },
    });
    expect(parseWithFieldErrors(locationQuerySchema, { q: 'x'.repeat(101) })).toEqual({
      ok: false,
      errors: { q: ['Asegúrate de que este campo no tenga más de 100 caracteres.'] },
    });
    expect(parseWithFieldErrors(locationQuerySchema, { q: ` ${'x'.repeat(100)} ` }).ok).toBe(true);
  });

  it('takes a whole limit from 1 to 20', () => {
    for (const limit of ['0', '21', '2.5', 'ocho'])
      expect([limit, parseWithFieldErrors(locationQuerySchema, { q: 'ma', limit }).ok]).toEqual([
        limit,
        false,
      ]);
    expect(parseWithFieldErrors(locationQuerySchema, { q: 'ma', limit: '20' }).ok).toBe(true);
  });
});

describe('locationSuggestionSchema', () => {
  it('is a city or a neighbourhood with a whole, non-negative count', () => {
    const chamberi = { kind: 'neighborhood', name: 'Chamberí', city: 'Madrid', count: 12 };
    expect(locationSuggestionSchema.safeParse(chamberi).success).toBe(true);
    expect(locationSuggestionSchema.safeParse({ ...chamberi, kind: 'province' }).success).toBe(false);
    expect(locationSuggestionSchema.safeParse({ ...chamberi, count: -1 }).success).toBe(false);
    expect(locationSuggestionSchema.safeParse({ ...chamberi, count: 1.5 }).success).toBe(false);
  });
});
