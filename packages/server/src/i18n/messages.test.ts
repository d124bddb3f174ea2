import { LANGUAGES, PASSWORD_MIN_LENGTH, RULE_MESSAGE_TABLES, RULE_MESSAGES } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import { sourceMessages } from '../../test/sourceMessages';
import { en } from './messages.en';
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

/** A templated text of the sdk as the dictionary holds it (its parts are numbers), or null. */
function spanishAsWritten(template: string): string | null {
  const pattern = new RegExp(`^${template.split('{}').map(escapeRegex).join('\\d+')}$`);
  return Object.keys(en).find((key) => pattern.test(key)) ?? null;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every text of RULE_MESSAGES (the sdk's rules, which the server answers with), templates called. */
function ruleTexts(): string[] {
  return Object.values(RULE_MESSAGES).flatMap((group) =>
    Object.values(group as Record<string, unknown>).map((text) =>
      typeof text === 'function' ? String(text(8)) : String(text),
    ),
  );
}

describe('API messages in every language', () => {
  const found = sourceMessages();

  it('reads the messages from the sources: the sdk’s schemas and rules', () => {
    // An honest extraction: it finds the messages of every kind of source it scans.
    expect(found.length).toBeGreaterThanOrEqual(45);
    const texts = found.map((m) => m.text);
    expect(texts).toContain('Orden no válido.'); // an sdk schema's
    expect(found.filter((m) => m.template).length).toBeGreaterThanOrEqual(2);
    for (const text of Object.keys(NOT_MESSAGES)) expect(texts, text).toContain(text);
  });

  it('finds no sentence written in the server’s code: its texts are codes of the sdk’s catalogue', () => {
    const written = found.filter(
      ({ text, where }) => where.startsWith('packages/server/') && !(text in NOT_MESSAGES),
    );
    expect(written.map(({ text, where }) => `${where}: ${text}`)).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)('translates every message the server can send into %s', (language) => {
    const missing: string[] = [];
    for (const { text, template, where } of found) {
      if (text in NOT_MESSAGES) continue;
      // A template's parts are the sdk's constants: its text is looked up as the sdk writes it.
      const spanish = template ? spanishAsWritten(text) : text;
      if (spanish === null || translate(spanish, language) === spanish) {
        missing.push(`${where}: ${JSON.stringify(text)}`);
      }
    }
    for (const text of ruleTexts()) {
      if (translate(text, language) === text) missing.push(`runtime: ${JSON.stringify(text)}`);
    }
    expect(missing).toEqual([]);
  });

  it('leaves Spanish, and text it does not know, exactly as they are', () => {
    for (const { text } of found) expect(translate(text, 'es')).toBe(text);
    expect(translate('Un texto que nadie tradujo.', 'en')).toBe('Un texto que nadie tradujo.');
    expect(translate('', 'de')).toBe('');
  });

  it('translates the sdk’s texts whole, a rule’s template with the sdk’s own limit', () => {
    expect(translate('Fecha inválida', 'en')).toBe('Invalid date');
    expect(translate(RULE_MESSAGES.password.tooShort(PASSWORD_MIN_LENGTH), 'de')).toBe(
      RULE_MESSAGE_TABLES.de.password.tooShort(PASSWORD_MIN_LENGTH),
    );
  });
});
