import { formatEuros } from '@convive/sdk';
import { INTL_LOCALE, isLocale } from '@convive/widgets';

const locale = () => {
  const lang = document.documentElement.lang;
  return INTL_LOCALE[isLocale(lang) ? lang : 'es'];
};

/**
 * A stage of the app's start (main.tsx): the price formatters the first render uses, made for the
 * page's language, each in a task of its own. The first Intl formatter of a page loads the locale's
 * data from ICU (~15 ms on a phone), in one piece that a render cannot break.
 */
export const FORMAT_WARMERS: readonly (() => void)[] = [
  () => formatEuros(1, locale()),
  () => formatEuros(1.5, locale()),
];
