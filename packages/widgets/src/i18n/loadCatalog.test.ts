import { describe, expect, it } from 'vitest';
import { CATALOGS } from './catalogs';
import { loadCatalog, loadedCatalog } from './loadCatalog';
import { LOCALES } from './types';

describe('loadCatalog', () => {
  it('has Spanish from the start', () => {
    expect(loadedCatalog('es')).toBe(CATALOGS.es);
  });
  it.each(LOCALES)('loads %s, then knows it', async (locale) => {
    const catalog = await loadCatalog(locale);
    expect(catalog).toEqual(CATALOGS[locale]);
    expect(loadedCatalog(locale)).toBe(catalog);
  });
  it('falls back to Spanish for a locale it does not know', async () => {
    await expect(loadCatalog('pt' as never)).resolves.toBe(CATALOGS.es);
  });
});
