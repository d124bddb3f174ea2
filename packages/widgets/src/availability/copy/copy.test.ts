import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/types';
import { AVAILABILITY_COPY } from '.';

/** Every leaf path of a catalog, with the kind of its value. */
function leaves(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [`${path}:string`];
  if (typeof value === 'function') return [`${path}:function`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) =>
    leaves(v, path ? `${path}.${key}` : key),
  );
}

// The calendar's copy lives with its chunk, not in the widgets' catalogs (see ./index.ts): the same
// checks as src/i18n/catalogs.test.ts.
describe("the availability calendar's copy", () => {
  it.each(LOCALES)('%s has exactly the Spanish keys', (locale) => {
    expect(leaves(AVAILABILITY_COPY[locale])).toEqual(leaves(AVAILABILITY_COPY.es));
    expect(leaves(AVAILABILITY_COPY.es).length).toBeGreaterThan(10);
  });
  it.each(LOCALES.filter((l) => l !== 'es'))('%s is translated, not a copy of Spanish', (locale) => {
    const copy = AVAILABILITY_COPY[locale];
    expect(copy.title).not.toBe(AVAILABILITY_COPY.es.title);
    expect(copy.tooShort(3)).not.toBe(AVAILABILITY_COPY.es.tooShort(3));
    expect(copy.noneFree(1)).not.toBe(copy.noneFree(12));
  });
});
