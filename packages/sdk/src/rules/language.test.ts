import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './language';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'es'],
    ['', 'es'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
    ['it, de;q=0.4, en;q=0.3', 'de'],
    ['ja', 'es'],
    ['de;q=0, en;q=0.1', 'en'],
    ['en;q=abc, fr', 'fr'],
    ['DE-at', 'de'],
  ])('%s → %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});
