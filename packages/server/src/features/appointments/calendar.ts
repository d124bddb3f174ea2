import { type Language, pageUrl } from '@convive/sdk';
import ICAL from 'ical.js';
import { icsText } from '../../services/icsText';
import type { MailAttachment } from '../../services/mailer';

/**
 * A visit as an iCalendar event (RFC 5545): the `.ics` a visit card downloads and the one
 * its e-mails carry, so calendar apps add it and then update it. Built with ical.js.
 *
 * - UID `appointment-<id>@<public host>`: the same for the whole life of the visit.
 * - SEQUENCE: the visit's stored counter, one more on every status change a calendar shows.
 * - DTSTART/DTEND in Europe/Madrid with its VTIMEZONE: the visit's slot is a local wall-clock time,
 *   and stays so across the daylight-saving changes.
 * - 30 minutes long: the visit slots are 30 minutes apart (sdk rules/visitSlots.ts), nothing longer.
 */

/** How long a visit lasts: one slot (the slots are every 30 minutes, spec 01 §5). */
export const VISIT_MINUTES = 30;

/** The time zone the visits' local times are in. */
export const CALENDAR_TIME_ZONE = 'Europe/Madrid';

/** Europe/Madrid since 1996 (EU rules): CEST from the last Sunday of March, CET from the last of October. */
const MADRID_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Madrid',
  'X-LIC-LOCATION:Europe/Madrid',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** `PUBLISH` for a download; `REQUEST` (asked, confirmed) or `CANCEL` for an e-mail (RFC 5546). */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

export interface Party {
  name: string;
  email: string;
  phone: string;
}

/** What the event says about a visit. */
export interface VisitEvent {
  id: number;
  propertyId: number;
  title: string;
  address: string;
  city: string;
  /** 'YYYY-MM-DD' and 'HH:mm', local to Europe/Madrid. */
  date: string;
  time: string;
  status: string;
  sequence: number;
  notes: string;
  /** The requester: an account's or a guest's contact. */
  tenant: Party;
  landlord: Party;
}

/** The event's words, per language: single words, so the texts of the event read in any of them. */
const WORDS: Record<Language, { visit: string; tenant: string; landlord: string; notes: string }> = {
  es: { visit: 'Visita', tenant: 'Inquilino', landlord: 'Propietario', notes: 'Notas' },
  en: { visit: 'Visit', tenant: 'Tenant', landlord: 'Landlord', notes: 'Notes' },
  fr: { visit: 'Visite', tenant: 'Locataire', landlord: 'Propriétaire', notes: 'Notes' },
  de: { visit: 'Besichtigung', tenant: 'Mieter', landlord: 'Vermieter', notes: 'Notizen' },
};

/** The iCalendar STATUS of a visit's status. */
export function calendarStatus(status: string): 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED' {
  if (status === 'pendiente') return 'TENTATIVE';
  if (status === 'cancelada') return 'CANCELLED';
  return 'CONFIRMED';
}

/** The e-mail's method for a visit in this status: a cancelled (or rejected) one is a CANCEL. */
export function mailMethod(status: string): 'REQUEST' | 'CANCEL' {
  return calendarStatus(status) === 'CANCELLED' ? 'CANCEL' : 'REQUEST';
}

/** The UID of a visit's event: one per visit, whatever happens to it. */
export function visitUid(id: number, publicOrigin: string): string {
  let host = 'convive.local';
  try {
    // The host name without the port: a development server's port changes between runs.
    host = new URL(publicOrigin).hostname || host;
  } catch {
    // a malformed origin keeps the default
  }
  return `appointment-${id}@${host}`;
}

/** The file name of a visit's `.ics` (the download's and the attachment's). */
export function icsFilename(id: number): string {
  return `visita-${id}.ics`;
}

/** The address in `Name <address>` (a MAIL_FROM), or the text itself. */
function mailAddress(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*)"?\s*<([^>]+)>\s*$/.exec(from);
  return match
    ? { name: (match[1] ?? '').trim(), email: (match[2] ?? '').trim() }
    : { name: '', email: from.trim() };
}

/*
 * What people wrote (titles, addresses, names, notes) goes into text values. ical.js escapes line
 * feeds, commas and semicolons, but not a bare carriage return or other control characters, which
 * lenient calendar readers take as a line end: a note could then add its own ATTENDEE or ORGANIZER
 * line. Line breaks become `\n` where a value may have lines, a space elsewhere; the other control
 * characters go.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** A text of one line: line breaks are spaces, control characters dropped. */
function oneLine(text: string): string {
  return text
    .replace(/\r\n?|\n/g, ' ')
    .replace(CONTROL, '')
    .replace(/\t/g, ' ');
}

/** A text that may have lines (a note): each line break one `\n`, control characters dropped. */
function textLines(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL, '');
}

