import { describe, expect, it } from 'vitest';
import { CATALOGS, catalogFor } from './catalogs';
import { LOCALES } from './types';

/** Every leaf path of a catalog, with the kind of its value. */
function leaves(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [`${path}:string`];
  if (typeof value === 'function') return [`${path}:function`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) =>
    leaves(v, path ? `${path}.${key}` : key),
  );
}

describe('catalogs', () => {
  it.each(LOCALES)('%s has exactly the Spanish keys', (locale) => {
    expect(leaves(CATALOGS[locale])).toEqual(leaves(CATALOGS.es));
  });
  it.each(LOCALES.filter((l) => l !== 'es'))('%s is translated, not a copy of Spanish', (locale) => {
    expect(CATALOGS[locale].common.retry).not.toBe(CATALOGS.es.common.retry);
  });
  it('falls back to Spanish', () => {
    expect(catalogFor('pt')).toBe(CATALOGS.es);
    expect(catalogFor(undefined)).toBe(CATALOGS.es);
  });
});
