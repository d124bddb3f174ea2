import { describe, expect, it } from 'vitest';
import { de } from '../i18n/de';
import { en } from '../i18n/en';
import { es } from '../i18n/es';
import { fr } from '../i18n/fr';

// The Spanish catalog copies the spec's texts word for word (the portal shows the same ones), but
// for the heart's sign-in notice, whose spec wording ('Inicia sesión requerido') is not Spanish.
describe('Spanish copy of the grids, search bar and favourite button', () => {
  it('matches the spec’s texts word for word', () => {
    expect(es.propertyGrid.loadFailure).toBe('No se pudieron cargar las propiedades');
    expect(es.propertyGrid.empty).toBe('No se encontraron propiedades');
    expect(es.roomGrid.loadFailure).toBe('Error al cargar las habitaciones. Por favor, intenta de nuevo.');
    expect(es.favoriteButton).toMatchObject({
      added: 'Añadido a favoritos',
      removed: 'Eliminado de favoritos',
      failure: 'No se pudo actualizar tus favoritos. Inténtalo de nuevo.',
      signInRequired: 'Inicia sesión para guardar favoritos',
    });
  });
});

// Counts take the language's plural (Intl.PluralRules), and a page of one item is no range.
describe('counts in the grids’ copy', () => {
  it('says one property or many in Spanish', () => {
    expect(es.propertyGrid.heading(1, 1, 1)).toBe('Mostrando 1 de 1 propiedad');
    expect(es.propertyGrid.heading(1, 9, 40)).toBe('Mostrando 1-9 de 40 propiedades');
    expect(es.propertyGrid.heading(10, 10, 10)).toBe('Mostrando 10 de 10 propiedades');
    expect(es.propertyGrid.heading(1, 9, 1000, false)).toBe('Mostrando 1-9 de más de 1000 propiedades');
    expect(es.propertyGrid.bedrooms(1)).toBe('1 habitación');
    expect(es.propertyGrid.bedrooms(0)).toBe('0 habitaciones');
    expect(es.location.properties(1, '1')).toBe('1 propiedad');
    expect(es.location.properties(1200, '1.200')).toBe('1.200 propiedades');
    expect(es.roomGrid.counter(13, 13, 13)).toBe('13 de 13');
  });

  it('says one property or many in English', () => {
    expect(en.propertyGrid.heading(1, 1, 1)).toBe('Showing 1 of 1 property');
    expect(en.propertyGrid.heading(1, 9, 40)).toBe('Showing 1-9 of 40 properties');
    expect(en.propertyGrid.bathrooms(1)).toBe('1 bathroom');
    expect(en.propertyGrid.bathrooms(2)).toBe('2 bathrooms');
    expect(en.location.available(1)).toBe('1 suggestion. Use the up and down arrows to choose it.');
    expect(en.location.available(3)).toMatch(/^3 suggestions\./);
  });

  it('follows French, where 0 is singular', () => {
    expect(fr.propertyGrid.bedrooms(0)).toBe('0 chambre');
    expect(fr.propertyGrid.heading(1, 1, 1)).toBe('Affichage 1 sur 1 logement');
    expect(de.propertyGrid.heading(1, 1, 1)).toBe('1 von 1 Immobilie');
  });
});

describe('the card’s minimum stay in each language', () => {
  it('says one month or many', () => {
    expect([es, en, fr, de].map((catalog) => catalog.propertyGrid.minStay(1))).toEqual([
      'Mín. 1 mes',
      'Min. 1 month',
      'Min. 1 mois',
      'Mind. 1 Monat',
    ]);
    expect([es, en, fr, de].map((catalog) => catalog.propertyGrid.minStay(6))).toEqual([
      'Mín. 6 meses',
      'Min. 6 months',
      'Min. 6 mois',
      'Mind. 6 Monate',
    ]);
  });
});
