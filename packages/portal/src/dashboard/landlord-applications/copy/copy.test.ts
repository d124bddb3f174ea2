import { describe, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { receivedApplicationsCopy } from '.';

describe('received applications catalogs', () => {
  it('have every Spanish key in each language, none blank', async () => {
    await expectCompleteCatalogs(receivedApplicationsCopy, {
      acceptQuestion: ['Lucía', 'Piso'],
      rejectQuestion: ['Lucía', 'Piso'],
      releaseQuestion: ['Lucía', 'Piso'],
      stayText: ['1 de septiembre de 2027', '1 de julio de 2028'],
      characters: [12, 1000],
      'details.propertyFallback': [10],
      'details.roomFallback': [100],
    });
  });
});
