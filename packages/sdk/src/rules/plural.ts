import { pluralRules } from './intlFormats';

/**
 * A text's forms by CLDR plural category: `other` is required and used for any category not
 * given. Spanish, English and German need `one` and `other`; French's `one` also covers 0.
 */
export type PluralForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/**
 * The form of `forms` that `count` takes in `locale`, chosen by `Intl.PluralRules` (so "0 logement"
 * in French, "1 propiedad" but "1,5 propiedades" nowhere by hand): the one plural mechanism of the
 * sdk's, the widgets' and the portal's copy.
 *
 *   plural('es', n, { one: `${n} propiedad`, other: `${n} propiedades` })
 */
export function plural(locale: string, count: number, forms: PluralForms): string {
  return forms[pluralRules(locale, {}).select(count)] ?? forms.other;
}

/**
 * The form of `forms` that the ordinal `count` takes in `locale` (English '1st', '2nd', '3rd', '4th'):
 * `plural` for positions, chosen by `Intl.PluralRules` with `type: 'ordinal'`.
 *
 *   ordinal('en', n, { one: `${n}st`, two: `${n}nd`, few: `${n}rd`, other: `${n}th` })
 */
export function ordinal(locale: string, count: number, forms: PluralForms): string {
  return forms[pluralRules(locale, { type: 'ordinal' }).select(count)] ?? forms.other;
}
