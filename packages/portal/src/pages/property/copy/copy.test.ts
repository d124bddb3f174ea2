import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { propertyCopy } from '.';
import { factTexts } from './facts';

describe('property and room detail catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(propertyCopy, {
      'floor.upper': [3],
      'floor.basement': [1],
      'property.perRoomNote': ['1.800 €/mes'],
      'property.bedroomsShort': [3],
      'property.bathrooms': [2],
      'property.map': ['Piso Sol'],
      'property.energy.description': ['B'],
      'property.energy.consumptionValue': ['85,4'],
      'property.energy.emissionsValue': ['18'],
      'rooms.occupied': [2, 4, 50],
      'rooms.bar': [50, 2, 4],
      'rooms.available': [1],
      'rooms.occupiedCount': [2],
      'rooms.reserved': [1],
      'rooms.maintenance': [1],
      'rooms.number': ['A1'],
      'room.number': ['A1'],
      'room.availableFrom': ['1 de diciembre de 2026'],
      'visit.requestedFor': ['1 de diciembre de 2026 a las 10:00'],
    });
  });

  it("says an unknown fact is to be asked, in each language, with the sdk's words", () => {
    const texts = (intl: string) => factTexts(intl);
    expect([texts('es-ES').deposit(null), texts('es-ES').deposit(0), texts('es-ES').size(undefined)]).toEqual(
      ['Consultar', 'Sin fianza', 'Consultar'],
    );
    expect(texts('en-GB').deposit(undefined)).toBe('Ask');
    expect(texts('fr-FR').count(null)).toBe('Nous consulter');
    expect(texts('de-DE').date('')).toBe('Auf Anfrage');
    expect(texts('en-GB').monthly(450)).toBe('€450/month');
  });

  it('writes English ordinals', async () => {
    const en = await propertyCopy.load('en');
    expect([1, 2, 3, 4, 11, 21].map(en.floor.upper)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '21st']);
  });
});
