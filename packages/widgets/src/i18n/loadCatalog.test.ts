import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('on a fresh start', () => {
    afterEach(() => {
      vi.doUnmock('./de');
      vi.resetModules();
    });

    it('shares one request between callers asking at once', async () => {
      vi.resetModules();
      const fresh = await import('./loadCatalog');
      const first = fresh.loadCatalog('de');
      expect(fresh.loadCatalog('de')).toBe(first);
      // A fresh module graph: the same texts (its formatting functions are other instances).
      expect(JSON.stringify(await first)).toBe(JSON.stringify(CATALOGS.de));
    });

    it('forgets a failed request, so the next call tries again', async () => {
      vi.resetModules();
      let down = true;
      vi.doMock('./de', async (importOriginal) => {
        if (down) throw new TypeError('Failed to fetch dynamically imported module');
        return importOriginal();
      });
      const fresh = await import('./loadCatalog');
      await expect(fresh.loadCatalog('de')).rejects.toThrow();
      expect(fresh.loadedCatalog('de')).toBeUndefined();
      down = false;
      expect(JSON.stringify(await fresh.loadCatalog('de'))).toBe(JSON.stringify(CATALOGS.de));
      expect(fresh.loadedCatalog('de')).toBeDefined();
    });
  });
});
