import { describe, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { applicationsCopy } from '.';

describe('applications catalogs', () => {
  it('has every Spanish key, none blank, in en, fr and de', async () => {
    await expectCompleteCatalogs(applicationsCopy, {
      'list.caption': [3],
      'list.propertyNumber': [12],
      'list.detailsOf': ['Ático en Chamberí'],
      'details.room': ['Habitación 1'],
      'details.owner': ['Carmen Ruiz'],
    });
  });
});
