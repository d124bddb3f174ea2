import { addDays, todayIn, weekdayIndexMondayFirst } from '@convive/sdk';

/** The zone days are counted in: the marketplace's (a message at 00:30 in Madrid is that day's). */
export const MESSAGE_TIME_ZONE = 'Europe/Madrid';

/** One day of a conversation: its separator's text and the items sent that day, oldest first. */
export interface MessageDay<T> {
  /** 'YYYY-MM-DD' in Madrid. */
  date: string;
  label: string;
  items: T[];
}

export interface DayWords {
  today: string;
  yesterday: string;
}

/** 'YYYY-MM-DD' of an instant in `timeZone`. */
export function dayOf(iso: string, timeZone = MESSAGE_TIME_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso.slice(0, 10);
  return todayIn(timeZone, date);
}

/**
 * A separator's text: 'Hoy', 'Ayer', the weekday within the current week (weeks start on Monday in
 * Spain, so on a Monday last Sunday is already 'Ayer' and last Saturday a date), the day and month
 * within the year, else the full date.
 */
export function dayLabel(date: string, today: string, locale: string, words: DayWords): string {
  if (date === today) return words.today;
  if (date === addDays(today, -1)) return words.yesterday;
  const at = new Date(`${date}T12:00:00Z`);
  const weekStart = addDays(today, -weekdayIndexMondayFirst(today));
  if (date >= weekStart && date < today) {
    return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(at);
  }
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(at);
}

/** Items (already oldest first) grouped by their day in Madrid, each group with its separator's text. */
export function groupByDay<T>(
  items: readonly T[],
  sentAt: (item: T) => string,
  options: { now: Date; locale: string; words: DayWords; timeZone?: string },
): MessageDay<T>[] {
  const timeZone = options.timeZone ?? MESSAGE_TIME_ZONE;
  const today = todayIn(timeZone, options.now);
  const days: MessageDay<T>[] = [];
  for (const item of items) {
    const date = dayOf(sentAt(item), timeZone);
    const last = days.at(-1);
    if (last && last.date === date) last.items.push(item);
    else days.push({ date, label: dayLabel(date, today, options.locale, options.words), items: [item] });
  }
  return days;
}

/** 'HH:mm' of an instant in Madrid, as a message's time is shown beside it. */
export function timeOf(iso: string, locale: string, timeZone = MESSAGE_TIME_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(date);
}
