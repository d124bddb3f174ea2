/**
 * Password strength rules shared by the server (which enforces them on registration, password change
 * and reset) and the UI (which can show them before sending). The spec shows only the match check
 * (spec 02 §5); the strength rules follow Django's default validators, with Spanish messages (and the
 * other languages' through `language`).
 */
import type { Language } from './language';
import { ruleMessages } from './ruleMessages';

/** The shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 8;

/** The shortest part of an e-mail or name that counts when checking similarity. */
export const SIMILARITY_MIN_PART = 3;

/** Well-known passwords (English and Spanish lists), lowercased. A password is compared lowercased. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '12345',
  '1234',
  '123123',
  '123321',
  '111111',
  '000000',
  '00000000',
  '11111111',
  '121212',
  '654321',
  '666666',
  '696969',
  '777777',
  '987654321',
  '112233',
  '159753',
  '147258369',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'qwerty12',
  'qwe123',
  'asdfgh',
  'asdfghjkl',
  'zxcvbnm',
  'azerty',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'q1w2e3r4',
  'abc123',
  'abcd1234',
  'abcdef',
  'abcdefg',
  'abcdefgh',
  'a1b2c3d4',
  'iloveyou',
  'iloveyou1',
  'letmein',
  'welcome',
  'welcome1',
  'monkey',
  'dragon',
  'master',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'batman',
  'trustno1',
  'shadow',
  'michael',
  'jennifer',
  'charlie',
  'freedom',
  'whatever',
  'starwars',
  'pokemon',
  'computer',
  'internet',
  'admin',
  'admin123',
  'administrator',
  'root',
  'secret',
  'changeme',
  'login',
  'hello123',
  'test1234',
  'contraseña',
  'contrasena',
  'contraseña1',
  'contraseña123',
  'contrasena123',
  'teamo',
  'teamo123',
  'tequiero',
  'amor',
  'amorcito',
  'miamor',
  'hola1234',
  'holahola',
  'barcelona',
  'realmadrid',
  'madrid',
  'españa',
  'espana',
  'futbol',
  'mariposa',
  'princesa',
  'estrella',
  'chocolate',
  'corazon',
  'tesoro',
  'alejandro',
  'daniel',
  'bienvenido',
  'qwerty1234',
]);

/** The personal data a password must not resemble. */
export interface PasswordOwner {
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

/** Lowercased and without accents, so 'José' and 'jose' compare equal. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The parts of the user's data worth comparing: words of the e-mail's local part and of each name. */
function personalParts(owner: PasswordOwner): string[] {
  const sources = [owner.email?.split('@')[0] ?? '', owner.first_name ?? '', owner.last_name ?? ''];
  const parts = sources.flatMap((source) => fold(source).split(/[^\p{L}\p{N}]+/u));
  return [...new Set(parts.filter((part) => part.length >= SIMILARITY_MIN_PART))];
}

/** True when the password contains a part (3+ characters) of the e-mail's local part or the names. */
export function isTooSimilar(password: string, owner: PasswordOwner): boolean {
  const folded = fold(password);
  return personalParts(owner).some((part) => folded.includes(part));
}

/** The rules a password must meet, in the order they are told (a form can show each as it is met). */
export const PASSWORD_RULES = ['length', 'notNumeric', 'notRepeated', 'notSimilar', 'notCommon'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** One rule of `passwordChecks`: whether the password meets it, what it asks and the problem when it does not. */
export interface PasswordCheck {
  rule: PasswordRule;
  ok: boolean;
  /** What the rule asks, for a checklist ('Al menos 8 caracteres'), in the language asked for. */
  label: string;
  /** The problem told when the rule is not met ('La contraseña debe tener al menos 8 caracteres.'). */
  problem: string;
}

/**
 * Each rule and whether the password meets it: at least 8 characters; not only digits; not one
 * character repeated ('aaaaaaaa', ignoring case and accents) nor only white space; not containing a
 * part (3+ characters) of the e-mail's local part or the names; not a common password. What the
 * server enforces (`passwordProblems`) and what a form shows live come from this one list; `label`
 * and `problem` are in `language` (Spanish by default).
 */
export function passwordChecks(
  password: string,
  owner: PasswordOwner = {},
  language?: Language,
): PasswordCheck[] {
  const numeric = /^\d+$/.test(password);
  const blank = password !== '' && password.trim() === '';
  const repeated = blank || (!numeric && password.length > 1 && new Set(fold(password)).size === 1);
  const met: Record<PasswordRule, boolean> = {
    length: [...password].length >= PASSWORD_MIN_LENGTH,
    notNumeric: !numeric,
    notRepeated: !repeated,
    notSimilar: !isTooSimilar(password, owner),
    notCommon: !COMMON_PASSWORDS.has(password.toLowerCase()),
  };
  const texts = ruleMessages(language);
  const labels: Record<PasswordRule, string> = {
    length: texts.passwordRules.length(PASSWORD_MIN_LENGTH),
    notNumeric: texts.passwordRules.notNumeric,
    notRepeated: texts.passwordRules.notRepeated,
    notSimilar: texts.passwordRules.notSimilar,
    notCommon: texts.passwordRules.notCommon,
  };
  const problems: Record<PasswordRule, string> = {
    length: texts.password.tooShort(PASSWORD_MIN_LENGTH),
    notNumeric: texts.password.numeric,
    notRepeated: blank ? texts.password.blank : texts.password.repeated,
    notSimilar: texts.password.similar,
    notCommon: texts.password.common,
  };
  return PASSWORD_RULES.map((rule) => ({
    rule,
    ok: met[rule],
    label: labels[rule],
    problem: problems[rule],
  }));
}

/**
 * Everything wrong with a password, as messages in the rules' order (white space only is told as
 * such rather than as a repeated character), in `language` (Spanish by default: the server's). An
 * empty list means the password is acceptable.
 */
export function passwordProblems(password: string, owner: PasswordOwner = {}, language?: Language): string[] {
  return passwordChecks(password, owner, language).flatMap(({ ok, problem }) => (ok ? [] : [problem]));
}

/** The password-change form check (spec 02 §5): 'Las contraseñas no coinciden.' or null. */
export function validatePasswordChange(
  form: {
    new_password: string;
    new_password_confirm: string;
  },
  language?: Language,
): string | null {
  return form.new_password === form.new_password_confirm ? null : ruleMessages(language).password.mismatch;
}
