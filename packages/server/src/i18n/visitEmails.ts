import { formatAppointmentWhen, type Language } from '@convive/sdk';
import type { MailText } from './emails';
import { INTL_LOCALES } from './translate';

/**
 * The e-mails about a visit, in the recipient's language: asked for (to the landlord, and
 * a copy to the tenant), confirmed, rejected, cancelled, and the reminders 24 h and 2 h before. Each
 * carries the visit's `.ics` (features/appointments/visitMails.ts), so these texts only say what happened and
 * where to act. A guest's own e-mails (the link to confirm, the landlord's decision) are emails.ts's.
 */

/** Who the reminder names as the other party: the tenant's contact for the landlord, and back. */
export interface ReminderContact {
  role: 'tenant' | 'landlord';
  name: string;
  email: string;
  phone: string;
}

interface VisitEmailTexts {
  greeting: (name: string) => string;
  signOff: string;
  calendar: string;
  /** The line of a cancellation's e-mail: its `.ics` (METHOD:CANCEL) takes the event out. */
  calendarCancel: string;
  reply: (text: string) => string;
  /** The line of a mail whose Reply-To is the landlord: answering it writes to them. */
  answerLandlord: (landlord: string) => string;
  notes: (text: string) => string;
  requested: {
    subject: (title: string) => string;
    asked: (tenant: string, title: string, when: string) => string;
    act: string;
  };
  requestCopy: {
    subject: (title: string) => string;
    asked: (title: string, when: string) => string;
    follow: string;
  };
  confirmed: {
    subject: (title: string) => string;
    body: (landlord: string, title: string, when: string) => string;
  };
  rejected: {
    subject: (title: string) => string;
    body: (landlord: string, title: string, when: string) => string;
  };
  cancelled: {
    subject: (title: string) => string;
    body: (by: string, title: string, when: string) => string;
  };
  reminder: {
    subject: (title: string) => string;
    soon: (hours: 24 | 2, title: string, when: string) => string;
    address: (address: string) => string;
    contact: Record<ReminderContact['role'], (who: string) => string>;
  };
}

