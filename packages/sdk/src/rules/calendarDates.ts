/**
 * Calendar arithmetic on 'YYYY-MM-DD' texts. Everything is computed in UTC so that the time zone
 * of the machine never shifts a date; "today" is always an argument (see `todayIn`).
 * Years 0000–9999 are supported; anything else is a RangeError.
 */
import { dateTimeFormat } from './intlFormats';

/** A calendar date parsed into its parts (month 1–12). */
interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** One cell of a month grid: the date and whether it belongs to the month shown. */
export interface CalendarCell {
  date: string;
  inMonth: boolean;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days in a month (month 1–12) of the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  assertYearMonth(year, month);
  return new Date(utcMs(year, month + 1, 0)).getUTCDate();
}

/** True when `text` is a real calendar date written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isCalendarDate(text: unknown): text is string {
  return typeof text === 'string' && parse(text) !== null;
}

/** Adds `n` days (may be negative) to a 'YYYY-MM-DD' date. */
export function addDays(date: string, n: number): string {
  assertInteger(n, 'n');
  const { year, month, day } = parseOrThrow(date);
  return format(new Date(utcMs(year, month, day) + n * MS_PER_DAY));
}

/** Adds `n` months (may be negative), clamping the day: '2026-11-30' + 3 months = '2027-02-28'. */
export function addMonths(date: string, n: number): string {
  assertInteger(n, 'n');
  const { year, month, day } = parseOrThrow(date);
  const monthIndex = year * 12 + (month - 1) + n;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  assertYearMonth(targetYear, targetMonth);
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return toText(targetYear, targetMonth, targetDay);
}

/** Monday-first weekday index: 0 = Monday … 6 = Sunday (Spanish weeks start on Monday, spec 01 §1). */
export function weekdayIndexMondayFirst(date: string): number {
  const { year, month, day } = parseOrThrow(date);
  return (new Date(utcMs(year, month, day)).getUTCDay() + 6) % 7;
}

/** True for Monday to Friday (visits are weekdays only, spec 01 §5). */
export function isWeekday(date: string): boolean {
  return weekdayIndexMondayFirst(date) < 5;
}

/**
 * Today's date 'YYYY-MM-DD' in a time zone (default Europe/Madrid) at the instant `now`.
 * Throws a RangeError for an unknown time zone or an invalid `now`.
 */
export function todayIn(timeZone = 'Europe/Madrid', now: Date = new Date()): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  return toText(get('year'), get('month'), get('day'));
}

/**
 * The weeks of a month grid (month 1–12), each 7 cells from Monday to Sunday; leading and trailing
 * cells of the neighbouring months have `inMonth: false`. Only the weeks the month touches (4–6).
 */
export function calendarWeeks(year: number, month: number): CalendarCell[][] {
  assertYearMonth(year, month);
  const first = toText(year, month, 1);
  const last = toText(year, month, daysInMonth(year, month));
  let cursor = addDays(first, -weekdayIndexMondayFirst(first));
  const weeks: CalendarCell[][] = [];
  while (cursor <= last) {
    const week: CalendarCell[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({ date: cursor, inMonth: cursor >= first && cursor <= last });
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

function utcMs(year: number, month: number, day: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

function parse(text: string): DateParts | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(utcMs(year, month + 1, 0)).getUTCDate()) return null;
  return { year, month, day };
}

function parseOrThrow(text: string): DateParts {
  const parts = typeof text === 'string' ? parse(text) : null;
  if (!parts) throw new RangeError(`Not a 'YYYY-MM-DD' calendar date: ${String(text)}`);
  return parts;
}

function format(date: Date): string {
  return toText(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

function toText(year: number, month: number, day: number): string {
  if (!Number.isInteger(year) || year < 0 || year > 9999) {
    throw new RangeError(`Year out of range 0000–9999: ${year}`);
  }
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function assertInteger(n: number, name: string): void {
  if (!Number.isInteger(n)) throw new RangeError(`${name} must be an integer, got ${n}`);
}

function assertYearMonth(year: number, month: number): void {
  if (!Number.isInteger(year) || year < 0 || year > 9999) {
    throw new RangeError(`Year out of range 0000–9999: ${year}`);
  }
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Month must be 1–12, got ${month}`);
  }
}
