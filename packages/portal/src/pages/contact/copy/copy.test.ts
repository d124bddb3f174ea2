import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { contactCopy } from '.';

describe('contact page catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(contactCopy, { 'form.remaining': ['5000'] });
  });

  it('keeps the Spanish texts the specs give', () => {
    expect(contactCopy.current().title).toBe('Hablemos');
  });
});
