import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  type CalendarOptions,
  calendarAttachment,
  calendarStatus,
  icsFilename,
  mailMethod,
  VISIT_MINUTES,
  type VisitEvent,
  visitCalendar,
  visitUid,
} from './calendar';

const VISIT: VisitEvent = {
  id: 42,
  propertyId: 7,
  title: 'Ático; con terraza, en Lavapiés',
  address: 'Calle del Ave María 5',
  city: 'Madrid',
  date: '2026-11-24',
  time: '10:30',
  status: 'pendiente',
  sequence: 0,
  notes: '',
  tenant: { name: 'Lucía Martín', email: 'lucia@example.com', phone: '+34 612 345 678' },
  landlord: { name: 'Carmen Vidal', email: 'carmen@example.com', phone: '' },
};

const OPTIONS: CalendarOptions = {
  method: 'PUBLISH',
  publicOrigin: 'https://convive.example',
  now: new Date('2026-11-23T08:00:00Z'),
  language: 'es',
  organizer: 'Convive <no-responder@convive.example>',
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  if (vtimezone) ICAL.TimezoneService.register(vtimezone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('a visit as an iCalendar document', () => {
  it('is RFC 5545 text: CRLF line ends, the last one too, lines of at most 75 octets', () => {
    const notes = 'Iré con mi hermana, que también busca piso en el barrio. ñññ€€€'.repeat(4).trim();
    const text = visitCalendar({ ...VISIT, notes }, OPTIONS);
    // Folded between characters, never inside one: it reads back whole.
    expect(parse(text).event.description).toContain(`Notas: ${notes}\n`);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('round-trips texts with commas, semicolons and line breaks', () => {
    const { event } = parse(visitCalendar({ ...VISIT, notes: 'Primera línea;\nsegunda, y más' }, OPTIONS));
    expect(event.summary).toBe('Visita: Ático; con terraza, en Lavapiés');
    expect(event.description).toContain('Notas: Primera línea;\nsegunda, y más');
    // A party without a phone lists what there is.
    expect(event.description).toContain('Propietario: Carmen Vidal · carmen@example.com\n');
  });

  it('lets no text add a line of its own: carriage returns and control characters never reach the file', () => {
    const injected =
      'x\rATTENDEE:mailto:evil@example.com\r\nORGANIZER:mailto:evil@example.com\u0000\u001b\u2028';
    const text = visitCalendar(
      {
        ...VISIT,
        title: `Piso${injected}`,
        address: `Calle${injected}`,
        notes: `Hola${injected}\radiós`,
        tenant: { name: `Lucía"${injected}`, email: 'lucia@example.com', phone: `6${injected}` },
      },
      { ...OPTIONS, method: 'REQUEST' },
    );
    // Every CR is a line end, and no line but ours starts a property a reader would act on.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n\u0000-\u0008\u000b-\u001f\u2028]/);
    const unfolded = text.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(unfolded.filter((line) => /^ATTENDEE/.test(line))).toHaveLength(2);
    expect(unfolded.filter((line) => /^ORGANIZER/.test(line))).toHaveLength(1);
    // Their addresses are the visit's own (a name with the injected text stays inside its quoted CN).
    expect(
      unfolded
        .filter((line) => /^(ATTENDEE|ORGANIZER)/.test(line))
        .map((l) => /:mailto:([^:]*)$/.exec(l)?.[1]),
    ).toEqual(['no-responder@convive.example', 'lucia@example.com', 'carmen@example.com']);
    // What was written reads back, the breaks of a note as breaks.
    const { event } = parse(text);
    expect(event.summary).toBe(
      'Visita: Pisox ATTENDEE:mailto:evil@example.com ORGANIZER:mailto:evil@example.com',
    );
    expect(event.description).toContain('Notas: Holax\nATTENDEE:mailto:evil@example.com\nORGANIZER');
    expect(event.description).toContain('\nadiós');
  });

  it('lasts one visit slot', () => {
    const { event } = parse(visitCalendar(VISIT, OPTIONS));
    expect(VISIT_MINUTES).toBe(30);
    expect(event.endDate.subtractDate(event.startDate).toSeconds()).toBe(30 * 60);
  });

  it('keeps the local time across the March change to summer time too', () => {
    // Summer time starts on Sunday 28 March 2027.
    const before = parse(visitCalendar({ ...VISIT, date: '2027-03-26', time: '10:00' }, OPTIONS));
    const after = parse(visitCalendar({ ...VISIT, date: '2027-03-29', time: '10:00' }, OPTIONS));
    expect(before.event.startDate.toJSDate().toISOString()).toBe('2027-03-26T09:00:00.000Z');
    expect(after.event.startDate.toJSDate().toISOString()).toBe('2027-03-29T08:00:00.000Z');
  });

  it('maps the visit statuses to TENTATIVE, CONFIRMED and CANCELLED, and mails CANCEL only when cancelled', () => {
    expect(calendarStatus('pendiente')).toBe('TENTATIVE');
    expect(calendarStatus('confirmada')).toBe('CONFIRMED');
    expect(calendarStatus('completada')).toBe('CONFIRMED');
    expect(calendarStatus('cancelada')).toBe('CANCELLED');
    expect(mailMethod('pendiente')).toBe('REQUEST');
    expect(mailMethod('confirmada')).toBe('REQUEST');
    expect(mailMethod('cancelada')).toBe('CANCEL');
  });

  it("names the UID after the public host, without a development server's port", () => {
    expect(visitUid(42, 'https://convive.example')).toBe('appointment-42@convive.example');
    expect(visitUid(42, 'http://localhost:5173')).toBe('appointment-42@localhost');
    expect(visitUid(42, 'not a url')).toBe('appointment-42@convive.local');
    expect(icsFilename(42)).toBe('visita-42.ics');
  });

  it('publishes with an organizer and no attendees; invites both parties by e-mail', () => {
    const published = parse(visitCalendar(VISIT, OPTIONS));
    const organizer = published.vevent.getFirstProperty('organizer');
    expect(organizer?.getFirstValue()).toBe('mailto:no-responder@convive.example');
    expect(organizer?.getParameter('cn')).toBe('Convive');
    expect(published.vevent.getAllProperties('attendee')).toEqual([]);

    const invited = parse(
      visitCalendar({ ...VISIT, status: 'confirmada' }, { ...OPTIONS, method: 'REQUEST' }),
    );
    const attendees = invited.vevent.getAllProperties('attendee');
    expect(attendees.map((a) => a.getFirstValue())).toEqual([
      'mailto:lucia@example.com',
      'mailto:carmen@example.com',
    ]);
    expect(attendees.map((a) => a.getParameter('partstat'))).toEqual(['ACCEPTED', 'ACCEPTED']);
  });

  it('makes the e-mail attachment: REQUEST while the visit stands, CANCEL once cancelled, plain JSON', () => {
    const { now: _now, ...rest } = OPTIONS;
    const request = calendarAttachment(VISIT, { ...rest, now: OPTIONS.now });
    expect(request.filename).toBe('visita-42.ics');
    expect(request.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(parse(request.content).calendar.getFirstPropertyValue('method')).toBe('REQUEST');

    const cancel = calendarAttachment(
      { ...VISIT, status: 'cancelada', sequence: 1 },
      { ...rest, now: OPTIONS.now },
    );
    expect(cancel.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const parsed = parse(cancel.content);
    expect(parsed.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(parsed.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(parsed.event.sequence).toBe(1);
    expect(JSON.parse(JSON.stringify(cancel))).toEqual(cancel);
  });

  it("writes the event's words in the reader's language", () => {
    const german = parse(visitCalendar({ ...VISIT, notes: 'Hallo' }, { ...OPTIONS, language: 'de' })).event;
    expect(german.summary).toBe('Besichtigung: Ático; con terraza, en Lavapiés');
    expect(german.description).toContain('Mieter: Lucía Martín');
    expect(german.description).toContain('Vermieter: Carmen Vidal');
    expect(german.description).toContain('Notizen: Hallo');
  });
});
