/**
 * Which dates a visit may be requested for (spec 01 §5 "Visit request", §9): from tomorrow to
 * three months ahead, Monday to Friday, in one of the 22 half-hour slots. `today` is always given
 * (use `todayIn()` for Madrid's date), so the rules never read a clock.
 */
import { addDays, addMonths, isCalendarDate, isWeekday } from './calendarDates';
import type { Language } from './language';
import { RULE_MESSAGES, type RuleMessages, ruleMessages } from './ruleMessages';
import { isVisitSlot, type VisitSlot } from './visitSlots';

/** How far ahead a visit can be booked: three months after today (spec 01 §5, §9). */
export const VISIT_WINDOW_MONTHS = 3;

/** Spec 01 §5: date or time missing. */
export const VISIT_REQUIRED_MESSAGE = RULE_MESSAGES.visit.dateTimeRequired;
/** Spec 01 §5: a Saturday or Sunday. */
export const VISIT_WEEKDAY_MESSAGE = RULE_MESSAGES.visit.weekdaysOnly;
/** A date before tomorrow or after the three-month window. */
export const VISIT_WINDOW_MESSAGE = RULE_MESSAGES.visit.outsideWindow;
/** A time that is not one of the half-hour slots. */
export const VISIT_SLOT_MESSAGE = RULE_MESSAGES.visit.notASlot;
/** A date that is not a real 'YYYY-MM-DD' calendar date (spec 01 §8 "Invalid date"). */
export const VISIT_INVALID_DATE_MESSAGE = RULE_MESSAGES.visit.invalidDate;

/** What can be wrong with a visit date: one of the texts above, or the same in another language. */
export type VisitDateProblem = string;

/** The bookable range for a given today: tomorrow to today + 3 months, both inclusive. */
export function visitWindow(today: string): { first: string; last: string } {
  return { first: addDays(today, 1), last: addMonths(today, VISIT_WINDOW_MONTHS) };
}

/**
 * Why `date` cannot be booked on `today`, or null when it can. An unreal date gives 'Fecha inválida';
 * the window is checked before the weekday, so a far-off Saturday reports the window. The text is in
 * `language` (Spanish by default: the server's).
 */
export function visitDateProblem(date: string, today: string, language?: Language): VisitDateProblem | null {
  const problem = visitDateProblemKey(date, today);
  return problem === null ? null : ruleMessages(language).visit[problem];
}

/** What can be wrong with a visit request, by its key among the visit rule texts. */
export type VisitProblem = keyof RuleMessages['visit'];

function visitDateProblemKey(date: string, today: string): VisitProblem | null {
  if (!isCalendarDate(date)) return 'invalidDate';
  const { first, last } = visitWindow(today);
  if (date < first || date > last) return 'outsideWindow';
  if (!isWeekday(date)) return 'weekdaysOnly';
  return null;
}

/** True when the calendar should let `date` be picked: a weekday inside the window. */
export function isVisitDateSelectable(date: string, today: string): boolean {
  return visitDateProblem(date, today) === null;
}

/** What the visit dialog collects; any field may be missing. */
export interface VisitRequestInput {
  date?: string | null;
  time?: string | null;
  notes?: string | null;
}

/** A checked visit request, ready for POST /appointments/ (with the property id added). */
export interface VisitRequestValue {
  date: string;
  time: VisitSlot;
  notes: string;
}

/** Outcome of `validateVisitRequest`: the clean value, or the one message to show. */
export type VisitRequestResult =
  | { ok: true; value: VisitRequestValue }
  | { ok: false; message: string; problem: VisitProblem };

/**
 * Checks a visit request against spec 01 §5, in this order: date and time present, the date (real,
 * inside the window, a weekday), then the slot. Date and time are trimmed and a server-style
 * 'HH:mm:ss' time loses its seconds; notes are trimmed ('' when blank). The message is in `language`
 * (Spanish by default: the server's, which compares it with the VISIT_*_MESSAGE constants).
 */
export function validateVisitRequest(
  input: VisitRequestInput,
  today: string,
  language?: Language,
): VisitRequestResult {
  const texts = ruleMessages(language).visit;
  const refuse = (problem: VisitProblem) => ({ ok: false, message: texts[problem], problem }) as const;
  const date = (input.date ?? '').trim();
  let time = (input.time ?? '').trim();
  if (date === '' || time === '') return refuse('dateTimeRequired');
  const problem = visitDateProblemKey(date, today);
  if (problem) return refuse(problem);
  if (/^\d{2}:\d{2}:00$/.test(time)) time = time.slice(0, 5);
  if (!isVisitSlot(time)) return refuse('notASlot');
  return { ok: true, value: { date, time, notes: (input.notes ?? '').trim() } };
}
