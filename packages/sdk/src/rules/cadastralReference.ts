/**
 * The Spanish cadastral reference ("referencia catastral"): 20 characters, the parcel (1–14), the
 * property within it (15–18) and two control letters (19–20) that the Dirección General del Catastro
 * computes from the rest. Checking them catches a mistyped reference before it is published.
 *
 * Each control letter is a weighted sum, modulo 23, looked up in the Catastro's letter table: the
 * first over characters 1–7 and 15–18, the second over 8–14 and 15–18. A digit counts its value; a
 * letter counts its place in the Spanish alphabet with Ñ (A = 1 … N = 14, Ñ = 15, O = 16 … Z = 27),
 * as the public validators do (checked against references published online, see the test).
 */

/** The reference's length, control letters included. */
export const CADASTRAL_REFERENCE_LENGTH = 20;

const WEIGHTS = [13, 15, 12, 5, 4, 17, 9, 21, 3, 7, 1] as const;
const CONTROL_LETTERS = 'MQWERTYUIOPASDFGHJKLBZX';
const ALPHABET = 'ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** What is wrong with a reference, so the message can name the part to look at. */
export type CadastralReferenceCheck =
  | { ok: true; reference: string }
  | { ok: false; problem: 'characters' | 'length'; reference: string }
  /** `expected`: the two control letters the first 18 characters call for. */
  | { ok: false; problem: 'control'; reference: string; expected: string };

/** The reference as stored: upper case, without the spaces people type between its parts. */
export function normalizeCadastralReference(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

function characterValue(character: string): number {
  if (character >= '0' && character <= '9') return Number(character);
  return ALPHABET.indexOf(character) + 1;
}

function controlLetter(part: string): string {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += WEIGHTS[i]! * characterValue(part[i]!);
  return CONTROL_LETTERS[sum % 23]!;
}

/** The two control letters of a reference's first 18 characters (already normalised and valid). */
export function cadastralControlLetters(reference: string): string {
  const property = reference.slice(14, 18);
  return controlLetter(reference.slice(0, 7) + property) + controlLetter(reference.slice(7, 14) + property);
}

/** Checks a reference typed by a person (spaces and lower case allowed), naming what is wrong. */
export function checkCadastralReference(text: string): CadastralReferenceCheck {
  const reference = normalizeCadastralReference(text);
  if (!/^[0-9A-ZÑ]*$/.test(reference)) return { ok: false, problem: 'characters', reference };
  if (reference.length !== CADASTRAL_REFERENCE_LENGTH) return { ok: false, problem: 'length', reference };
  const expected = cadastralControlLetters(reference);
  return reference.slice(18) === expected
    ? { ok: true, reference }
    : { ok: false, problem: 'control', reference, expected };
}

/** True when `text` is a valid cadastral reference. */
export function isValidCadastralReference(text: string): boolean {
  return checkCadastralReference(text).ok;
}
