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
      refused: [[{ name: 'a.jpg', reason: 'No es una imagen.' }], 2],
    });
  });

  it('names each refused file with its reason, and says how many went up', () => {
    expect(es.refused([{ name: 'nota.jpg', reason: 'El archivo no es una imagen válida.' }], 3)).toBe(
      'Se subieron 3 imágenes. Esta no se pudo subir: «nota.jpg» (El archivo no es una imagen válida.) Quítalas o cámbialas y vuelve a guardar.',
    );
    expect(
      es.refused(
        [
          { name: 'a.jpg', reason: null },
          { name: 'b.png', reason: null },
        ],
        0,
      ),
    ).toContain('No se subió ninguna imagen. Estas no se pudieron subir: «a.jpg»; «b.png»');
  });

  it('says one new image in the singular', () => {
    expect(es.newCount(1)).toBe('1 imagen nueva');
    expect(es.newCount(2)).toBe('2 imágenes nuevas');
  });
});
