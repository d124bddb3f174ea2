import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { ICAL_EVENTS_MAX, InvalidCalendar, readCalendar, writeCalendar } from './ical';
import { calendarSource, nextFree } from './mapping';

const TODAY = '2027-01-10';
const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Prueba//ES', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

describe('reading an imported calendar', () => {
  it('reads all-day events with an exclusive end, without one, and with a duration', () => {
    const events = readCalendar(
      '\uFEFF' +
        calendar(
          event('UID:a', 'DTSTART;VALUE=DATE:20270301', 'DTEND;VALUE=DATE:20270304'),
          event('UID:b', 'DTSTART;VALUE=DATE:20270310'),
          event('UID:c', 'DTSTART;VALUE=DATE:20270320', 'DURATION:P2D'),
        ),
      TODAY,
    );
    expect(events).toEqual([
      { uid: 'a', start: '2027-03-01', end: '2027-03-04' },
      { uid: 'b', start: '2027-03-10', end: '2027-03-11' },
      { uid: 'c', start: '2027-03-20', end: '2027-03-22' },
    ]);
  });

  it('covers the Madrid days a timed event touches, whatever zone it is written in', () => {
    const events = readCalendar(
      calendar(
        // 23:30 Madrid (UTC+1) to 00:30 the next day.
        event('UID:utc', 'DTSTART:20270201T223000Z', 'DTEND:20270201T233000Z'),
        // 10:00 to 11:00 in New York: 16:00–17:00 in Madrid, one day.
        event(
          'UID:ny',
          'DTSTART;TZID=America/New_York:20270205T100000',
          'DTEND;TZID=America/New_York:20270205T110000',
        ),
        // A zone the file defines under a name of its own (as Outlook writes them): UTC+1.
        'BEGIN:VTIMEZONE',
        'TZID:Romance Standard Time',
        'BEGIN:STANDARD',
        'DTSTART:16010101T030000',
        'TZOFFSETFROM:+0200',
        'TZOFFSETTO:+0100',
        'END:STANDARD',
        'END:VTIMEZONE',
        event('UID:win', 'DTSTART;TZID=Romance Standard Time:20270210T235900', 'DURATION:PT2M'),
        // Floating: Madrid's wall clock; ends exactly at midnight, so one day.
        event('UID:floating', 'DTSTART:20270215T200000', 'DTEND:20270216T000000'),
      ),
      TODAY,
    );
    expect(events).toEqual([
      { uid: 'utc', start: '2027-02-01', end: '2027-02-03' },
      { uid: 'ny', start: '2027-02-05', end: '2027-02-06' },
      { uid: 'win', start: '2027-02-10', end: '2027-02-12' },
      { uid: 'floating', start: '2027-02-15', end: '2027-02-16' },
    ]);
  });

  it('drops past, cancelled and free events; keeps a recurring event’s first occurrence; cuts the far future', () => {
    const events = readCalendar(
      calendar(
        event('UID:past', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20270110'),
        event('UID:now', 'DTSTART;VALUE=DATE:20270109', 'DTEND;VALUE=DATE:20270111'),
        event('UID:off', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20270301'),
        event('UID:free', 'TRANSP:TRANSPARENT', 'DTSTART;VALUE=DATE:20270301'),
        event('UID:weekly', 'DTSTART;VALUE=DATE:20270401', 'RRULE:FREQ=WEEKLY;COUNT=4'),
        event('UID:far', 'DTSTART;VALUE=DATE:20300101', 'DTEND;VALUE=DATE:20400101'),
        event('UID:beyond', 'DTSTART;VALUE=DATE:20350101'),
        event('DTSTART;VALUE=DATE:20270501'),
      ),
      TODAY,
    );
    expect(events).toEqual([
      { uid: 'now', start: '2027-01-09', end: '2027-01-11' },
      { uid: 'weekly', start: '2027-04-01', end: '2027-04-02' },
      { uid: '2027-05-01/2027-05-02', start: '2027-05-01', end: '2027-05-02' },
      { uid: 'far', start: '2030-01-01', end: '2031-01-10' },
    ]);
  });

  it('keeps a UID seen twice apart, and at most ICAL_EVENTS_MAX events, the earliest', () => {
    const twice = readCalendar(
      calendar(
        event('UID:x', 'DTSTART;VALUE=DATE:20270301'),
        event('UID:x', 'RECURRENCE-ID;VALUE=DATE:20270308', 'DTSTART;VALUE=DATE:20270309'),
      ),
      TODAY,
    );
    expect(twice.map((e) => e.uid)).toEqual(['x', 'x#1']);
    const many = Array.from({ length: ICAL_EVENTS_MAX + 5 }, (_, i) => {
      const day = new Date(Date.UTC(2027, 1, 1) + ((ICAL_EVENTS_MAX + 4 - i) % 300) * 86_400_000)
        .toISOString()
        .slice(0, 10)
        .replace(/-/g, '');
      return event(`UID:e${i}`, `DTSTART;VALUE=DATE:${day}`);
    });
    const kept = readCalendar(calendar(...many), TODAY);
    expect(kept).toHaveLength(ICAL_EVENTS_MAX);
    expect(kept[0]).toMatchObject({ start: '2027-02-01' });
  });

  it('refuses what is not a calendar, or is broken', () => {
    for (const text of [
      '',
      '<html></html>',
      'BEGIN:VCARD\r\nEND:VCARD\r\n',
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n',
      calendar(event('UID:bad', 'DTSTART;VALUE=DATE:2027zz01')),
    ])
      expect(() => readCalendar(text, TODAY), JSON.stringify(text)).toThrow(InvalidCalendar);
  });
});

describe('writing a unit’s calendar', () => {
  it('folds long lines at 75 octets with CRLF, and reads back', () => {
    const text = writeCalendar(
      `Ático luminoso con terraza en la calle de Fuencarral ${'ñ'.repeat(60)}\r\nX-INJECTED:1`,
      [{ id: 7, kind: 'held', start: '2027-03-01', end: '2027-03-04' }],
      new Date('2027-01-10T10:00:00Z'),
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).not.toMatch(/^X-INJECTED/m);
    const parsed = new ICAL.Component(ICAL.parse(text));
    expect(parsed.getFirstPropertyValue('x-wr-calname')).toMatch(/^Ático luminoso/);
    const [vevent] = parsed.getAllSubcomponents('vevent');
    expect(vevent?.getFirstPropertyValue('uid')).toBe('period-7@convive');
    expect(String(vevent?.getFirstPropertyValue('dtstamp'))).toBe('2027-01-10T10:00:00Z');
    expect(readCalendar(text, '2027-01-10')).toEqual([
      { uid: 'period-7@convive', start: '2027-03-01', end: '2027-03-04' },
    ]);
  });
});

describe('an imported calendar’s source', () => {
  it('names the portals and otherwise the host', () => {
    expect(calendarSource('https://www.airbnb.es/calendar/ical/1.ics?s=x')).toBe('Airbnb');
    expect(calendarSource('https://airbnb.co.uk/calendar/ical/1.ics')).toBe('Airbnb');
    expect(calendarSource('https://admin.booking.com/hotel/ical.ics')).toBe('Booking.com');
    expect(calendarSource('https://calendar.google.com/calendar/ical/x/basic.ics')).toBe('Google');
    expect(calendarSource('https://notbooking.com/x.ics')).toBe('notbooking.com');
    expect(calendarSource('https://Cal.Example.ORG./x.ics')).toBe('cal.example.org');
  });
});

describe('the next free day', () => {
  const periods = [
    { start_date: '2027-01-05', end_date: '2027-01-12' },
    { start_date: '2027-01-12', end_date: '2027-01-20' },
    { start_date: '2027-01-25', end_date: '2027-02-01' },
  ];
  it('skips the periods that cover it, from the window or the unit’s first day', () => {
    expect(nextFree(periods, '2027-01-10', '2027-03-01', '2027-01-01')).toBe('2027-01-20');
    expect(nextFree(periods, '2027-01-01', '2027-03-01', '2027-01-01')).toBe('2027-01-01');
    expect(nextFree(periods, '2027-01-01', '2027-03-01', '2027-01-26')).toBe('2027-02-01');
    expect(nextFree(periods, '2027-01-10', '2027-01-20', '2027-01-01')).toBeNull();
  });
});