const TEXTS: Record<Language, VisitEmailTexts> = {
  es: {
    greeting: (name) => `Hola ${name}:`,
    signOff: 'Gracias por usar Convive.',
    calendar: 'El archivo .ics adjunto añade la visita a tu calendario o la actualiza.',
    calendarCancel: 'El archivo .ics adjunto quita la visita de tu calendario.',
    reply: (text) => `Mensaje: «${text}»`,
    answerLandlord: (landlord) => `Para escribir a ${landlord}, responde a este correo.`,
    notes: (text) => `Notas: «${text}»`,
    requested: {
      subject: (title) => `Nueva solicitud de visita: «${title}»`,
      asked: (tenant, title, when) => `${tenant} ha solicitado visitar «${title}» el ${when}.`,
      act: 'Confírmala o recházala en tu panel:',
    },
    requestCopy: {
      subject: (title) => `Has solicitado una visita a «${title}»`,
      asked: (title, when) =>
        `Has solicitado visitar «${title}» el ${when}. El propietario la confirmará o la rechazará, y te avisaremos.`,
      follow: 'Puedes seguirla en tu panel:',
    },
    confirmed: {
      subject: (title) => `Visita confirmada: «${title}»`,
      body: (landlord, title, when) => `${landlord} ha confirmado tu visita a «${title}» el ${when}.`,
    },
    rejected: {
      subject: (title) => `Visita rechazada: «${title}»`,
      body: (landlord, title, when) =>
        `${landlord} ha rechazado tu solicitud de visita a «${title}» del ${when}.`,
    },
    cancelled: {
      subject: (title) => `Visita cancelada: «${title}»`,
      body: (by, title, when) => `${by} ha cancelado la visita a «${title}» del ${when}.`,
    },
    reminder: {
      subject: (title) => `Recordatorio de visita: «${title}»`,
      soon: (hours, title, when) =>
        hours === 24
          ? `Mañana tienes una visita a «${title}»: el ${when}.`
          : `Dentro de 2 horas tienes una visita a «${title}»: el ${when}.`,
      address: (address) => `Dirección: ${address}`,
      contact: { tenant: (who) => `Inquilino: ${who}`, landlord: (who) => `Propietario: ${who}` },
    },
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    signOff: 'Thank you for using Convive.',
    calendar: 'The attached .ics file adds the visit to your calendar or updates it.',
    calendarCancel: 'The attached .ics file removes the visit from your calendar.',
    reply: (text) => `Message: “${text}”`,
    answerLandlord: (landlord) => `To write to ${landlord}, reply to this e-mail.`,
    notes: (text) => `Notes: “${text}”`,
    requested: {
      subject: (title) => `New visit request: “${title}”`,
      asked: (tenant, title, when) => `${tenant} has asked to visit “${title}” on ${when}.`,
      act: 'Confirm or reject it in your dashboard:',
    },
    requestCopy: {
      subject: (title) => `You have requested a visit to “${title}”`,
      asked: (title, when) =>
        `You have asked to visit “${title}” on ${when}. The landlord will confirm or reject it, and we will let you know.`,
      follow: 'You can follow it in your dashboard:',
    },
    confirmed: {
      subject: (title) => `Visit confirmed: “${title}”`,
      body: (landlord, title, when) => `${landlord} has confirmed your visit to “${title}” on ${when}.`,
    },
    rejected: {
      subject: (title) => `Visit rejected: “${title}”`,
      body: (landlord, title, when) =>
        `${landlord} has rejected your visit request for “${title}” on ${when}.`,
    },
    cancelled: {
      subject: (title) => `Visit cancelled: “${title}”`,
      body: (by, title, when) => `${by} has cancelled the visit to “${title}” on ${when}.`,
    },
    reminder: {
      subject: (title) => `Visit reminder: “${title}”`,
      soon: (hours, title, when) =>
        hours === 24
          ? `Tomorrow you have a visit to “${title}”: on ${when}.`
          : `In 2 hours you have a visit to “${title}”: on ${when}.`,
      address: (address) => `Address: ${address}`,
      contact: { tenant: (who) => `Tenant: ${who}`, landlord: (who) => `Landlord: ${who}` },
    },
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    signOff: 'Merci d’utiliser Convive.',
    calendar: 'Le fichier .ics joint ajoute la visite à votre agenda ou la met à jour.',
    calendarCancel: 'Le fichier .ics joint retire la visite de votre agenda.',
    reply: (text) => `Message : « ${text} »`,
    answerLandlord: (landlord) => `Pour écrire à ${landlord}, répondez à cet e-mail.`,
    notes: (text) => `Notes : « ${text} »`,
    requested: {
      subject: (title) => `Nouvelle demande de visite : « ${title} »`,
      asked: (tenant, title, when) => `${tenant} a demandé à visiter « ${title} » le ${when}.`,
      act: 'Confirmez-la ou refusez-la depuis votre tableau de bord :',
    },
    requestCopy: {
      subject: (title) => `Vous avez demandé une visite de « ${title} »`,
      asked: (title, when) =>
        `Vous avez demandé à visiter « ${title} » le ${when}. Le propriétaire la confirmera ou la refusera, et nous vous préviendrons.`,
      follow: 'Vous pouvez la suivre depuis votre tableau de bord :',
    },
    confirmed: {
      subject: (title) => `Visite confirmée : « ${title} »`,
      body: (landlord, title, when) => `${landlord} a confirmé votre visite de « ${title} » le ${when}.`,
    },
    rejected: {
      subject: (title) => `Visite refusée : « ${title} »`,
      body: (landlord, title, when) =>
        `${landlord} a refusé votre demande de visite de « ${title} » du ${when}.`,
    },
    cancelled: {
      subject: (title) => `Visite annulée : « ${title} »`,
      body: (by, title, when) => `${by} a annulé la visite de « ${title} » du ${when}.`,
    },
    reminder: {
      subject: (title) => `Rappel de visite : « ${title} »`,
      soon: (hours, title, when) =>
        hours === 24
          ? `Demain, vous avez une visite de « ${title} » : le ${when}.`
          : `Dans 2 heures, vous avez une visite de « ${title} » : le ${when}.`,
      address: (address) => `Adresse : ${address}`,
      contact: { tenant: (who) => `Locataire : ${who}`, landlord: (who) => `Propriétaire : ${who}` },
    },
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    signOff: 'Vielen Dank, dass Sie Convive nutzen.',
    calendar: 'Die angehängte .ics-Datei trägt die Besichtigung in Ihren Kalender ein oder aktualisiert sie.',
    calendarCancel: 'Die angehängte .ics-Datei entfernt die Besichtigung aus Ihrem Kalender.',
    reply: (text) => `Nachricht: „${text}“`,
    answerLandlord: (landlord) => `Um ${landlord} zu schreiben, antworten Sie auf diese E-Mail.`,
    notes: (text) => `Notizen: „${text}“`,
    requested: {
      subject: (title) => `Neue Besichtigungsanfrage: „${title}“`,
      asked: (tenant, title, when) => `${tenant} möchte „${title}“ am ${when} besichtigen.`,
      act: 'Bestätigen oder lehnen Sie sie in Ihrem Dashboard ab:',
    },
    requestCopy: {
      subject: (title) => `Sie haben eine Besichtigung von „${title}“ angefragt`,
      asked: (title, when) =>
        `Sie haben eine Besichtigung von „${title}“ am ${when} angefragt. Der Vermieter bestätigt oder lehnt sie ab, und wir benachrichtigen Sie.`,
      follow: 'Sie können sie in Ihrem Dashboard verfolgen:',
    },
    confirmed: {
      subject: (title) => `Besichtigung bestätigt: „${title}“`,
      body: (landlord, title, when) =>
        `${landlord} hat Ihre Besichtigung von „${title}“ am ${when} bestätigt.`,
    },
    rejected: {
      subject: (title) => `Besichtigung abgelehnt: „${title}“`,
      body: (landlord, title, when) =>
        `${landlord} hat Ihre Besichtigungsanfrage für „${title}“ am ${when} abgelehnt.`,
    },
    cancelled: {
      subject: (title) => `Besichtigung abgesagt: „${title}“`,
      body: (by, title, when) => `${by} hat die Besichtigung von „${title}“ am ${when} abgesagt.`,
    },
    reminder: {
      subject: (title) => `Erinnerung an Ihre Besichtigung: „${title}“`,
      soon: (hours, title, when) =>
        hours === 24
          ? `Morgen haben Sie eine Besichtigung von „${title}“: am ${when}.`
          : `In 2 Stunden haben Sie eine Besichtigung von „${title}“: am ${when}.`,
      address: (address) => `Adresse: ${address}`,
      contact: { tenant: (who) => `Mieter: ${who}`, landlord: (who) => `Vermieter: ${who}` },
    },
  },
};

