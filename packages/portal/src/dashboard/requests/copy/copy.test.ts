import { describe, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { requestsCopy } from '.';

describe('requests catalogs', () => {
  it('has every Spanish key, none blank, in en, fr and de', async () => {
    await expectCompleteCatalogs(requestsCopy, { 'card.cancelWhich': ['Ático en Chamberí'] });
  });
});
