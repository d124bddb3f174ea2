/*
 * How forms and addresses write numbers and switches as text. The schemas read them so
 * (common.ts's preprocessing), and so do the zod-free filter readers (rules/queryParams.ts): one
 * spelling of the rule, and no zod here. Internal to the sdk.
 */

/** A number written as text, a decimal comma accepted ('2,5'): NaN when the text is no number. */
export function numberOfText(text: string): number {
  return Number(text.trim().replace(',', '.'));
}

const TRUE_WORDS = ['true', '1', 'on', 'yes', 'si', 'sí'];
const FALSE_WORDS = ['false', '0', 'off', 'no'];

/** A switch written as text, in any case: 'true'/'1'/'on'/'yes'/'sí' or 'false'/'0'/'off'/'no'; else undefined. */
export function switchOfText(text: string): boolean | undefined {
  const key = text.trim().toLowerCase();
  if (TRUE_WORDS.includes(key)) return true;
  return FALSE_WORDS.includes(key) ? false : undefined;
}
