// The screen texts in the four languages: complete catalogs, and each screen's texts
// (`loginMessages`) following the chosen language.
import { afterEach, describe, expect, it } from 'vitest';
import type { Copy } from '../../app/copy/defineCopy';
import { setLanguage } from '../../app/language';
import { expectCompleteCatalogs, spanishTexts } from '../../test/i18n';
import { contactErrorMessage } from '../contactErrors';
import { foreignMessages } from '../screenMessages';
import { es, type MessagesCopy } from './es';
import { loginMessages } from './login';
import { myPropertiesMessages } from './myProperties';
import { passwordMessages } from './password';
import { visitMessages } from './visit';

/** Every screen's texts as one catalog: the Spanish modules, and the other languages' files. */
const messagesCopy = {
  name: 'messages',
  load: async (locale) => (locale === 'es' ? es : ((await foreignMessages.load(locale)) as MessagesCopy)),
} as Pick<Copy<MessagesCopy>, 'name' | 'load'> as Copy<MessagesCopy>;

const SAMPLES = {
  'contact.fieldError': ['name', 'Required'],
  'forgotPassword.transport': [500, 'Server Error'],
  'google.transport': [500, 'Server Error'],
  'images.invalidFile': ['a.pdf'],
  'images.tooLarge': ['b.jpg'],
  'images.tooMany': [5],
  'listingForm.propertyNotFound': [42],
  'myProperties.imagesUploadedDescription': [3],
  'password.tooShort': [8],
} as const;

/** Every text of a catalog with its path, templates filled with SAMPLES. */
function textsOf(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value === 'function') {
    const args: readonly unknown[] = SAMPLES[prefix as keyof typeof SAMPLES] ?? [];
    return [[prefix, (value as (...args: unknown[]) => unknown)(...args)]];
  }
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('messagesCopy', () => {
  afterEach(() => setLanguage('es'));

  it('has every Spanish key in English, French and German', async () => {
    await expectCompleteCatalogs(messagesCopy, SAMPLES);
  });

  it('translates every text (no Spanish left in English, French or German)', async () => {
    // Texts that are the same words in both languages.
    const same: Record<'en' | 'fr' | 'de', string[]> = {
      en: [
        'common.errorTitle',
        'common.routerFailure',
        'contact.fieldLabels.email',
        'registration.emailPrefix',
      ],
      fr: [],
      de: [],
    };
    const spanish = new Map(textsOf(es));
    for (const locale of ['en', 'fr', 'de'] as const) {
      const copied = textsOf(await messagesCopy.load(locale))
        .filter(([path, text]) => text === spanish.get(path))
        .map(([path]) => path);
      expect(copied, locale).toEqual(same[locale]);
    }
  });

  it("has nothing in English that the screens' no-Spanish check would flag", async () => {
    const english = textsOf(await messagesCopy.load('en'));
    const flagged = english.filter(([, text]) => {
      const element = document.createElement('p');
      element.textContent = String(text);
      return spanishTexts(element).length > 0;
    });
    expect(flagged).toEqual([]);
  });

  it('is Spanish until another language is chosen', () => {
    expect(loginMessages.failure).toBe('Error al iniciar sesión. Verifica tus credenciales.');
    expect(Object.keys(loginMessages)).toEqual(Object.keys(es.login));
  });

  it("makes each screen's texts English once English is chosen and its catalog has arrived", async () => {
    setLanguage('en');
    await foreignMessages.load('en');
    expect(loginMessages.failure).toBe('Sign-in failed. Check your credentials.');
    expect(myPropertiesMessages.imagesUploadedDescription(3)).toBe('3 images were uploaded successfully.');
    expect(myPropertiesMessages.imagesUploadedDescription(1)).toBe('1 image was uploaded successfully.');
    expect(passwordMessages.mismatch).toBe('The passwords do not match.');
    expect(visitMessages.weekdaysOnly).toBe('Viewings are only available Monday to Friday.');
    expect(contactErrorMessage({ subject: ['This field is required.'] })).toBe(
      'Error in the subject field: This field is required.',
    );
    setLanguage('de');
    await foreignMessages.load('de');
    expect(loginMessages.failure).toBe('Anmeldung fehlgeschlagen. Überprüfen Sie Ihre Zugangsdaten.');
    setLanguage('es');
    expect(loginMessages.failure).toBe('Error al iniciar sesión. Verifica tus credenciales.');
  });
});
