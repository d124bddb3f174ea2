/**
 * Date parsing and display (spec 01 §1, §2, §8; spec 02 §1, §2). Dates are shown in the Spanish
 * locale by default, weeks start on Monday, relative times use Intl.RelativeTimeFormat. Date-only
 * texts ('YYYY-MM-DD') are always formatted in UTC so the machine's zone never shifts the day; instants
 * (texts with a time) take an optional IANA zone, else the runtime's. Nothing here reads the clock.
 */

import { dateTimeFormat, relativeTimeFormat } from './intlFormats';
import { invalidDateMessage } from './invalidDate';
import type { Language } from './language';

/** The outcome of parsing a typed date: an ISO date, null for "no date", or the 'Fecha inválida' text (in the language asked for). */
export type DmyResult = { ok: true; value: string | null } | { ok: false; message: string };

/** First day of the week: Monday (1), as date-fns counts it (spec 01 §1). */
export const WEEK_STARTS_ON = 1;

const DMY = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Days in a month (1–12) of the Gregorian calendar. */
function daysIn(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isRealDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** True when `text` is a real calendar date written 'YYYY-MM-DD' ('2024-02-30' is not). */
export function isIsoDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = ISO_DATE.exec(text);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * A date typed day/month/year (d/m/yyyy or dd/mm/yyyy, separated by '/', '-' or '.', the same one twice)
 * as 'YYYY-MM-DD'. Blank text is a valid "no date" (value null); an impossible date is 'Fecha inválida'
 * (in `language`, Spanish by default).
 */
export function dmyToIso(text: string, language?: Language): DmyResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const match = DMY.exec(trimmed);
  if (match) {
    const day = Number(match[1]);
    const month = Number(match[3]);
    const year = Number(match[4]);
    if (isRealDate(year, month, day)) return { ok: true, value: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
  }
  return { ok: false, message: invalidDateMessage(language) };
}

/** An ISO date (or the date part of an ISO instant) as 'dd/mm/yyyy'; '' for blank or unreal input. */
export function isoToDmy(iso: string | null | undefined): string {
  if (!iso) return '';
  const match = ISO_DATE_PREFIX.exec(iso.trim());
  if (!match) return '';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/**
 * Reads an ISO date or instant. A date-only text becomes midnight UTC and reports `dateOnly` so that
 * callers format it in UTC; null when the text is not a date.
 */
function parseIso(iso: string | null | undefined): { date: Date; dateOnly: boolean } | null {
  if (!iso) return null;
  const text = iso.trim();
  const dateOnly = ISO_DATE.exec(text);
  if (dateOnly) {
    const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    if (!isRealDate(year, month, day)) return null;
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    return { date, dateOnly: true };
  }
  const prefix = ISO_DATE_PREFIX.exec(text);
  if (!prefix || !isRealDate(Number(prefix[1]), Number(prefix[2]), Number(prefix[3]))) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly: false };
}

/**
 * A date in long form: '22 de noviembre de 2026' (es), 'November 22, 2026' (en). Date-only texts are
 * read in UTC; instants in `timeZone` (default: the runtime's). Unreadable text is returned as it is, nothing as ''.
 */
export function formatDateLong(iso: string | null | undefined, locale = 'es', timeZone?: string): string {
  const parsed = parseIso(iso);
  if (!parsed) return iso ?? '';
  return dateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: parsed.dateOnly ? 'UTC' : timeZone,
  }).format(parsed.date);
}

/**
 * A date as 'dd/mm/yyyy' whatever the locale (spec 02 §2: listing created dates). Instants are read in
 * `timeZone` (default: the runtime's). Unreadable text is returned as it is.
 */
export function formatDateShort(iso: string | null | undefined, timeZone?: string): string {
  const parsed = parseIso(iso);
  if (!parsed) return iso ?? '';
  const parts = dateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: parsed.dateOnly ? 'UTC' : timeZone,
  }).formatToParts(parsed.date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year').padStart(4, '0')}`;
}

/**
 * An instant with date and time, long date and short time as Intl joins them ('22 de noviembre de 2026 a
 * las 10:30' in es, 'November 22, 2026 at 10:30 AM' in en).
 * Read in `timeZone` (default: the runtime's); a date-only text is shown as a long date.
 */
