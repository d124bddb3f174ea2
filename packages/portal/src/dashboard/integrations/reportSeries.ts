import type { PartnerReportDay } from '@convive/sdk';
import { INTL_LOCALE, type Locale } from '@convive/widgets';
import type { IntegrationsCopy } from './copy';

/** The report's four figures, in the order they are shown, charted and exported. */
export const SERIES = ['impressions', 'clicks', 'enquiries', 'visits'] as const;
export type Series = (typeof SERIES)[number];

export type ReportTotals = Record<Series, number>;

export function reportTotals(days: readonly PartnerReportDay[]): ReportTotals {
  const totals: ReportTotals = { impressions: 0, clicks: 0, enquiries: 0, visits: 0 };
  for (const day of days) for (const series of SERIES) totals[series] += day[series];
  return totals;
}

export function seriesLabel(series: Series, copy: IntegrationsCopy): string {
  return copy[series];
}

/** Intl wants a region: Spanish dates and numbers as Spain writes them ('es-ES'), as the widgets do. */
export function intlLocale(locale: Locale): string {
  return INTL_LOCALE[locale];
}

/** A report date ('YYYY-MM-DD', a calendar day) as a Date at UTC midnight, to format in UTC. */
export function utcDate(date: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and style: a chart formats some hundred dates per render. */
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/** '3 nov' (es), 'Nov 3' (en): an axis label. */
export function shortDate(date: string, locale: Locale): string {
  return dateFormat(locale, { day: 'numeric', month: 'short' }).format(utcDate(date));
}

/** 'lun, 3 nov' (es): a table row's date, with its weekday. */
export function dayWithWeekday(date: string, locale: Locale): string {
  return dateFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(utcDate(date));
}

/** '3 de noviembre' (es): a date in a sentence (the range, the summary). */
export function dayAndMonth(date: string, locale: Locale): string {
  return dateFormat(locale, { day: 'numeric', month: 'long' }).format(utcDate(date));
}
