/*
 * Intl formatters, made once per locale and options. Constructing one is costly (ICU data is looked up
 * each time; a property grid formats dozens of prices and dates per render), using one is cheap.
 * Internal to the rules: not exported from the sdk.
 */

/** Past this many different formatters a cache starts again (keys come from a small set in practice). */
const MAX_ENTRIES = 100;

function cached<F, O>(make: (locale: string | undefined, options: O) => F) {
  const formats = new Map<string, F>();
  return (locale: string | undefined, options: O): F => {
    const key = `${locale ?? ''}|${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (format === undefined) {
      // A bad locale or time zone throws here, and nothing is kept.
      format = make(locale, options);
      if (formats.size >= MAX_ENTRIES) formats.clear();
      formats.set(key, format);
    }
    return format;
  };
}

export const numberFormat = cached(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
export const dateTimeFormat = cached(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
export const relativeTimeFormat = cached(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);
export const pluralRules = cached(
  (locale, options: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options),
);