export function formatDateTime(iso: string | null | undefined, locale = 'es', timeZone?: string): string {
  const parsed = parseIso(iso);
  if (!parsed) return iso ?? '';
  if (parsed.dateOnly) return formatDateLong(iso, locale);
  return dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(parsed.date);
}

/** The word joining a date and a time, per supported language (spec 02 §2 gives the Spanish 'a las'). */
const AT: Readonly<Record<string, string>> = { es: 'a las', en: 'at', fr: 'à', de: 'um' };

/** The base language of a locale tag ('es-ES' → 'es'), lowercased. */
function languageOf(locale: string): string {
  return (locale.split(/[-_]/)[0] ?? '').toLowerCase();
}

/**
 * An appointment's date and time: '24 de noviembre de 2026 a las 10:30' (es), 'November 24, 2026 at 10:30'
 * (en), '24 novembre 2026 à 10:30' (fr), '24. November 2026 um 10:30' (de). The time is shown as
 * 'HH:mm' as stored (seconds dropped). A locale outside es/en/fr/de is shown in Spanish, the default language.
 */
export function formatAppointmentWhen(date: string, time: string, locale = 'es'): string {
  const language = languageOf(locale);
  const known = AT[language];
  const effective = known === undefined ? 'es' : locale;
  const hhmm = /^\d{2}:\d{2}:\d{2}$/.test(time) ? time.slice(0, 5) : time;
  return `${formatDateLong(date, effective)} ${known ?? AT.es} ${hhmm}`;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A point in time given as an ISO text, a Date or epoch milliseconds. */
export type Instant = string | Date | number;

function toMs(value: Instant): number {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  const parsed = parseIso(value);
  return parsed ? parsed.date.getTime() : Number.NaN;
}

/**
 * How long ago (or ahead) `iso` is from `now`, in words: 'hace 5 minutos', 'ayer', 'hace 3 semanas'.
 * The largest unit that fits is used, counting whole units (59 min is 'hace 59 minutos'): seconds under a
 * minute, minutes under an hour, hours under a day, days under a week, weeks under 30 days, months (of
 * 30 days, at most 11) under 365 days, then years. numeric 'auto' gives 'ahora', 'ayer', 'la semana pasada'.
 * '' when either instant is unreadable.
 */
export function relativeTime(iso: Instant, now: Instant, locale = 'es'): string {
  const then = toMs(iso);
  const ref = toMs(now);
  if (Number.isNaN(then) || Number.isNaN(ref)) return '';
  const diff = then - ref;
  const abs = Math.abs(diff);
  const sign = diff < 0 ? -1 : 1;
  const rtf = relativeTimeFormat(locale, { numeric: 'auto' });
  const say = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
    // `+ 0` turns -0 into 0 so 'ahora' is not printed as '-0'.
    rtf.format(sign * value + 0, unit);
  if (abs < MINUTE) return say(Math.floor(abs / SECOND), 'second');
  if (abs < HOUR) return say(Math.floor(abs / MINUTE), 'minute');
  if (abs < DAY) return say(Math.floor(abs / HOUR), 'hour');
  const days = Math.floor(abs / DAY);
  if (days < 7) return say(days, 'day');
  if (days < 30) return say(Math.floor(days / 7), 'week');
  if (days < 365) return say(Math.min(11, Math.floor(days / 30)), 'month');
  return say(Math.floor(days / 365), 'year');
}

/** The seven weekday names, Monday first (spec 01 §1): 'lun'…'dom' (es, short), 'L'…'D' (narrow). */
export function weekdayNames(locale = 'es', width: 'short' | 'narrow' | 'long' = 'short'): string[] {
  const format = dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

function monthDate(year: number, month: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, 1);
  return date;
}

/** The name of a month (1 = January) in `locale`: monthName(2026, 11) → 'noviembre'. */
export function monthName(
  year: number,
  month: number,
  locale = 'es',
  width: 'long' | 'short' = 'long',
): string {
  return dateTimeFormat(locale, { month: width, timeZone: 'UTC' }).format(monthDate(year, month));
}

/** A month and its year as a calendar caption (1 = January): 'noviembre de 2026' (es), 'November 2026' (en). */
export function monthYearLabel(year: number, month: number, locale = 'es'): string {
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    monthDate(year, month),
  );
}
