import type { Locale } from '@convive/widgets';
import { describe, expect, it } from 'vitest';
import { loadPortalCatalog, type PortalCopy } from '.';

const PORTAL_CATALOGS = Object.fromEntries(
  await Promise.all(
    (['es', 'en', 'fr', 'de'] as const).map(
      async (locale) => [locale, await loadPortalCatalog(locale)] as const,
    ),
  ),
) as Record<Locale, PortalCopy>;

/** Every key path of a catalog, e.g. 'nav.home'. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

describe('portal chrome catalogs', () => {
  const spanish = keys(PORTAL_CATALOGS.es).sort();

  it.each(['en', 'fr', 'de'] as const)('%s has exactly the Spanish keys, none blank', (locale) => {
    const catalog = PORTAL_CATALOGS[locale];
    expect(keys(catalog).sort()).toEqual(spanish);
    for (const path of spanish) {
      const text = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalog);
      expect(typeof text === 'string' && text.trim().length > 0, `${locale}.${path}`).toBe(true);
    }
  });

  it('keeps the texts the specs give in Spanish', () => {
    expect(PORTAL_CATALOGS.es.session.checking).toBe('Verificando tu sesión...');
    expect(PORTAL_CATALOGS.es.session.checkingLandlord).toBe('Verificando permisos de propietario...');
    expect(PORTAL_CATALOGS.es.session.checkingTenant).toBe('Verificando permisos de inquilino...');
    expect(PORTAL_CATALOGS.es.shell.signOutQuestion).toBe('¿Estás seguro de que quieres cerrar sesión?');
    expect(PORTAL_CATALOGS.es.shell.landlordAccount).toBe('Cuenta de propietario');
    expect(PORTAL_CATALOGS.es.notFound.title).toBe('Página no encontrada');
    // Spec 02 §2 names the entry 'Dashboard', but an English word in the Spanish menus reads as a
    // slip: 'Panel', and sentence case ('Mi perfil') throughout.
    expect(PORTAL_CATALOGS.es.shell.dashboard).toBe('Panel');
    expect(PORTAL_CATALOGS.es.userMenu.dashboard).toBe('Panel');
    expect(PORTAL_CATALOGS.es.shell.profile).toBe('Mi perfil');
    expect(PORTAL_CATALOGS.es.userMenu.profile).toBe('Mi perfil');
  });
});
