import { LANGUAGES, RULE_MESSAGES } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import { sourceMessages } from '../../test/sourceMessages';
import { ERRORS } from '../errors';
import { translate } from './translate';

const OTHER_LANGUAGES = LANGUAGES.filter((l) => l !== 'es');

/**
 * Literals the extraction finds that are not messages to a user, each with why. The test below
 * checks each is still found, so this list cannot hide a message that was renamed into it.
 */
const NOT_MESSAGES: Record<string, string> = {
  'SELECT pg_notify($1, $2)': 'SQL',
  'HTTP/1.1 408 Request Timeout': 'the raw 408 status line',
  'Content-Type: application/json; charset=utf-8': 'a raw header',
  'Content-Length: {}': 'a raw header',
  'Connection: close': 'a raw header',
  'Respuesta fuera del contrato en {}: {}':
    'the contract check’s developer message (checkAnswers, tests only)',
  'Contrato mínimo de 6 meses. Se requiere un mes de fianza.':
    'a listing’s default terms: content its landlord edits',
  'Términos de alquiler por definir': 'a listing’s default terms: content its landlord edits',
};

/** A templated message with sample values in its `{}` parts. */
function sample(template: string): string {
  let n = 0;
  return template.replace(/\{\}/g, () => {
    n += 1;
    return `X${n}`;
  });
}

/** Every text of RULE_MESSAGES (the sdk's rules, which the server answers with), templates called. */
function ruleTexts(): string[] {
  return Object.values(RULE_MESSAGES).flatMap((group) =>
    Object.values(group as Record<string, unknown>).map((text) =>
      typeof text === 'function' ? String(text(8)) : String(text),
    ),
  );
}

/** Every text of ERRORS, templates called with a few values (plurals: 1 and more). */
function errorTexts(): string[] {
  return Object.values(ERRORS).flatMap((value) => {
    if (typeof value === 'string') return [value];
    const make = value as (...args: unknown[]) => string;
    return make.length === 2 ? [make(3, 'la propiedad 4'), make(10, 12)] : [make(1), make(2), make(15)];
  });
}

describe('API messages in every language', () => {
  const found = sourceMessages();

  it('reads the messages from the sources: the server’s and the sdk’s schemas', () => {
    // An honest extraction: it finds the messages of every kind of source it scans.
    expect(found.length).toBeGreaterThanOrEqual(150);
    const texts = found.map((m) => m.text);
    expect(texts).toContain(ERRORS.notFound);
    expect(texts).toContain('Orden no válido.'); // an sdk schema's
    expect(texts).toContain('Asegúrate de que este campo tenga al menos {} caracteres.'); // zod's Spanish map
    expect(texts).toContain('Falta la clave de socio (cabecera X-Convive-Partner-Key).'); // inline in a route
    expect(found.filter((m) => m.template).length).toBeGreaterThanOrEqual(25);
    for (const text of Object.keys(NOT_MESSAGES)) expect(texts, text).toContain(text);
  });

  it.each(OTHER_LANGUAGES)('translates every message the server can send into %s', (language) => {
    const missing: string[] = [];
    for (const { text, template, where } of found) {
      if (text in NOT_MESSAGES) continue;
      const spanish = template ? sample(text) : text;
      if (translate(spanish, language) === spanish) missing.push(`${where}: ${JSON.stringify(text)}`);
    }
    for (const text of [...errorTexts(), ...ruleTexts()]) {
      if (translate(text, language) === text) missing.push(`runtime: ${JSON.stringify(text)}`);
    }
    expect(missing).toEqual([]);
  });

  it('leaves Spanish, and text it does not know, exactly as they are', () => {
    for (const { text } of found) expect(translate(text, 'es')).toBe(text);
    expect(translate('Un texto que nadie tradujo.', 'en')).toBe('Un texto que nadie tradujo.');
    expect(translate('', 'de')).toBe('');
  });

  it('fills templates, translates sentences inside sentences, and rewrites appointment dates', () => {
    expect(translate(ERRORS.rateLimited(30), 'en')).toBe('Too many requests. Try again in 30 seconds.');
    expect(translate(ERRORS.rateLimited(1), 'fr')).toBe('Trop de requêtes. Réessayez dans 1 seconde.');
    expect(translate(ERRORS.listingPropertyNotFound(42), 'de')).toBe('Immobilie mit ID 42 nicht gefunden');
    expect(translate('Tipo de dato no válido: se esperaba un número.', 'en')).toBe(
      'Invalid data type: expected a number.',
    );
    expect(translate(`${RULE_MESSAGES.visit.weekdaysOnly} ${ERRORS.askAgain}`, 'en')).toMatch(
      /^Viewings are only available Monday to Friday\. Request the visit again with another date\.$/,
    );
  });
});
