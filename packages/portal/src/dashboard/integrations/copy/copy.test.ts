import type { Locale } from '@convive/widgets';
import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { type IntegrationsCopy, integrationsCopy, loadIntegrationsCatalog } from '.';

const CATALOGS = Object.fromEntries(
  await Promise.all(
    (['es', 'en', 'fr', 'de'] as const).map(
      async (locale) => [locale, await loadIntegrationsCatalog(locale)] as const,
    ),
  ),
) as Record<Locale, IntegrationsCopy>;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('integrations catalogs', () => {
  const spanish = Object.keys(CATALOGS.es).sort();

  it.each(['en', 'fr', 'de'] as const)('%s has the Spanish keys and placeholders, none blank', (locale) => {
    const catalog = CATALOGS[locale];
    expect(Object.keys(catalog).sort()).toEqual(spanish);
    for (const key of spanish as (keyof IntegrationsCopy)[]) {
      expect(catalog[key].trim().length > 0, `${locale}.${key}`).toBe(true);
      expect(placeholders(catalog[key]), `${locale}.${key}`).toEqual(placeholders(CATALOGS.es[key]));
    }
  });

  it('passes the shared completeness check', async () => {
    await expectCompleteCatalogs(integrationsCopy);
  });

  it('keeps the Spanish texts of the brief', () => {
    expect(CATALOGS.es.keyCopied).toBe('Clave copiada');
    expect(CATALOGS.es.createdToast).toBe('Clave creada');
    expect(CATALOGS.es.revoked).toBe('Clave revocada');
    expect(CATALOGS.es.scopeOwn).toBe('Solo mis propiedades');
    expect(CATALOGS.es.scopeMarketplace).toBe('Todo el marketplace');
    expect(CATALOGS.es.anyOrigin).toBe('Cualquier web');
    expect(CATALOGS.es.neverUsed).toBe('Nunca usada');
    expect(CATALOGS.es.revokeQuestion).toBe(
      '¿Revocar la clave «{name}»? Las webs que la usan dejarán de mostrar tus anuncios en 30 segundos.',
    );
  });
});
