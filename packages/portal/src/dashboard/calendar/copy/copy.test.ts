import type { Locale } from '@convive/widgets';
import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { type CalendarCopy, calendarCopy, loadCalendarCatalog } from '.';

const CATALOGS = Object.fromEntries(
  await Promise.all(
    (['es', 'en', 'fr', 'de'] as const).map(
      async (locale) => [locale, await loadCalendarCatalog(locale)] as const,
    ),
  ),
) as Record<Locale, CalendarCopy>;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('calendar catalogs', () => {
  const spanish = Object.keys(CATALOGS.es).sort() as (keyof CalendarCopy)[];

  it.each(['en', 'fr', 'de'] as const)('%s has the Spanish keys and placeholders, none blank', (locale) => {
    const catalog = CATALOGS[locale];
    expect(Object.keys(catalog).sort()).toEqual(spanish);
    for (const key of spanish) {
      expect(catalog[key].trim().length > 0, `${locale}.${key}`).toBe(true);
      expect(placeholders(catalog[key]), `${locale}.${key}`).toEqual(placeholders(CATALOGS.es[key]));
    }
  });

  it('passes the shared completeness check', async () => {
    await expectCompleteCatalogs(calendarCopy);
  });

  it('keeps the Spanish words of the screen', () => {
    expect(CATALOGS.es.pageTitle).toBe('Calendario');
    expect(CATALOGS.es.wholeHome).toBe('Vivienda completa');
    expect(CATALOGS.es.block).toBe('Bloquear');
    expect(CATALOGS.es.unblock).toBe('Desbloquear');
    expect(CATALOGS.es.cellName).toBe('{date}, {unit}: {state}');
    expect(CATALOGS.es.stateHeldBy).toBe('ocupada por {name}');
  });
});
