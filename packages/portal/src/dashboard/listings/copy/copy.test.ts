import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { listingsCopy } from '.';

describe('listings catalogs', () => {
  it('have every Spanish key in each language, none blank', async () => {
    await expectCompleteCatalogs(listingsCopy, {
      'list.titleWithCount': [3],
      'list.shown': [3],
      'list.viewLabel': ['Piso'],
      'list.editLabel': ['Piso'],
      'list.deleteTitle': ['Piso'],
      'list.deletedText': ['Piso'],
      'form.updatedText': ['Piso'],
      'form.draftSavedText': ['Piso'],
      'form.publishedText': ['Piso'],
      'form.defaults.title': ['Habitación', 'Madrid'],
    });
  });

  it('says singular and plural, and calls page views what they are (not "Visitas", the booked visits)', async () => {
    const catalogs = await Promise.all((['es', 'en', 'fr', 'de'] as const).map((l) => listingsCopy.load(l)));
    expect(catalogs.map((c) => c.list.shown(1))).toEqual([
      '1 anuncio mostrado',
      '1 listing shown',
      '1 annonce affichée',
      '1 Inserat angezeigt',
    ]);
    expect(catalogs.map((c) => c.list.views)).toEqual(['Vistas', 'Views', 'Vues', 'Aufrufe']);
  });
});