/** 'To write to {landlord}, reply to this e-mail.': for a mail whose Reply-To is the landlord. */
export function answerLandlordLine(language: Language, landlord: string): string {
  return TEXTS[language].answerLandlord(landlord);
}

/** A visit's date and time as the recipient reads it ('24 de noviembre de 2026 a las 10:30'). */
function whenIn(language: Language, date: string, time: string): string {
  return formatAppointmentWhen(date, time, language === 'es' ? 'es' : INTL_LOCALES[language]);
}

/** The greeting, the paragraphs (empty ones dropped), the calendar line and the sign-off. */
function letter(t: VisitEmailTexts, name: string, lines: (string | null)[], cancel = false): string {
  return [
    t.greeting(name),
    '',
    ...lines.filter((line): line is string => line !== null),
    '',
    cancel ? t.calendarCancel : t.calendar,
    '',
    t.signOff,
  ].join('\n');
}

interface VisitFacts {
  /** The recipient's name, for the greeting. */
  name: string;
  title: string;
  date: string;
  time: string;
  /** Where to act or follow the visit (the dashboard's visits, or the listing for a guest). */
  link: string;
}

/** A tenant asked for a visit: to the landlord. */
export function visitRequestedMail(
  language: Language,
  visit: VisitFacts & { tenant: string; notes: string },
): MailText {
  const t = TEXTS[language];
  return {
    subject: t.requested.subject(visit.title),
    text: letter(t, visit.name, [
      t.requested.asked(visit.tenant, visit.title, whenIn(language, visit.date, visit.time)),
      visit.notes.trim() ? t.notes(visit.notes.trim()) : null,
      '',
      t.requested.act,
      visit.link,
    ]),
  };
}

/** The tenant's copy of their own request. */
export function visitRequestCopyMail(language: Language, visit: VisitFacts): MailText {
  const t = TEXTS[language];
  return {
    subject: t.requestCopy.subject(visit.title),
    text: letter(t, visit.name, [
      t.requestCopy.asked(visit.title, whenIn(language, visit.date, visit.time)),
      '',
      t.requestCopy.follow,
      visit.link,
    ]),
  };
}

/**
 * A change of the visit's status, to the party that did not make it: confirmed or rejected by the
 * landlord (to the tenant), cancelled by the tenant (to the landlord). `by` names who made it.
 */
export function visitChangeMail(
  language: Language,
  change: 'confirmed' | 'rejected' | 'cancelled',
  visit: VisitFacts & { by: string; reply: string },
): MailText {
  const t = TEXTS[language];
  const texts = t[change];
  return {
    subject: texts.subject(visit.title),
    text: letter(
      t,
      visit.name,
      [
        texts.body(visit.by, visit.title, whenIn(language, visit.date, visit.time)),
        visit.reply.trim() ? t.reply(visit.reply.trim()) : null,
        // The landlord's decision goes out with their address as Reply-To (visitMails.ts).
        change === 'cancelled' ? null : t.answerLandlord(visit.by),
        '',
        visit.link,
      ],
      change !== 'confirmed',
    ),
  };
}

/** The reminder 24 h or 2 h before a confirmed visit, with its address and the other party's contact. */
export function visitReminderMail(
  language: Language,
  hours: 24 | 2,
  visit: VisitFacts & { address: string; other: ReminderContact },
): MailText {
  const t = TEXTS[language];
  const contact = [visit.other.name, visit.other.email, visit.other.phone].filter(
    (part) => part.trim() !== '',
  );
  return {
    subject: t.reminder.subject(visit.title),
    text: letter(t, visit.name, [
      t.reminder.soon(hours, visit.title, whenIn(language, visit.date, visit.time)),
      visit.address.trim() ? t.reminder.address(visit.address.trim()) : null,
      contact.length ? t.reminder.contact[visit.other.role](contact.join(' · ')) : null,
      visit.other.role === 'landlord' ? t.answerLandlord(visit.other.name) : null,
      '',
      visit.link,
    ]),
  };
}
