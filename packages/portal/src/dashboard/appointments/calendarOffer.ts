import type { Appointment } from '@convive/sdk';

/** 'YYYY-MM-DD HH:mm' of `now` in Madrid, where visits' dates and times are given. */
function madridMinute(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/**
 * Whether the visit is worth adding to a calendar: one still to happen, asked for or confirmed. A
 * cancelled (or rejected) visit, a completed one and one whose time has passed are not.
 */
export function offersCalendar(
  appointment: Pick<Appointment, 'status' | 'date' | 'time'>,
  now: Date = new Date(),
): boolean {
  if (appointment.status !== 'pendiente' && appointment.status !== 'confirmada') return false;
  return `${appointment.date} ${appointment.time}` > madridMinute(now);
}
