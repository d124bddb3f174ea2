import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import { NO_SCRIPT_NOTICE, withNoScriptNotice } from './noScriptNotice';

const SHELL = readFileSync(new URL('../../portal/index.html', import.meta.url), 'utf8');

describe('the app shell’s notice without JavaScript', () => {
  it('is in the portal’s shell, in Spanish, as the server knows it', () => {
    expect(SHELL).toContain(`<p data-needs-script>${NO_SCRIPT_NOTICE.es.text}</p>`);
    expect(SHELL).toContain(`<a data-needs-script href="/">${NO_SCRIPT_NOTICE.es.home}</a>`);
    // Inside the part a rendered page replaces: a page that works without JavaScript never says it.
    const app = SHELL.slice(SHELL.indexOf('<!--app-->'), SHELL.indexOf('<!--/app-->'));
    expect(app).toContain('<noscript>');
    expect(app).toContain(NO_SCRIPT_NOTICE.es.text);
  });

  it.each(LANGUAGES.filter((language) => language !== 'es'))('is written in %s for ?lang=', (language) => {
    const page = withNoScriptNotice(SHELL, language);
    expect(page).toContain(`<p data-needs-script>${NO_SCRIPT_NOTICE[language].text}</p>`);
    expect(page).toContain(
      `<a data-needs-script href="/?lang=${language}">${NO_SCRIPT_NOTICE[language].home}</a>`,
    );
    expect(page).not.toContain(NO_SCRIPT_NOTICE.es.text);
  });

  it('leaves the Spanish page and a page without the notice as they are', () => {
    expect(withNoScriptNotice(SHELL, 'es')).toBe(SHELL);
    expect(withNoScriptNotice('<p>nada</p>', 'en')).toBe('<p>nada</p>');
  });
});
