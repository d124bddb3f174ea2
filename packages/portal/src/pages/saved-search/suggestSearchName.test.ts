import { SAVED_SEARCH_NAME_MAX } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import { suggestSearchName } from './suggestSearchName';

describe('suggestSearchName', () => {
  it('says what, where and up to what price, in Spanish', () => {
    expect(suggestSearchName({ city: 'Madrid', max_price: 800 }, 'es')).toBe('Pisos en Madrid hasta 800 €');
    expect(suggestSearchName({ city: 'Barcelona', coliving: 'coliving' }, 'es')).toBe(
      'Habitaciones en Barcelona',
    );
    expect(suggestSearchName({ property_type: 'atico', city: 'Málaga', min_price: 900 }, 'es')).toBe(
      'Áticos en Málaga desde 900 €',
    );
    expect(
      suggestSearchName({ neighborhood: 'Gràcia', city: 'Barcelona', min_price: 400, max_price: 700 }, 'es'),
    ).toBe('Pisos en Gràcia, Barcelona de 400 € a 700 €');
  });

  it('names a search without filters by what it looks for', () => {
    expect(suggestSearchName({}, 'es')).toBe('Pisos');
    expect(suggestSearchName({ coliving: 'coliving' }, 'en')).toBe('Rooms');
    // A minimum of 0 is no minimum (the price slider's low end).
    expect(suggestSearchName({ min_price: 0, max_price: 500 }, 'es')).toBe('Pisos hasta 500 €');
  });

  it('speaks the chosen language, with its price format', () => {
    expect(suggestSearchName({ city: 'Madrid', max_price: 800 }, 'en')).toBe('Homes in Madrid up to €800');
    expect(suggestSearchName({ property_type: 'piso', city: 'Madrid' }, 'en')).toBe('Flats in Madrid');
    expect(suggestSearchName({ city: 'Madrid', max_price: 1200 }, 'fr')).toBe(
      "Logements à Madrid jusqu'à 1 200 €",
    );
    expect(suggestSearchName({ city: 'Sevilla', coliving: 'coliving', max_price: 450 }, 'de')).toBe(
      'Zimmer in Sevilla bis 450 €',
    );
  });

  it('never uses no-break spaces, and never passes the name limit', () => {
    expect(suggestSearchName({ max_price: 1500 }, 'fr')).not.toMatch(/[\u00a0\u202f]/);
    const long = suggestSearchName({ city: 'x'.repeat(100), max_price: 800 }, 'es');
    expect(long.length).toBe(SAVED_SEARCH_NAME_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});
