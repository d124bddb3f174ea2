import { describe, expect, it } from 'vitest';
import { languageCookie, languageFromCookie, languageFromHeader } from './language';

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

describe('the language cookie', () => {
  it("reads the visitor's choice among other cookies, and nothing that is not one of ours", () => {
    expect(languageFromCookie('a=1; convive_lang=en; b=2')).toBe('en');
    expect(languageFromCookie('convive_lang=de')).toBe('de');
    expect(languageFromCookie('convive_lang=xx')).toBeNull();
    expect(languageFromCookie('other_convive_lang=fr; x=convive_lang=fr')).toBeNull();
    expect(languageFromCookie(undefined)).toBeNull();
    expect(languageFromCookie('')).toBeNull();
  });

  it('is written for the whole site for a year, secure on https', () => {
    expect(languageCookie('fr')).toBe('convive_lang=fr; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('en', true)).toContain('; Secure');
    expect(languageFromCookie(languageCookie('fr').split(';')[0])).toBe('fr');
  });
});
