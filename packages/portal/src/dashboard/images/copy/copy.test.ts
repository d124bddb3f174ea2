import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { imagesCopy } from '.';
import { es } from './es';

describe('image manager catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(imagesCopy, {
      image: [1],
      moveUp: [2],
      moveDown: [1],
      remove: [1],
      newCount: [3],
      previewAlt: ['salon.jpg'],
      removeNew: ['salon.jpg'],
      megabytes: ['1,5'],
      kilobytes: ['12'],
      moved: [2],
    });
  });

  it('says one new image in the singular', () => {
    expect(es.newCount(1)).toBe('1 imagen nueva');
    expect(es.newCount(2)).toBe('2 imágenes nuevas');
  });
});
