import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../test/i18n';
import { accountCopy } from '.';

describe('account catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(accountCopy, {
      'checklist.length': [8],
      'country.button': ['España (+34)'],
    });
  });

  it('keeps the Spanish texts the specs give', () => {
    expect(accountCopy.current().fields.phoneOptional).toBe('Teléfono (opcional)');
  });
});
