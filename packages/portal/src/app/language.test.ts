import { afterEach, describe, expect, it, vi } from 'vitest';

/** language.ts as a fresh page loads it, at `address`. */
async function loadAt(address: string) {
  window.history.replaceState(null, '', address);
  vi.resetModules();
  return import('./language');
}

describe('the language a page opens in', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    localStorage.clear();
    document.cookie = 'convive_lang=; Path=/; Max-Age=0';
  });

  it("takes `?lang=` from the address (the server's hreflang alternates) before the stored choice", async () => {
    localStorage.setItem('language', 'de');
    expect((await loadAt('/properties/3?lang=en')).getLanguage()).toBe('en');
    // A link does not change the stored choice.
    expect(localStorage.getItem('language')).toBe('de');
    expect((await loadAt('/properties/3')).getLanguage()).toBe('de');
  });

  it('ignores an unknown `lang`', async () => {
    expect((await loadAt('/?lang=xx')).getLanguage()).toBe('es');
  });

  it('tells the server the choice made in the menu (its cookie), and reads it back without a stored choice', async () => {
    const language = await loadAt('/');
    language.setLanguage('fr');
    expect(document.cookie).toContain('convive_lang=fr');
    localStorage.clear();
    expect((await loadAt('/')).getLanguage()).toBe('fr');
  });

  it('writes the cookie for a choice stored before it existed', async () => {
    localStorage.setItem('language', 'de');
    (await loadAt('/')).keepLanguageCookie();
    expect(document.cookie).toContain('convive_lang=de');
  });
});
