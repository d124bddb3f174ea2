import { describe, expect, it } from 'vitest';
import { expectCompleteCatalogs } from '../../../test/i18n';
import { savedSearchCopy } from '.';

describe('saved-search catalogs', () => {
  it('has every Spanish key, none blank, in en, fr and de', async () => {
    await expectCompleteCatalogs(savedSearchCopy, {
      nameTooLong: [80],
      savedText: ['Pisos en Madrid'],
      'unsubscribe.done': ['Pisos en Madrid'],
    });
  });

  it('names the search it stopped', async () => {
    expect(savedSearchCopy.current().unsubscribe.done('Pisos en Madrid')).toBe(
      'Ya no recibirás avisos de «Pisos en Madrid».',
    );
    const en = await savedSearchCopy.load('en');
    expect(en.unsubscribe.done('Flats')).toBe('You will no longer receive alerts for “Flats”.');
  });
});
