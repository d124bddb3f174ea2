/**
 * Local wall-clock times in a time zone, with Intl alone (no zone database of our own): the visit
 * reminders (appointments/reminders.ts) and the 08:00 digest (savedSearches/alerts.ts) both need
 * "this local date and time in TIME_ZONE" as an instant, right across daylight-saving changes.
 */

/** The offset of `timeZone` from UTC at an instant, in milliseconds (Madrid in summer: +2 h). */
function zoneOffsetMs(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant of a local date ('YYYY-MM-DD') and time ('HH:mm') in `timeZone`, with the offset that
 * zone has on that date. The offset is looked up twice: the first guess (the offset at the same
 * wall-clock time read as UTC) can fall on the other side of a change; the second cannot. A time
 * the clocks skip (02:30 on the spring-forward night) comes out an hour later; no visit is then.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wall - zoneOffsetMs(timeZone, wall);
  return new Date(wall - zoneOffsetMs(timeZone, guess));
}
