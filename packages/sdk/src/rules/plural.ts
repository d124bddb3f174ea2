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
