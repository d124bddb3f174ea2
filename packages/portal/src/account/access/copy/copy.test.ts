import { describe, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { accessCopy } from '.';

describe('sign-in offer and role notes catalogs', () => {
  it('has every key in every language', async () => {
    await expectCompleteCatalogs(accessCopy, {});
  });
});
