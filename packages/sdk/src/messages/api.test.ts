import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../rules/language';
import { RULE_MESSAGE_TABLES } from '../rules/ruleMessages';
import {
  API_MESSAGES,
  type ApiMessage,
  type ApiMessageCode,
  type ApiMessageParams,
  apiMessageText,
  type FixedText,
  isApiMessageCode,
  type TemplatedText,
} from './api';

type TemplatedCode = {
  [C in ApiMessageCode]: (typeof API_MESSAGES)[C] extends FixedText ? never : C;
}[ApiMessageCode];

/** Parameters for every templated text: a new one without a sample here does not compile. */
const SAMPLES: { [C in TemplatedCode]: ApiMessageParams<C>[] } = {
  loginLocked: [{ minutes: 1 }, { minutes: 15 }],
  imageTooManyPixels: [{ megapixels: 40 }],
  fileTooLarge: [{ megabytes: 10 }],
  tooManyFiles: [{ max: 5 }],
  rateLimited: [{ seconds: 1 }, { seconds: 30 }],
  imagesTotalExceeded: [{ max: 15, current: 12 }],
  imageNotOwned: [
    { id: 4, owner: 'property' },
    { id: 5, owner: 'room' },
  ],
  roomsFull: [{ bedrooms: 0 }, { bedrooms: 1 }, { bedrooms: 3 }],
  bedroomsBelowRooms: [{ rooms: 1 }, { rooms: 4 }],
  listingPropertyNotFound: [{ id: 42 }],
  visitAskAgain: [{ problem: 'weekdaysOnly' }, { problem: 'invalidDate' }],
  partnerKeysMax: [{ max: 5 }],
  savedSearchesMax: [{ max: 10 }],
  webhooksMax: [{ max: 10 }],
  feedsMax: [{ max: 5 }],
  attachmentsMax: [{ max: 5 }],
  savedRepliesMax: [{ max: 50 }],
  feedTooDeep: [{ max: 32 }],
  feedTooLarge: [{ megabytes: 100 }],
  feedFetchFailed: [{ reason: 'blocked_address' }, { reason: 'timeout' }, { reason: 'something-new' }],
  feedHttpStatus: [{ status: 404 }],
  moveInTooFar: [{ years: 3 }],
  moveInBeforeAvailable: [{ date: '2027-09-01' }],
  stayTooShort: [{ months: 1 }, { months: 6 }],
  stayTooLong: [{ months: 1 }, { months: 12 }],
  calendarTooLong: [{ years: 3 }],
  externalCalendarsLimit: [{ max: 5 }],
  calendarFetchFailed: [{ reason: 'blocked_address' }, { reason: 'something-new' }],
  calendarHttpStatus: [{ status: 404 }],
  feedRowDuplicateRef: [{ ref: 'A-1' }],
  feedRowOtherFeed: [{ ref: 'A-1' }],
  feedRowPriceFreq: [{ value: 'daily' }],
  feedRowCurrency: [{ value: 'GBP' }],
  feedRowType: [{ value: 'castle' }],
  feedRowInvalid: [
    {
      field: 'size',
      es: 'Debe ser mayor que 0.',
      en: 'Must be above 0.',
      fr: 'Doit être supérieur à 0.',
      de: 'Muss größer als 0 sein.',
    },
  ],
  feedPhotoFailed: [{ url: 'https://crm.example/1.jpg', reason: 'not_image' }],
  unsubscribed: [{ name: 'Valencia barato' }],
  guestVisitMailSent: [{ hours: 24 }],
  tenantApplicationTitle: [{ title: 'Piso en Gràcia' }],
  tenantEnquiryTitle: [{ title: 'Piso en Gràcia' }],
};

function every(): ApiMessage[] {
  return (Object.keys(API_MESSAGES) as ApiMessageCode[]).flatMap((code) => {
    const samples = (SAMPLES as unknown as Record<string, ApiMessage['params'][]>)[code];
    return samples
      ? samples.map((params) => ({ code, params }) as ApiMessage)
      : [{ code, params: {} } as ApiMessage];
  });
}

describe('the API’s texts by code', () => {
  it('has a sample for exactly the texts with parameters', () => {
    const templated = (Object.keys(API_MESSAGES) as ApiMessageCode[]).filter(
      (code) => typeof API_MESSAGES[code].es === 'function',
    );
    expect(templated.sort()).toEqual(Object.keys(SAMPLES).sort());
    for (const code of Object.keys(API_MESSAGES) as ApiMessageCode[]) {
      const kinds = new Set(LANGUAGES.map((language) => typeof API_MESSAGES[code][language]));
      expect(kinds.size, code).toBe(1);
    }
  });

  it.each(LANGUAGES)('words every text in %s, none empty or unfilled, each its own', (language) => {
    for (const message of every()) {
      const text = apiMessageText(message, language);
      expect(text, message.code).not.toBe('');
      expect(text, message.code).not.toMatch(/undefined|null|NaN|\[object|\$\{|\{\w+\}/);
      if (language !== 'es' && !/^[A-Z\s.,:/-]+$/.test(text)) {
        expect(text, `${message.code} in ${language}`).not.toBe(apiMessageText(message, 'es'));
      }
    }
  });

  it('keeps the Spanish the specs and clients know', () => {
    expect(apiMessageText({ code: 'notFound', params: {} }, 'es')).toBe('No encontrado.');
    expect(apiMessageText({ code: 'rateLimited', params: { seconds: 1 } }, 'es')).toBe(
      'Demasiadas solicitudes. Inténtalo de nuevo en 1 segundo.',
    );
    expect(apiMessageText({ code: 'rateLimited', params: { seconds: 30 } }, 'en')).toBe(
      'Too many requests. Try again in 30 seconds.',
    );
    expect(apiMessageText({ code: 'loginLocked', params: { minutes: 1 } }, 'de')).toContain(
      'in 1 Minute erneut',
    );
    expect(apiMessageText({ code: 'imageNotOwned', params: { id: 7, owner: 'room' } }, 'es')).toBe(
      'La imagen 7 no pertenece a esta habitación.',
    );
  });

  it('words a visit’s problem with the sdk’s own rule text, in the same language', () => {
    for (const language of LANGUAGES) {
      const text = apiMessageText({ code: 'visitAskAgain', params: { problem: 'weekdaysOnly' } }, language);
      expect(text.startsWith(`${RULE_MESSAGE_TABLES[language].visit.weekdaysOnly} `)).toBe(true);
    }
  });

  it('knows its codes and nothing else', () => {
    expect(Object.keys(API_MESSAGES).every(isApiMessageCode)).toBe(true);
    for (const code of ['toString', '__proto__', 'constructor', '', 7])
      expect(isApiMessageCode(code)).toBe(false);
  });
});

// A fixed text is a value per language; a templated one a function per language.
const _fixed: FixedText = API_MESSAGES.notFound;
const _templated: TemplatedText<{ seconds: number }> = API_MESSAGES.rateLimited;
void _fixed;
void _templated;
