import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORDS,
  isTooSimilar,
  PASSWORD_MIN_LENGTH,
  passwordChecks,
  passwordProblems,
  SIMILARITY_MIN_PART,
  validatePasswordChange,
} from './password';

const SHORT = 'La contraseña debe tener al menos 8 caracteres.';
const NUMERIC = 'La contraseña no puede ser completamente numérica.';
const SIMILAR = 'La contraseña se parece demasiado a tus datos personales.';
const COMMON = 'Esta contraseña es demasiado común.';

const owner = { email: 'maria.lopez@example.com', first_name: 'María José', last_name: 'López' };

describe('constants', () => {
  it('has a minimum of 8 and parts of 3+', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(SIMILARITY_MIN_PART).toBe(3);
  });
  it('lists about a hundred well-known passwords, lowercased', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(100);
    for (const known of ['123456', 'password', 'qwerty', 'contraseña', '12345678', 'iloveyou']) {
      expect(COMMON_PASSWORDS.has(known)).toBe(true);
    }
    for (const entry of COMMON_PASSWORDS) expect(entry).toBe(entry.toLowerCase());
  });
});

describe('passwordProblems', () => {
  it('refuses one repeated character and white space only', () => {
    const REPEATED = 'La contraseña no puede ser un mismo carácter repetido.';
    const BLANK = 'La contraseña no puede estar formada solo por espacios.';
    expect(passwordProblems('aaaaaaaa')).toEqual([REPEATED]);
    expect(passwordProblems('AaAaAaAaÁ')).toEqual([REPEATED]);
    expect(passwordProblems('          ')).toEqual([BLANK]);
    expect(passwordProblems(' \t  \n    ')).toEqual([BLANK]);
    // All digits is already its own message.
    expect(passwordProblems('11111111')).toEqual([NUMERIC, COMMON]);
    expect(passwordProblems('aaaaaaab')).toEqual([]);
  });
  it('accepts a good password', () => {
    expect(passwordProblems('Tortuga-Azul-93', owner)).toEqual([]);
    expect(passwordProblems('Tortuga-Azul-93')).toEqual([]);
  });
  it('rejects a short password', () => {
    expect(passwordProblems('Xk3!pq')).toEqual([SHORT]);
    expect(passwordProblems('Xk3!pq7')).toEqual([SHORT]);
    expect(passwordProblems('Xk3!pq7z')).toEqual([]);
  });
  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblems('ñandú🙂🙂')).toEqual([SHORT]);
  });
  it('rejects an only-digits password', () => {
    expect(passwordProblems('80417263')).toEqual([NUMERIC]);
  });
  it('rejects a password containing the e-mail local part or names', () => {
    expect(passwordProblems('maria2024!', owner)).toEqual([SIMILAR]);
    expect(passwordProblems('xxLOPEZxx', owner)).toEqual([SIMILAR]);
    expect(passwordProblems('JoseRules77', owner)).toEqual([SIMILAR]);
  });
  it('compares ignoring case and accents', () => {
    expect(isTooSimilar('SuperLópez1', { last_name: 'lopez' })).toBe(true);
    expect(isTooSimilar('superlopez1', { last_name: 'López' })).toBe(true);
  });
  it('ignores parts shorter than 3 characters', () => {
    expect(isTooSimilar('Tortuga-Azul-93', { email: 'al@x.com', first_name: 'Al', last_name: 'Li' })).toBe(
      false,
    );
    expect(isTooSimilar('abcdefgh', { first_name: 'Abc' })).toBe(true);
  });
  it('splits the e-mail local part into words and ignores the domain', () => {
    expect(isTooSimilar('perez-rocks', { email: 'juan_perez@example.com' })).toBe(true);
    expect(isTooSimilar('example-rocks', { email: 'juan_perez@example.com' })).toBe(false);
  });
  it('does not compare with missing data', () => {
    expect(isTooSimilar('anything', {})).toBe(false);
    expect(isTooSimilar('anything', { email: null, first_name: null, last_name: null })).toBe(false);
  });
  it('rejects common passwords, in any case', () => {
    expect(passwordProblems('iloveyou')).toEqual([COMMON]);
    expect(passwordProblems('Contraseña')).toEqual([COMMON]);
    expect(passwordProblems('PASSWORD123')).toEqual([COMMON]);
  });
  it('lists every problem, in order', () => {
    expect(passwordProblems('123456')).toEqual([SHORT, NUMERIC, COMMON]);
    expect(passwordProblems('12345678')).toEqual([NUMERIC, COMMON]);
    expect(passwordProblems('ana', { first_name: 'Ana' })).toEqual([SHORT, SIMILAR]);
    expect(passwordProblems('')).toEqual([SHORT]);
  });
});

describe('validatePasswordChange', () => {
  it('accepts matching passwords', () => {
    expect(
      validatePasswordChange({ new_password: 'Tortuga-Azul-93', new_password_confirm: 'Tortuga-Azul-93' }),
    ).toBeNull();
  });
  it('rejects a mismatch', () => {
    expect(
      validatePasswordChange({ new_password: 'Tortuga-Azul-93', new_password_confirm: 'tortuga-azul-93' }),
    ).toBe('Las contraseñas no coinciden.');
    expect(validatePasswordChange({ new_password: 'a', new_password_confirm: '' })).toBe(
      'Las contraseñas no coinciden.',
    );
  });
});

describe('passwordChecks', () => {
  const failing = (password: string, owner = {}) =>
    passwordChecks(password, owner)
      .filter((check) => !check.ok)
      .map((check) => check.rule);

  it('answers every rule, in order, so a form can show each as it is met', () => {
    expect(passwordChecks('').map((check) => check.rule)).toEqual([
      'length',
      'notNumeric',
      'notRepeated',
      'notSimilar',
      'notCommon',
    ]);
    expect(failing('')).toEqual(['length']);
    expect(failing('1234')).toEqual(['length', 'notNumeric', 'notCommon']);
    expect(failing('        ')).toEqual(['notRepeated']);
    expect(failing('aaaaaaaa')).toEqual(['notRepeated']);
    expect(failing('lucia2026!', { first_name: 'Lucía' })).toEqual(['notSimilar']);
    expect(failing('CasaAzul2026!', { email: 'lucia@example.com' })).toEqual([]);
  });
});
