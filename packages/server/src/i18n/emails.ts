import { formatAppointmentWhen, type Language } from '@convive/sdk';
import { INTL_LOCALES } from './translate';
import { answerLandlordLine } from './visitEmails';

/**
 * The e-mails the server sends, in the recipient's language: a user's stored language,
 * a guest's from the request that created the guest visit or enquiry. Spanish texts are the ones the
 * specs and tests fix. Messages that also exist as notifications (a landlord's decision) are written
 * once, in Spanish, and translated through the API dictionaries (translate.ts).
 */
export interface MailText {
  subject: string;
  text: string;
}

interface EmailTexts {
  greeting: (name: string) => string;
  thanks: string;
  reset: { subject: string; intro: string; open: string; ignore: string };
  guestVisit: {
    subject: (title: string) => string;
    asked: (title: string, when: string) => string;
    confirm: (hours: number) => string;
    ignore: string;
  };
  /** A decision e-mail's subject: the notification's title and the property. */
  decisionSubject: (title: string, property: string) => string;
  requestSubject: (property: string) => string;
}

const TEXTS: Record<Language, EmailTexts> = {
  es: {
    greeting: (name) => `Hola ${name}:`,
    thanks: 'Gracias por usar Convive.',
    reset: {
      subject: 'Restablece tu contraseña de Convive',
      intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Convive.',
      open: 'Abre este enlace para elegir una nueva (caduca en una hora y solo sirve una vez):',
      ignore: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
    },
    guestVisit: {
      subject: (title) => `Confirma tu visita a «${title}»`,
      asked: (title, when) => `Has pedido visitar «${title}» el ${when}.`,
      confirm: (hours) =>
        `Para que la solicitud llegue al propietario, confírmala en las próximas ${hours} horas:`,
      ignore: 'Si no la has pedido tú, ignora este mensaje: sin confirmar no se envía nada.',
    },
    decisionSubject: (title, property) => `${title}: «${property}»`,
    requestSubject: (property) => `Tu solicitud sobre «${property}»`,
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    thanks: 'Thank you for using Convive.',
    reset: {
      subject: 'Reset your Convive password',
      intro: 'We have received a request to reset the password of your Convive account.',
      open: 'Open this link to choose a new one (it expires in one hour and works only once):',
      ignore: 'If you did not ask for this, ignore this message: your password will not change.',
    },
    guestVisit: {
      subject: (title) => `Confirm your visit to “${title}”`,
      asked: (title, when) => `You have asked to visit “${title}” on ${when}.`,
      confirm: (hours) => `For the request to reach the landlord, confirm it within the next ${hours} hours:`,
      ignore: 'If you did not ask for it, ignore this message: nothing is sent without confirmation.',
    },
    decisionSubject: (title, property) => `${title}: “${property}”`,
    requestSubject: (property) => `Your request about “${property}”`,
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    thanks: 'Merci d’utiliser Convive.',
    reset: {
      subject: 'Réinitialisez votre mot de passe Convive',
      intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Convive.',
      open: 'Ouvrez ce lien pour en choisir un nouveau (il expire dans une heure et ne sert qu’une fois) :',
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne changera pas.',
    },
    guestVisit: {
      subject: (title) => `Confirmez votre visite de « ${title} »`,
      asked: (title, when) => `Vous avez demandé à visiter « ${title} » le ${when}.`,
      confirm: (hours) =>
        `Pour que la demande parvienne au propriétaire, confirmez-la dans les ${hours} prochaines heures :`,
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien n’est envoyé sans confirmation.',
    },
    decisionSubject: (title, property) => `${title} : « ${property} »`,
    requestSubject: (property) => `Votre demande concernant « ${property} »`,
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    thanks: 'Vielen Dank, dass Sie Convive nutzen.',
    reset: {
      subject: 'Setzen Sie Ihr Convive-Passwort zurück',
      intro: 'Wir haben eine Anfrage zum Zurücksetzen des Passworts Ihres Convive-Kontos erhalten.',
      open: 'Öffnen Sie diesen Link, um ein neues zu wählen (er läuft in einer Stunde ab und gilt nur einmal):',
      ignore:
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
    },
    guestVisit: {
      subject: (title) => `Bestätigen Sie Ihre Besichtigung von „${title}“`,
      asked: (title, when) => `Sie haben eine Besichtigung von „${title}“ am ${when} angefragt.`,
      confirm: (hours) =>
        `Damit die Anfrage den Vermieter erreicht, bestätigen Sie sie innerhalb der nächsten ${hours} Stunden:`,
      ignore:
        'Wenn Sie das nicht angefragt haben, ignorieren Sie diese Nachricht: Ohne Bestätigung wird nichts gesendet.',
    },
    decisionSubject: (title, property) => `${title}: „${property}“`,
    requestSubject: (property) => `Ihre Anfrage zu „${property}“`,
  },
};

/** The password-reset e-mail. */
export function passwordResetMail(language: Language, name: string, link: string): MailText {
  const t = TEXTS[language];
  return {
    subject: t.reset.subject,
    text: [t.greeting(name), '', t.reset.intro, t.reset.open, '', link, '', t.reset.ignore].join('\n'),
  };
}

/** The guest visit's confirmation e-mail (double opt-in). */
export function guestVisitMail(
  language: Language,
  visit: { name: string; title: string; date: string; time: string; hours: number; link: string },
): MailText {
  const t = TEXTS[language].guestVisit;
  const when = formatAppointmentWhen(
    visit.date,
    visit.time,
    language === 'es' ? 'es' : INTL_LOCALES[language],
  );
  return {
    subject: t.subject(visit.title),
    text: [
      TEXTS[language].greeting(visit.name),
      '',
      t.asked(visit.title, when),
      t.confirm(visit.hours),
      '',
      visit.link,
      '',
      t.ignore,
    ].join('\n'),
  };
}

/**
 * A landlord's decision on a guest's visit, by e-mail: `title` and `message` are the notification's
 * words in the guest's language ('Visita confirmada', '… ha confirmado tu visita …'). With
 * `landlord` (the mail's Reply-To is theirs) it says that answering it writes to them.
 */
export function visitDecisionMail(
  language: Language,
  decision: { name: string; property: string; title: string; message: string; landlord?: string },
): MailText {
  const t = TEXTS[language];
  return {
    subject: t.decisionSubject(decision.title, decision.property),
    text: [
      t.greeting(decision.name),
      '',
      decision.message,
      ...(decision.landlord ? ['', answerLandlordLine(language, decision.landlord)] : []),
      '',
      t.thanks,
    ].join('\n'),
  };
}

/** A guest's enquiry answered (declined because another was accepted), by e-mail; `message` in their language. */
export function requestDecisionMail(
  language: Language,
  decision: { name: string; property: string; message: string },
): MailText {
  const t = TEXTS[language];
  return {
    subject: t.requestSubject(decision.property),
    text: [t.greeting(decision.name), '', decision.message, '', t.thanks].join('\n'),
  };
}
