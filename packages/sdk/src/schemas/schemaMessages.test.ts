import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../rules/language';
import { RULE_MESSAGE_TABLES } from '../rules/ruleMessages';
import { SCHEMA_MESSAGE_TABLES, SCHEMA_MESSAGES } from './schemaMessages';

describe('SCHEMA_MESSAGES', () => {
  it('writes the texts it shares with the rules as the rules do, in every language', () => {
    for (const language of LANGUAGES) {
      const schema = SCHEMA_MESSAGE_TABLES[language];
      const rules = RULE_MESSAGE_TABLES[language];
      expect(schema.invalidDate, language).toBe(rules.common.invalidDate);
      expect(schema.emailInvalid, language).toBe(rules.enquiry.emailInvalid);
      expect(schema.messageRequired, language).toBe(rules.enquiry.messageRequired);
      expect(schema.passwordMismatch, language).toBe(rules.password.mismatch);
    }
  });

  it('gives every text its own words in each language, and each Spanish text one entry', () => {
    const spanish = Object.values(SCHEMA_MESSAGES);
    expect(new Set(spanish).size).toBe(spanish.length);
    for (const language of LANGUAGES.filter((l) => l !== 'es')) {
      for (const [key, text] of Object.entries(SCHEMA_MESSAGE_TABLES[language])) {
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        expect(text, `${language}.${key}`).not.toBe(SCHEMA_MESSAGES[key as keyof typeof SCHEMA_MESSAGES]);
      }
    }
  });
});
