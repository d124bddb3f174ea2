import {
  API_MESSAGES,
  ENDPOINTS,
  entriesOf,
  LANGUAGES,
  type Language,
  PASSWORD_MIN_LENGTH,
  RULE_MESSAGE_TABLES,
  RULE_MESSAGES,
  SCHEMA_MESSAGE_TABLES,
  SCHEMA_MESSAGES,
} from '@convive/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { register, startServer, type TestServer } from '../../test/harness';
import { translate } from './translate';

const OTHER_LANGUAGES = LANGUAGES.filter((l) => l !== 'es');

/** Every Spanish text of RULE_MESSAGES, a template called as the server calls it. */
function ruleTexts(): string[] {
  return Object.values(RULE_MESSAGES).flatMap((group) =>
    Object.values(group as Record<string, unknown>).map((text) =>
      typeof text === 'function' ? String(text(PASSWORD_MIN_LENGTH)) : String(text),
    ),
  );
}

describe('the sdk’s texts in every language', () => {
  it.each(OTHER_LANGUAGES)('words every schema text in %s, whole, from the sdk’s table', (language) => {
    for (const key of Object.keys(SCHEMA_MESSAGES) as (keyof typeof SCHEMA_MESSAGES)[]) {
      const spanish = SCHEMA_MESSAGES[key];
      expect(translate(spanish, language), key).toBe(SCHEMA_MESSAGE_TABLES[language][key]);
      expect(SCHEMA_MESSAGE_TABLES[language][key], key).not.toBe(spanish);
    }
  });

  it.each(OTHER_LANGUAGES)('words every rule text in %s, a template with the sdk’s own limit', (language) => {
    for (const text of ruleTexts()) expect(translate(text, language), text).not.toBe(text);
    expect(translate(RULE_MESSAGES.password.tooShort(PASSWORD_MIN_LENGTH), language)).toBe(
      RULE_MESSAGE_TABLES[language].password.tooShort(PASSWORD_MIN_LENGTH),
    );
  });

  it('finds each text by one Spanish only: no two entries share their Spanish with other words', () => {
    const seen = new Map<string, string>();
    for (const language of OTHER_LANGUAGES) {
      for (const spanish of [...Object.values(SCHEMA_MESSAGES), ...ruleTexts()]) {
        const words = `${language}:${translate(spanish, language)}`;
        const before = seen.get(`${language}|${spanish}`);
        if (before !== undefined) expect(before, spanish).toBe(words);
        seen.set(`${language}|${spanish}`, words);
      }
    }
  });

  it('leaves Spanish, and text it does not know, exactly as they are', () => {
    for (const text of Object.values(SCHEMA_MESSAGES)) expect(translate(text, 'es')).toBe(text);
    expect(translate('Un texto que nadie tradujo.', 'en')).toBe('Un texto que nadie tradujo.');
    expect(translate('', 'de')).toBe('');
  });
});

/**
 * The server's answers to bad input, read as a client reads them: every call with a body or a query
 * is sent the same bad values in Spanish and in each other language, and each message must come back
 * in other words. A sentence written in the server's code, or a schema text outside the sdk's tables,
 * comes back the same in every language and fails here, whatever file it is written in.
 */
describe('bad input is answered in the caller’s language', () => {
  let server: TestServer;
  const tokens: Partial<Record<'user' | 'tenant' | 'landlord', string>> = {};

  beforeAll(async () => {
    server = await startServer('sqlite');
    const [tenant, landlord] = await Promise.all([register(server), register(server, 'propietario')]);
    tokens.tenant = tenant.token;
    tokens.user = tenant.token;
    tokens.landlord = landlord.token;
  });
  afterAll(() => server?.close());

  /** Values no field takes: blank, the wrong type, a bad choice, a bad date, a negative number, a list. */
  const BAD_VALUES: unknown[] = ['', 'zzz', -5, '31-02-2026', { a: 1 }, [], true, 'x'.repeat(6000)];

  /** The field names of a body or query schema, as its JSON Schema lists them. */
  function fieldsOf(schema: z.core.$ZodType): string[] {
    const json = z.toJSONSchema(schema as never, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
    };
    return Object.keys(json.properties ?? {});
  }

  /** Each message of a 400 answer, by field and position. */
  function messagesOf(body: unknown): Map<string, string> {
    const out = new Map<string, string>();
    if (!body || typeof body !== 'object') return out;
    for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
      const list = Array.isArray(value) ? value : [value];
      list.forEach((text, index) => {
        if (typeof text === 'string') out.set(`${field}.${index}`, text);
      });
    }
    return out;
  }

  async function answer(
    method: string,
    path: string,
    language: Language,
    token: string | undefined,
    body?: unknown,
  ) {
    const response = await server.fetch(path, {
      method,
      ...(token ? { token } : {}),
      headers: {
        'accept-language': language,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: response.status === 400 ? await response.json() : null };
  }

  it('words every 400 message differently in each language, across every call that takes input', async () => {
    const untranslated: string[] = [];
    const spanishSeen = new Set<string>();
    for (const [name, spec] of entriesOf(ENDPOINTS)) {
      const input = spec.body ?? spec.query;
      if (!input) continue;
      const fields = fieldsOf(input.schema as z.core.$ZodType);
      const path = `/api${spec.path.replace(/\{\w+\}/g, '1')}`;
      const token = spec.access === 'public' || spec.access === 'optional' ? undefined : tokens[spec.access];
      for (const value of [undefined, ...BAD_VALUES]) {
        const filled = Object.fromEntries(fields.map((field) => [field, value]));
        let target = path;
        let body: unknown;
        if (spec.body) body = value === undefined ? {} : filled;
        else if (value !== undefined) {
          const query = new URLSearchParams(fields.map((field): [string, string] => [field, String(value)]));
          target = `${path}?${query}`;
        }
        const spanish = await answer(spec.method, target, 'es', token, body);
        if (spanish.status !== 400) continue;
        const es = messagesOf(spanish.body);
        for (const text of es.values()) spanishSeen.add(text);
        for (const language of OTHER_LANGUAGES) {
          const other = await answer(spec.method, target, language, token, body);
          const words = messagesOf(other.body);
          for (const [key, text] of es) {
            if (words.get(key) === text) untranslated.push(`${name} ${language} ${key}: ${text}`);
          }
        }
      }
    }
    expect([...new Set(untranslated)]).toEqual([]);
    // The probe bites: it met many of the schemas' texts, the rules' and the API's own.
    const schemaTexts = Object.values(SCHEMA_MESSAGES).filter((text) => spanishSeen.has(text));
    expect(schemaTexts.length, [...spanishSeen].join('\n')).toBeGreaterThanOrEqual(15);
    const apiTexts = Object.values(API_MESSAGES).flatMap((m) => (typeof m.es === 'string' ? [m.es] : []));
    expect(apiTexts.some((text) => spanishSeen.has(text))).toBe(true);
  }, 180_000);
});
