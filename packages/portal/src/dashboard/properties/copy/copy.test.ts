import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { propertiesCopy } from '.';
import { es } from './es';

describe('properties catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(propertiesCopy, {
      'list.count': [3],
      'list.found': [3],
      'list.deleteTitle': ['Piso luminoso'],
      'card.rooms': [3],
      'card.available': [2],
      'card.bedrooms': [3],
      'card.bathrooms': [2],
      'form.imagesHint': [10],
    });
  });

  it('says one in the singular and more in the plural', () => {
    expect(es.list.count(1)).toBe('1 propiedad');
    expect(es.list.found(2)).toBe('2 propiedades encontradas');
    expect(es.card.rooms(1)).toBe('1 habitación');
    expect(es.card.available(1)).toBe('1 disponible');
    expect(es.card.bathrooms(1)).toBe('1 baño');
    expect(es.card.bedrooms(3)).toBe('3 dormitorios');
  });
});
