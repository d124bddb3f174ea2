import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { favoritesCopy } from '.';

describe('favorites catalogs', () => {
  it('has every Spanish key, none blank, in en, fr and de', async () => {
    await expectCompleteCatalogs(favoritesCopy, {
      saved: [3],
      noMatchText: ['Bilbao'],
      shown: [1, 2],
      bedrooms: [2],
      bathrooms: [2],
    });
  });

  it('says one and many apart (never "1 properties")', async () => {
    const en = await favoritesCopy.load('en');
    expect(en.saved(1)).toBe('You have 1 saved property.');
    expect(en.saved(2)).toBe('You have 2 saved properties.');
    expect(en.bedrooms(1)).toBe('1 bedroom');
    expect(en.bathrooms(3)).toBe('3 bathrooms');
    const fr = await favoritesCopy.load('fr');
    expect(fr.saved(1)).toBe('Vous avez 1 bien enregistré.');
    const de = await favoritesCopy.load('de');
    expect(de.bathrooms(1)).toBe('1 Bad');
  });
});
