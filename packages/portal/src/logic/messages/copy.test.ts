// The screen texts (MESSAGES) in the four languages (issue 14): complete catalogs, and MESSAGES
// following the chosen language without its call sites changing.
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../app/language';
import { expectCompleteCatalogs, spanishTexts } from '../../test/i18n';
import { contactErrorMessage } from '../contactErrors';
import { defaultListingTitle } from '../listing';
import { MESSAGES, messagesCopy } from '../screenMessages';
import { es } from './es';

const SAMPLES = {
  'contact.fieldError': ['name', 'Required'],
  'forgotPassword.transport': [500, 'Server Error'],
  'google.transport': [500, 'Server Error'],
  'images.invalidFile': ['a.pdf'],
  'images.tooLarge': ['b.jpg'],
  'images.tooMany': [5],
  'listingForm.propertyNotFound': [42],
  'listingForm.defaultTitle': ['Studio', 'Madrid'],
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
    expect(MESSAGES.login.failure).toBe('Error al iniciar sesión. Verifica tus credenciales.');
    expect(Object.keys(MESSAGES)).toEqual(Object.keys(es));
  });

  it('makes MESSAGES.x.y English once English is chosen and its catalog has arrived', async () => {
    setLanguage('en');
    await messagesCopy.load('en');
    expect(MESSAGES.login.failure).toBe('Sign-in failed. Check your credentials.');
    expect(MESSAGES.myProperties.imagesUploadedDescription(3)).toBe('3 images were uploaded successfully.');
    expect(MESSAGES.myProperties.imagesUploadedDescription(1)).toBe('1 image was uploaded successfully.');
    expect(MESSAGES.password.mismatch).toBe('The passwords do not match.');
    expect(MESSAGES.visit.weekdaysOnly).toBe('Viewings are only available Monday to Friday.');
    expect(contactErrorMessage({ subject: ['This field is required.'] })).toBe(
      'Error in the subject field: This field is required.',
    );
    expect(
      defaultListingTitle({ is_coliving: false, city: 'Madrid', neighborhood: '', property_type: 'estudio' }),
    ).toBe('Studio in Madrid');
    setLanguage('de');
    await messagesCopy.load('de');
    expect(MESSAGES.login.failure).toBe('Anmeldung fehlgeschlagen. Überprüfen Sie Ihre Zugangsdaten.');
    setLanguage('es');
    expect(MESSAGES.login.failure).toBe('Error al iniciar sesión. Verifica tus credenciales.');
  });
});