/** A parameter's value (a name as CN): one line, and no double quote, which would end it. */
function parameterText(text: string): string {
  return oneLine(text).replace(/"/g, "'");
}

function contactLine(label: string, party: Party): string {
  const parts = [party.name, party.email, party.phone].map(oneLine).filter((part) => part.trim() !== '');
  return `${label}: ${parts.join(' · ') || '—'}`;
}

function localTime(date: string, time: string, zone: ICAL.Timezone): ICAL.Time {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return ICAL.Time.fromData({ year, month, day, hour, minute, second: 0, isDate: false }, zone);
}

function zonedProperty(name: 'dtstart' | 'dtend', value: ICAL.Time): ICAL.Property {
  const property = new ICAL.Property(name);
  property.setValue(value);
  property.setParameter('tzid', CALENDAR_TIME_ZONE);
  return property;
}

function person(name: 'organizer' | 'attendee', party: { name: string; email: string }, extra = {}) {
  const property = new ICAL.Property(name);
  property.setValue(`mailto:${oneLine(party.email).replace(/\s/g, '')}`);
  if (party.name) property.setParameter('cn', parameterText(party.name));
  for (const [key, value] of Object.entries(extra)) property.setParameter(key, value as string);
  return property;
}

export interface CalendarOptions {
  method: CalendarMethod;
  /** The site's public origin (PUBLIC_URL): the UID's host and the property's link. */
  publicOrigin: string;
  /** DTSTAMP: when this copy of the event was made. */
  now: Date;
  /** The language of the event's words (SUMMARY, DESCRIPTION labels). */
  language: Language;
  /** The sender of the site's e-mails (`MAIL_FROM`): the ORGANIZER. */
  organizer: string;
}

/** The visit's iCalendar document: one VCALENDAR with the Madrid VTIMEZONE and one VEVENT. */
export function visitCalendar(visit: VisitEvent, options: CalendarOptions): string {
  const words = WORDS[options.language];
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Convive//Visitas//ES');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', options.method);
  const vtimezone = new ICAL.Component(ICAL.parse(MADRID_VTIMEZONE));
  calendar.addSubcomponent(vtimezone);
  const zone = new ICAL.Timezone(vtimezone);

  const start = localTime(visit.date, visit.time, zone);
  const end = start.clone();
  end.addDuration(ICAL.Duration.fromSeconds(VISIT_MINUTES * 60));
  const origin = options.publicOrigin.replace(/\/+$/, '');

  const event = new ICAL.Component('vevent');
  event.updatePropertyWithValue('uid', visitUid(visit.id, origin));
  event.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(options.now, true));
  event.addProperty(zonedProperty('dtstart', start));
  event.addProperty(zonedProperty('dtend', end));
  event.updatePropertyWithValue('sequence', visit.sequence);
  event.updatePropertyWithValue('status', calendarStatus(visit.status));
  event.updatePropertyWithValue('summary', `${words.visit}: ${oneLine(visit.title)}`);
  event.updatePropertyWithValue('location', oneLine([visit.address, visit.city].filter(Boolean).join(', ')));
  const link = pageUrl(origin, 'property', { id: visit.propertyId });
  event.updatePropertyWithValue(
    'description',
    [
      contactLine(words.tenant, visit.tenant),
      contactLine(words.landlord, visit.landlord),
      ...(visit.notes.trim() ? [`${words.notes}: ${textLines(visit.notes.trim())}`] : []),
      link,
    ].join('\n'),
  );
  event.updatePropertyWithValue('url', link);
  event.updatePropertyWithValue('transp', 'OPAQUE');
  event.addProperty(person('organizer', mailAddress(options.organizer)));
  // An invitation names who takes part (RFC 5546 REQUEST, CANCEL); a published event names nobody.
  if (options.method !== 'PUBLISH') {
    const partstat = calendarStatus(visit.status) === 'CONFIRMED' ? 'ACCEPTED' : 'NEEDS-ACTION';
    for (const party of [visit.tenant, visit.landlord]) {
      if (!party.email) continue;
      event.addProperty(person('attendee', party, { role: 'REQ-PARTICIPANT', partstat, rsvp: 'FALSE' }));
    }
  }
  calendar.addSubcomponent(event);
  return icsText(calendar);
}

/**
 * The `.ics` an e-mail about a visit carries: METHOD:REQUEST while the visit stands (asked,
 * confirmed), METHOD:CANCEL once cancelled or rejected, so the recipient's calendar updates the event.
 */
export function calendarAttachment(
  visit: VisitEvent,
  options: Omit<CalendarOptions, 'method'>,
): MailAttachment {
  const method = mailMethod(visit.status);
  return {
    filename: icsFilename(visit.id),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: visitCalendar(visit, { ...options, method }),
  };
}
