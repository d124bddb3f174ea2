import { describe, expect, it } from 'vitest';
import { savedSearchesCopy } from './copy';
import { savedSearchSummary } from './savedSearchSummary';

const plain = (parts: string[]) => parts.map((part) => part.replace(/[\u00a0\u202f]/g, ' '));

describe('savedSearchSummary', () => {
  it('puts every filter in words, in Spanish', () => {
    const words = savedSearchesCopy.current().summary;
    expect(
      plain(
        savedSearchSummary(
          {
            search: 'terraza',
            city: 'Madrid',
            neighborhood: 'Malasaña',
            min_price: 500,
            max_price: 900,
            property_type: 'atico',
            coliving: 'traditional',
            bedrooms: 2,
            bathrooms: 1,
            min_size: 60,
            is_furnished: true,
            has_elevator: true,
            ordering: 'price',
          },
          words,
          'es-ES',
        ),
      ),
    ).toEqual([
      '«terraza»',
      'En Malasaña, Madrid',
      'De 500 € a 900 €',
      'Ático',
      'Alquiler tradicional',
      '2+ dormitorios',
      '1+ baño',
      'Desde 60 m²',
      'Amueblado, Ascensor',
    ]);
  });

  it('says a search with no filters looks at every property', () => {
    const words = savedSearchesCopy.current().summary;
    expect(savedSearchSummary({}, words, 'es-ES')).toEqual(['Todas las propiedades']);
    expect(savedSearchSummary({ ordering: '-created_at', min_price: 0 }, words, 'es-ES')).toEqual([
      'Todas las propiedades',
    ]);
    expect(plain(savedSearchSummary({ max_price: 800, coliving: 'coliving' }, words, 'es-ES'))).toEqual([
      'Hasta 800 €',
      'Coliving (por habitaciones)',
    ]);
  });

  it('follows the language and its number format', async () => {
    const words = (await savedSearchesCopy.load('en')).summary;
    expect(
      savedSearchSummary(
        { city: 'Madrid', min_price: 1200, max_size: 95.5, has_pool: true, pets_allowed: true },
        words,
        'en-GB',
      ),
    ).toEqual(['In Madrid', 'From €1,200', 'Up to 95.5 m²', 'Pool, Pets']);
  });
});
