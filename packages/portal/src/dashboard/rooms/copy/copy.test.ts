import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { roomsCopy } from '.';
import { es } from './es';

describe('rooms catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(roomsCopy, {
      'list.count': [3],
      'list.filteredCount': [2, 5],
      'list.deleteTitle': ['Habitación exterior'],
      'card.place': ['Coliving en Gràcia', 'A1'],
      'form.imagesHint': [5, true],
      'form.fields.nextFree': ['1 de junio de 2027'],
    });
  });

  it('says one in the singular and more in the plural', () => {
    expect(es.list.count(1)).toBe('1 habitación');
    expect(es.list.count(4)).toBe('4 habitaciones');
    expect(es.list.filteredCount(1, 1)).toBe('1 de 1 habitación');
    expect(es.list.filteredCount(2, 4)).toBe('2 de 4 habitaciones');
    expect(es.form.imagesHint(10, false)).toBe(
      'Formatos: JPG, PNG, WebP. Máximo 10MB por imagen. Hasta 10 imágenes.',
    );
    expect(es.form.imagesHint(5, true)).toBe(
      'Formatos: JPG, PNG, WebP. Máximo 10MB por imagen. Hasta 5 imágenes más.',
    );
  });
});
