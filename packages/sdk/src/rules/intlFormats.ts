/*
 * Intl formatters, made once per locale and options. Constructing one is costly (ICU data is looked up
 * each time; a property grid formats dozens of prices and dates per render), using one is cheap.
 *
 * The first formatter a browser tab makes is dearer still: V8 loads the ICU data for numbers and dates
 * then, one task of tens of milliseconds on a phone that cannot be split. A server-rendered page
 * already holds every text its first render formats, so the server hands those answers to the browser
 * with the page (`recordFormats` on the server, `seedFormats` in the browser): hydration formats
 * nothing, and the formatter is made when a value the page did not hold is first shown.
 *
 * The formatters themselves are internal to the rules; only the two functions above are exported.
 */

/** Past this many different formatters a cache starts again (keys come from a small set in practice). */
const MAX_ENTRIES = 100;

/** One formatted text: its key (formatter, options and value) and the text. */
export type FormatAnswer = [key: string, text: string];

/** Answers the server's render gave, by key. */
const seeded = new Map<string, string>();
/** Where a server render keeps the answers it gives (null: not recording). */
let recorder: ((key: string, text: string) => void) | null = null;

/**
 * Takes the answers a server render recorded (`recordFormats`), before the page is hydrated: a
 * formatter asked for one of them answers it without being made.
 */
export function seedFormats(answers: Iterable<FormatAnswer>): void {
  for (const [key, text] of answers) {
    if (typeof key === 'string' && typeof text === 'string') seeded.set(key, text);
  }
}

/**
 * Server rendering: `record` is told every text formatted from now on (null stops it). A server
 * that renders several pages at once sorts them by render itself (an AsyncLocalStorage).
 */
export function recordFormats(record: ((key: string, text: string) => void) | null): void {
  recorder = record;
}

/** The answer for `key`: the seeded one, else `compute`'s, recorded when a render records. */
function answer(key: string, compute: () => string): string {
  const known = seeded.get(key);
  if (known !== undefined) return known;
  const text = compute();
  recorder?.(key, text);
  return text;
}

function cached<F, O>(make: (locale: string | undefined, options: O, key: string) => F) {
  const formats = new Map<string, F>();
  return (locale: string | undefined, options: O): F => {
    const key = `${locale ?? ''}|${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (format === undefined) {
      format = make(locale, options, key);
      if (formats.size >= MAX_ENTRIES) formats.clear();
      formats.set(key, format);
    }
    return format;
  };
}

/** Makes `make()` on the first call and keeps it; a failed make (a refused locale) is tried again. */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

/** A number formatter whose texts may come from the server's render. */
export interface NumberFormatter {
  /** Throws a RangeError for a refused locale or options. */
  format(value: number): string;
}

export const numberFormat = cached((locale, options: Intl.NumberFormatOptions, key): NumberFormatter => {
  const real = lazily(() => new Intl.NumberFormat(locale, options));
  return {
    format: (value) => answer(`n|${key}|${Object.is(value, -0) ? '-0' : value}`, () => real().format(value)),
  };
});

/** A date formatter whose texts may come from the server's render. */
export interface DateFormatter {
  /** Throws a RangeError for a refused locale or time zone, or an invalid date. */
  format(date: Date): string;
  formatToParts(date: Date): Intl.DateTimeFormatPart[];
}

export const dateTimeFormat = cached((locale, options: Intl.DateTimeFormatOptions, key): DateFormatter => {
  const real = lazily(() => new Intl.DateTimeFormat(locale, options));
  // A text formatted in the runtime's own time zone would differ between the server and the browser:
  // only formats with a time zone of their own take answers from the server.
  const shared = options.timeZone !== undefined;
  return {
    format: (date) =>
      shared ? answer(`d|${key}|${date.getTime()}`, () => real().format(date)) : real().format(date),
    formatToParts: (date) => real().formatToParts(date),
  };
});

export const relativeTimeFormat = cached(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);

/** Plural rules whose answers may come from the server's render. */
export interface PluralSelector {
  select(count: number): Intl.LDMLPluralRule;
}

export const pluralRules = cached((locale, options: Intl.PluralRulesOptions, key): PluralSelector => {
  const real = lazily(() => new Intl.PluralRules(locale, options));
  return {
    select: (count) => answer(`p|${key}|${count}`, () => real().select(count)) as Intl.LDMLPluralRule,
  };
});
