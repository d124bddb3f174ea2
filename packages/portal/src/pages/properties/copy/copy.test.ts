import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { listsCopy } from '.';

describe('property and room list catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(listsCopy, {
      'properties.titleIn': ['Madrid'],
      'properties.titleFor': ['terraza'],
      'properties.upTo': ['800 €/mes'],
      'layout.atLeast': ['0'],
      'layout.atMost': ['10000'],
      'stay.months': [10],
    });
  });

  it('keeps the Spanish texts the specs give', () => {
    const es = listsCopy.current();
    expect(es.properties.title).toBe('Propiedades en alquiler');
    expect(es.rooms.title).toBe('Habitaciones en coliving');
  });
});
