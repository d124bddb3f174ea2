import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { savedSearchesCopy } from '.';

describe('saved-searches catalogs', () => {
  it('has every Spanish key, none blank, in en, fr and de', async () => {
    await expectCompleteCatalogs(savedSearchesCopy, {
      count: [3, 20],
      newMatches: [3],
      newMatchesLabel: [3],
      renameLabel: ['Pisos'],
      nameTooLong: [80],
      removeLabel: ['Pisos'],
      removeConfirm: ['Pisos'],
      'summary.text': ['terraza'],
      'summary.place': ['Madrid'],
      'summary.priceUpTo': ['800 €'],
      'summary.priceFrom': ['400 €'],
      'summary.priceBetween': ['400 €', '800 €'],
      'summary.sizeUpTo': ['90 m²'],
      'summary.sizeFrom': ['50 m²'],
      'summary.sizeBetween': ['50 m²', '90 m²'],
      'summary.bedrooms': [2],
      'summary.bathrooms': [1],
    });
  });

  it('says one and many apart', async () => {
    const es = savedSearchesCopy.current();
    expect(es.newMatches(1)).toBe('1 nueva');
    expect(es.newMatches(3)).toBe('3 nuevas');
    const en = await savedSearchesCopy.load('en');
    expect(en.summary.bedrooms(1)).toBe('1+ bedroom');
    expect(en.newMatchesLabel(2)).toBe('2 new properties since your last visit');
  });
});
