import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { homeCopy } from '.';

describe('home page catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(homeCopy, {
      'how.step': [1],
      'reviews.average': ['4,8'],
      'reviews.rating': [5],
      'reviews.count': [32],
      'figures.users': ['10.000'],
    });
  });

  it('keeps the Spanish texts the specs give', () => {
    expect(homeCopy.current().title).toBe('Encuentra tu hogar compartido ideal');
  });
});
