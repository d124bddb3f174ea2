// The rule texts in the product's four languages: complete tables, Spanish kept for the server.
import { describe, expect, it } from 'vitest';
import { TERMS_REQUIRED_MESSAGE } from '../schemas/constants';
import { dmyToIso } from './dates';
import { validateEnquiry } from './forms';
import { LANGUAGES } from './language';
import { passwordChecks, passwordProblems, validatePasswordChange } from './password';
import { RULE_MESSAGE_TABLES, RULE_MESSAGES, ruleMessages } from './ruleMessages';
import { VISIT_REQUIRED_MESSAGE, validateVisitRequest, visitDateProblem } from './visitWindow';

/** Every leaf of a table with its path and the text it gives (functions called with `8`). */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value === 'function') return [[prefix, (value as (n: number) => unknown)(8)]];
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
}

describe('ruleMessages', () => {
  const spanish = new Map(leaves(RULE_MESSAGES));

  it.each(LANGUAGES)("'%s' has exactly the Spanish keys, each a non-blank text", (language) => {
    const found = new Map(leaves(ruleMessages(language)));
    expect([...found.keys()].sort()).toEqual([...spanish.keys()].sort());
    for (const [path, text] of found) {
      expect(typeof text === 'string' && text.trim().length > 0, `${language}.${path}`).toBe(true);
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'es'))(
    "'%s' is translated, not Spanish",
    (language) => {
      for (const [path, text] of leaves(ruleMessages(language))) {
        expect(text, `${language}.${path}`).not.toBe(spanish.get(path));
      }
    },
  );

  it('is Spanish by default and for an unknown language; RULE_MESSAGES stays Spanish', () => {
    expect(ruleMessages()).toBe(RULE_MESSAGES);
    expect(ruleMessages('pt' as never)).toBe(RULE_MESSAGES);
    expect(RULE_MESSAGE_TABLES.es).toBe(RULE_MESSAGES);
    expect(RULE_MESSAGES.password.mismatch).toBe('Las contraseñas no coinciden.');
    expect(RULE_MESSAGES.terms.required).toBe(TERMS_REQUIRED_MESSAGE);
  });

  it('gives the templates their values', () => {
    expect(ruleMessages('en').password.tooShort(8)).toBe('The password must be at least 8 characters long.');
    expect(ruleMessages('fr').passwordRules.length(8)).toBe('Au moins 8 caractères');
    expect(ruleMessages('de').password.tooShort(10)).toBe(
      'Das Passwort muss mindestens 10 Zeichen lang sein.',
    );
  });
});

describe('the rules in a language', () => {
  it('tell password problems and checklist labels in the language asked for, Spanish by default', () => {
    expect(passwordProblems('1234')).toEqual([
      'La contraseña debe tener al menos 8 caracteres.',
      'La contraseña no puede ser completamente numérica.',
      'Esta contraseña es demasiado común.',
    ]);
    expect(passwordProblems('1234', {}, 'en')).toEqual([
      'The password must be at least 8 characters long.',
      'The password cannot be entirely numeric.',
      'This password is too common.',
    ]);
    expect(passwordProblems('   ', {}, 'de')).toContain(
      'Das Passwort darf nicht nur aus Leerzeichen bestehen.',
    );
    expect(passwordChecks('', {}).map((check) => check.label)).toEqual([
      'Al menos 8 caracteres',
      'No solo números',
      'No un mismo carácter repetido',
      'Que no se parezca a tu nombre ni a tu correo',
      'Que no sea una contraseña común',
    ]);
    expect(passwordChecks('', {}, 'fr')[0]).toMatchObject({
      rule: 'length',
      ok: false,
      label: 'Au moins 8 caractères',
    });
    expect(validatePasswordChange({ new_password: 'a', new_password_confirm: 'b' }, 'en')).toBe(
      'The passwords do not match.',
    );
  });

  it('tell visit, enquiry and date problems in the language asked for', () => {
    const today = '2025-03-10';
    expect(validateVisitRequest({ date: '', time: '' }, today)).toEqual({
      ok: false,
      message: VISIT_REQUIRED_MESSAGE,
      problem: 'dateTimeRequired',
    });
    expect(validateVisitRequest({ date: '', time: '' }, today, 'en')).toEqual({
      ok: false,
      message: 'Please choose a date and time for the viewing',
      problem: 'dateTimeRequired',
    });
    expect(visitDateProblem('2025-03-15', today, 'fr')).toBe(
      'Les visites ne sont possibles que du lundi au vendredi.',
    );
    expect(visitDateProblem('2026-03-16', today, 'de')).toBe(
      'Wählen Sie ein Datum zwischen morgen und in drei Monaten.',
    );
    expect(validateVisitRequest({ date: '2025-03-11', time: '20:00' }, today, 'en')).toEqual({
      ok: false,
      message: 'Choose a time between 09:00 and 19:30, in 30-minute steps.',
      problem: 'notASlot',
    });
    expect(validateEnquiry({ name: 'Ana', email: 'ana', message: 'Hola' }, 'de')).toBe(
      'Geben Sie eine gültige E-Mail-Adresse ein.',
    );
    expect(dmyToIso('31/02/2024', 'en')).toEqual({ ok: false, message: 'Invalid date' });
    expect(dmyToIso('31/02/2024')).toEqual({ ok: false, message: 'Fecha inválida' });
  });
});
