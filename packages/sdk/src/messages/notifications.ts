import { LANGUAGES, type Language } from '../rules/language';
import { type MessageFormats, type MessageParams, messageFormats, type Wording } from './define';

/**
 * The notifications the server raises, by code (docs/adr/0162-message-codes.md). A notification is
 * stored as its code and parameters and worded when it is read, in the reader's language; the
 * contract's `title` and `message` are these wordings.
 */

interface NotificationText<P> {
  readonly title: Wording<P>;
  readonly message: Wording<P>;
}

/** A notification's title and message in every language of the product. */
export type NotificationWordings<P> = { readonly [L in Language]: NotificationText<P> };

function notification<P extends MessageParams>(wordings: NotificationWordings<P>): NotificationWordings<P> {
  return wordings;
}

/** A quoted title, as each language quotes. */
const QUOTES: Readonly<Record<Language, (text: string) => string>> = {
  es: (text) => `«${text}»`,
  en: (text) => `“${text}”`,
  fr: (text) => `« ${text} »`,
  de: (text) => `„${text}“`,
};

const q = (f: MessageFormats, text: string) => QUOTES[f.language](text);

/** The landlord's or tenant's own words added to a notification, when they wrote some. */
const REPLY: Readonly<Record<Language, string>> = {
  es: 'Mensaje:',
  en: 'Message:',
  fr: 'Message :',
  de: 'Nachricht:',
};

function reply(f: MessageFormats, text: string | null | undefined): string {
  return text ? ` ${REPLY[f.language]} ${q(f, text)}` : '';
}

/** A room as its notifications name it: its number and title, quoted. */
function roomLabel(f: MessageFormats, p: { room_number: string; room_title: string }): string {
  return q(f, `${p.room_number} · ${p.room_title}`);
}

/** A room's status in words (the stored vocabulary: available, occupied, maintenance, reserved). */
const ROOM_STATUS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  es: {
    available: 'disponible',
    occupied: 'ocupada',
    maintenance: 'en mantenimiento',
    reserved: 'reservada',
  },
  en: {
    available: 'available',
    occupied: 'occupied',
    maintenance: 'under maintenance',
    reserved: 'reserved',
  },
  fr: { available: 'disponible', occupied: 'occupée', maintenance: 'en maintenance', reserved: 'réservée' },
  de: { available: 'verfügbar', occupied: 'belegt', maintenance: 'in Wartung', reserved: 'reserviert' },
};

/**
 * The reply a request declined because another was accepted carries (a stored request's
 * `response_message` holds the Spanish; it is worded again for its reader).
 */
export const AUTO_DECLINE_REPLY: Readonly<Record<Language, string>> = {
  es: 'Ya hemos aceptado otra solicitud para estas fechas. Gracias por tu interés.',
  en: 'We have already accepted another request for these dates. Thank you for your interest.',
  fr: 'Nous avons déjà accepté une autre demande pour ces dates. Merci de votre intérêt.',
  de: 'Wir haben für diesen Zeitraum bereits eine andere Anfrage angenommen. Vielen Dank für Ihr Interesse.',
};

type Visit = { name: string; property: string; date: string; time: string };
type VisitReply = Visit & { reply: string };
type About = { name: string; property: string; room: string | null };
type RoomChange = { room_number: string; room_title: string; property: string };

/** What a request is about: the home, or one room of it. */
const about: Readonly<Record<Language, (f: MessageFormats, p: About) => string>> = {
  es: (f, p) => (p.room ? `la habitación ${q(f, p.room)} de ${q(f, p.property)}` : q(f, p.property)),
  en: (f, p) => (p.room ? `the room ${q(f, p.room)} in ${q(f, p.property)}` : q(f, p.property)),
  fr: (f, p) => (p.room ? `la chambre ${q(f, p.room)} de ${q(f, p.property)}` : q(f, p.property)),
  de: (f, p) => (p.room ? `das Zimmer ${q(f, p.room)} in ${q(f, p.property)}` : q(f, p.property)),
};

export const NOTIFICATIONS = {
  'visit.requested': notification<Visit>({
    es: {
      title: 'Nueva solicitud de visita',
      message: (p, f) =>
        `${p.name} ha solicitado una visita a ${q(f, p.property)} el ${f.when(p.date, p.time)}.`,
    },
    en: {
      title: 'New visit request',
      message: (p, f) =>
        `${p.name} has requested a visit to ${q(f, p.property)} on ${f.when(p.date, p.time)}.`,
    },
    fr: {
      title: 'Nouvelle demande de visite',
      message: (p, f) =>
        `${p.name} a demandé une visite de ${q(f, p.property)} le ${f.when(p.date, p.time)}.`,
    },
    de: {
      title: 'Neue Besichtigungsanfrage',
      message: (p, f) =>
        `${p.name} hat eine Besichtigung von ${q(f, p.property)} am ${f.when(p.date, p.time)} angefragt.`,
    },
  }),
  'visit.requested_by_guest': notification<Visit>({
    es: {
      title: 'Nueva solicitud de visita',
      message: (p, f) =>
        `${p.name} (sin cuenta, confirmado por correo) ha solicitado una visita a ${q(f, p.property)} el ${f.when(p.date, p.time)}.`,
    },
    en: {
      title: 'New visit request',
      message: (p, f) =>
        `${p.name} (no account, confirmed by e-mail) has requested a visit to ${q(f, p.property)} on ${f.when(p.date, p.time)}.`,
    },
    fr: {
      title: 'Nouvelle demande de visite',
      message: (p, f) =>
        `${p.name} (sans compte, confirmé par e-mail) a demandé une visite de ${q(f, p.property)} le ${f.when(p.date, p.time)}.`,
    },
    de: {
      title: 'Neue Besichtigungsanfrage',
      message: (p, f) =>
        `${p.name} (ohne Konto, per E-Mail bestätigt) hat eine Besichtigung von ${q(f, p.property)} am ${f.when(p.date, p.time)} angefragt.`,
    },
  }),
  'visit.confirmed': notification<VisitReply>({
    es: {
      title: 'Visita confirmada',
      message: (p, f) =>
        `${p.name} ha confirmado tu visita a ${q(f, p.property)} el ${f.when(p.date, p.time)}.${reply(f, p.reply)}`,
    },
    en: {
      title: 'Visit confirmed',
      message: (p, f) =>
        `${p.name} has confirmed your visit to ${q(f, p.property)} on ${f.when(p.date, p.time)}.${reply(f, p.reply)}`,
    },
    fr: {
      title: 'Visite confirmée',
      message: (p, f) =>
        `${p.name} a confirmé votre visite de ${q(f, p.property)} le ${f.when(p.date, p.time)}.${reply(f, p.reply)}`,
    },
    de: {
      title: 'Besichtigung bestätigt',
      message: (p, f) =>
        `${p.name} hat Ihre Besichtigung von ${q(f, p.property)} am ${f.when(p.date, p.time)} bestätigt.${reply(f, p.reply)}`,
    },
  }),
  /** The landlord cancelled (declined) the tenant's visit. */
  'visit.cancelled_by_landlord': notification<VisitReply>({
    es: {
      title: 'Visita cancelada',
      message: (p, f) =>
        `${p.name} ha cancelado tu visita a ${q(f, p.property)} del ${f.when(p.date, p.time)}.${reply(f, p.reply)}`,
    },
    en: {
      title: 'Visit cancelled',
      message: (p, f) =>
        `${p.name} has cancelled your visit to ${q(f, p.property)} on ${f.when(p.date, p.time)}.${reply(f, p.reply)}`,
    },
    fr: {
      title: 'Visite annulée',
      message: (p, f) =>
        `${p.name} a annulé votre visite de ${q(f, p.property)} du ${f.when(p.date, p.time)}.${reply(f, p.reply)}`,
    },
    de: {
      title: 'Besichtigung abgesagt',
      message: (p, f) =>
        `${p.name} hat Ihre Besichtigung von ${q(f, p.property)} am ${f.when(p.date, p.time)} abgesagt.${reply(f, p.reply)}`,
    },
  }),
  /** The one who asked for the visit cancelled it. */
  'visit.cancelled_by_requester': notification<VisitReply>({
    es: {
      title: 'Visita cancelada',
      message: (p, f) =>
        `${p.name} ha cancelado la visita a ${q(f, p.property)} del ${f.when(p.date, p.time)}.${reply(f, p.reply)}`,
    },
    en: {
      title: 'Visit cancelled',
      message: (p, f) =>
        `${p.name} has cancelled the visit to ${q(f, p.property)} on ${f.when(p.date, p.time)}.${reply(f, p.reply)}`,
    },
    fr: {
      title: 'Visite annulée',
      message: (p, f) =>
        `${p.name} a annulé la visite de ${q(f, p.property)} du ${f.when(p.date, p.time)}.${reply(f, p.reply)}`,
    },
    de: {
      title: 'Besichtigung abgesagt',
      message: (p, f) =>
        `${p.name} hat die Besichtigung von ${q(f, p.property)} am ${f.when(p.date, p.time)} abgesagt.${reply(f, p.reply)}`,
    },
  }),
  'visit.reminder_tenant': notification<Omit<Visit, 'name'>>({
    es: {
      title: 'Recordatorio de visita',
      message: (p, f) => `Tu visita a ${q(f, p.property)} es el ${f.when(p.date, p.time)}.`,
    },
    en: {
      title: 'Visit reminder',
      message: (p, f) => `Your visit to ${q(f, p.property)} is on ${f.when(p.date, p.time)}.`,
    },
    fr: {
      title: 'Rappel de visite',
      message: (p, f) => `Votre visite de ${q(f, p.property)} a lieu le ${f.when(p.date, p.time)}.`,
    },
    de: {
      title: 'Erinnerung an die Besichtigung',
      message: (p, f) => `Ihre Besichtigung von ${q(f, p.property)} ist am ${f.when(p.date, p.time)}.`,
    },
  }),
  'visit.reminder_landlord': notification<Visit>({
    es: {
      title: 'Recordatorio de visita',
      message: (p, f) => `Tienes una visita de ${p.name} a ${q(f, p.property)} el ${f.when(p.date, p.time)}.`,
    },
    en: {
      title: 'Visit reminder',
      message: (p, f) =>
        `You have a visit from ${p.name} to ${q(f, p.property)} on ${f.when(p.date, p.time)}.`,
    },
    fr: {
      title: 'Rappel de visite',
      message: (p, f) =>
        `Vous avez une visite de ${p.name} pour ${q(f, p.property)} le ${f.when(p.date, p.time)}.`,
    },
    de: {
      title: 'Erinnerung an die Besichtigung',
      message: (p, f) =>
        `Sie haben eine Besichtigung mit ${p.name} für ${q(f, p.property)} am ${f.when(p.date, p.time)}.`,
    },
  }),
  /** A visit that took place (the demo's history; no live event raises it). */
  'visit.done': notification<{ property: string }>({
    es: {
      title: 'Visita realizada',
      message: (p, f) =>
        `¿Qué te pareció ${q(f, p.property)}? Si te interesa, envía tu solicitud de alquiler.`,
    },
    en: {
      title: 'Visit done',
      message: (p, f) =>
        `How did you like ${q(f, p.property)}? If you are interested, send your rental application.`,
    },
    fr: {
      title: 'Visite effectuée',
      message: (p, f) =>
        `Qu’avez-vous pensé de ${q(f, p.property)} ? S’il vous intéresse, envoyez votre demande de location.`,
    },
    de: {
      title: 'Besichtigung erfolgt',
      message: (p, f) =>
        `Wie hat Ihnen ${q(f, p.property)} gefallen? Wenn Sie Interesse haben, senden Sie Ihre Mietanfrage.`,
    },
  }),
  'favourite.added': notification<{ name: string; property: string }>({
    es: {
      title: 'Nuevo favorito',
      message: (p, f) => `${p.name} ha guardado ${q(f, p.property)} en favoritos.`,
    },
    en: {
      title: 'New favourite',
      message: (p, f) => `${p.name} has saved ${q(f, p.property)} to their favourites.`,
    },
    fr: {
      title: 'Nouveau favori',
      message: (p, f) => `${p.name} a ajouté ${q(f, p.property)} à ses favoris.`,
    },
    de: {
      title: 'Neuer Favorit',
      message: (p, f) => `${p.name} hat ${q(f, p.property)} zu den Favoriten hinzugefügt.`,
    },
  }),
  'request.application': notification<About>({
    es: {
      title: 'Nueva solicitud de alquiler',
      message: (p, f) => `${p.name} ha solicitado alquilar ${about.es(f, p)}.`,
    },
    en: {
      title: 'New rental application',
      message: (p, f) => `${p.name} has applied to rent ${about.en(f, p)}.`,
    },
    fr: {
      title: 'Nouvelle demande de location',
      message: (p, f) => `${p.name} a demandé à louer ${about.fr(f, p)}.`,
    },
    de: { title: 'Neue Mietanfrage', message: (p, f) => `${p.name} möchte ${about.de(f, p)} mieten.` },
  }),
  'request.enquiry': notification<About>({
    es: {
      title: 'Nueva consulta',
      message: (p, f) => `${p.name} ha enviado una consulta sobre ${about.es(f, p)}.`,
    },
    en: { title: 'New enquiry', message: (p, f) => `${p.name} has sent an enquiry about ${about.en(f, p)}.` },
    fr: {
      title: 'Nouvelle demande d’information',
      message: (p, f) => `${p.name} a envoyé une demande d’information sur ${about.fr(f, p)}.`,
    },
    de: {
      title: 'Neue Anfrage',
      message: (p, f) => `${p.name} hat eine Anfrage zu ${about.de(f, p)} gesendet.`,
    },
  }),
  'request.accepted': notification<{ name: string; property: string; reply: string }>({
    es: {
      title: 'Solicitud aceptada',
      message: (p, f) => `${p.name} ha aceptado tu solicitud sobre ${q(f, p.property)}.${reply(f, p.reply)}`,
    },
    en: {
      title: 'Request accepted',
      message: (p, f) => `${p.name} has accepted your request about ${q(f, p.property)}.${reply(f, p.reply)}`,
    },
    fr: {
      title: 'Demande acceptée',
      message: (p, f) =>
        `${p.name} a accepté votre demande concernant ${q(f, p.property)}.${reply(f, p.reply)}`,
    },
    de: {
      title: 'Anfrage angenommen',
      message: (p, f) => `${p.name} hat Ihre Anfrage zu ${q(f, p.property)} angenommen.${reply(f, p.reply)}`,
    },
  }),
  'request.rejected': notification<{ name: string; property: string; reply: string }>({
    es: {
      title: 'Solicitud rechazada',
      message: (p, f) => `${p.name} ha rechazado tu solicitud sobre ${q(f, p.property)}.${reply(f, p.reply)}`,
    },
    en: {
      title: 'Request declined',
      message: (p, f) => `${p.name} has declined your request about ${q(f, p.property)}.${reply(f, p.reply)}`,
    },
    fr: {
      title: 'Demande refusée',
      message: (p, f) =>
        `${p.name} a refusé votre demande concernant ${q(f, p.property)}.${reply(f, p.reply)}`,
    },
    de: {
      title: 'Anfrage abgelehnt',
      message: (p, f) => `${p.name} hat Ihre Anfrage zu ${q(f, p.property)} abgelehnt.${reply(f, p.reply)}`,
    },
  }),
  /** Declined because the landlord accepted another request for the same home. */
  'request.declined_for_another': notification<{ name: string; property: string }>({
    es: {
      title: 'Solicitud rechazada',
      message: (p, f) =>
        `${p.name} ha aceptado otra solicitud para ${q(f, p.property)}, así que la tuya queda rechazada.${reply(f, AUTO_DECLINE_REPLY.es)}`,
    },
    en: {
      title: 'Request declined',
      message: (p, f) =>
        `${p.name} has accepted another request for ${q(f, p.property)}, so yours has been declined.${reply(f, AUTO_DECLINE_REPLY.en)}`,
    },
    fr: {
      title: 'Demande refusée',
      message: (p, f) =>
        `${p.name} a accepté une autre demande pour ${q(f, p.property)}, la vôtre est donc refusée.${reply(f, AUTO_DECLINE_REPLY.fr)}`,
    },
    de: {
      title: 'Anfrage abgelehnt',
      message: (p, f) =>
        `${p.name} hat eine andere Anfrage für ${q(f, p.property)} angenommen, daher wurde Ihre abgelehnt.${reply(f, AUTO_DECLINE_REPLY.de)}`,
    },
  }),
  /** The landlord released an accepted period: the dates are free again. */
  'request.released': notification<{ name: string; property: string; reply: string }>({
    es: {
      title: 'Reserva liberada',
      message: (p, f) =>
        `${p.name} ha liberado las fechas de tu solicitud aceptada sobre ${q(f, p.property)}.${reply(f, p.reply)}`,
    },
    en: {
      title: 'Booking released',
      message: (p, f) =>
        `${p.name} has released the dates of your accepted application about ${q(f, p.property)}.${reply(f, p.reply)}`,
    },
    fr: {
      title: 'Réservation libérée',
      message: (p, f) =>
        `${p.name} a libéré les dates de votre candidature acceptée concernant ${q(f, p.property)}.${reply(f, p.reply)}`,
    },
    de: {
      title: 'Reservierung freigegeben',
      message: (p, f) =>
        `${p.name} hat die Daten Ihrer angenommenen Bewerbung für ${q(f, p.property)} freigegeben.${reply(f, p.reply)}`,
    },
  }),
  'room.status_changed': notification<RoomChange & { status: string }>({
    es: {
      title: 'Cambio de estado de una habitación',
      message: (p, f) =>
        `La habitación ${roomLabel(f, p)} de ${p.property} ahora está ${ROOM_STATUS.es[p.status] ?? p.status}.`,
    },
    en: {
      title: 'Room status change',
      message: (p, f) =>
        `Room ${roomLabel(f, p)} in ${p.property} is now ${ROOM_STATUS.en[p.status] ?? p.status}.`,
    },
    fr: {
      title: 'Changement de statut d’une chambre',
      message: (p, f) =>
        `La chambre ${roomLabel(f, p)} de ${p.property} est maintenant ${ROOM_STATUS.fr[p.status] ?? p.status}.`,
    },
    de: {
      title: 'Statusänderung eines Zimmers',
      message: (p, f) =>
        `Das Zimmer ${roomLabel(f, p)} in ${p.property} ist jetzt ${ROOM_STATUS.de[p.status] ?? p.status}.`,
    },
  }),
  'room.price_changed': notification<RoomChange & { before: number; after: number }>({
    es: {
      title: 'Cambio de precio de una habitación',
      message: (p, f) =>
        `La habitación ${roomLabel(f, p)} de ${p.property} ha pasado de ${f.euros(p.before)} a ${f.euros(p.after)} al mes.`,
    },
    en: {
      title: 'Room price change',
      message: (p, f) =>
        `Room ${roomLabel(f, p)} in ${p.property} has gone from ${f.euros(p.before)} to ${f.euros(p.after)} a month.`,
    },
    fr: {
      title: 'Changement de prix d’une chambre',
      message: (p, f) =>
        `La chambre ${roomLabel(f, p)} de ${p.property} est passée de ${f.euros(p.before)} à ${f.euros(p.after)} par mois.`,
    },
    de: {
      title: 'Preisänderung eines Zimmers',
      message: (p, f) =>
        `Das Zimmer ${roomLabel(f, p)} in ${p.property} kostet jetzt ${f.euros(p.after)} statt ${f.euros(p.before)} im Monat.`,
    },
  }),
  'room.availability_changed': notification<RoomChange & { date: string }>({
    es: {
      title: 'Nueva fecha de disponibilidad',
      message: (p, f) =>
        `La habitación ${roomLabel(f, p)} de ${p.property} estará disponible desde el ${f.date(p.date)}.`,
    },
    en: {
      title: 'New availability date',
      message: (p, f) => `Room ${roomLabel(f, p)} in ${p.property} will be available from ${f.date(p.date)}.`,
    },
    fr: {
      title: 'Nouvelle date de disponibilité',
      message: (p, f) =>
        `La chambre ${roomLabel(f, p)} de ${p.property} sera disponible à partir du ${f.date(p.date)}.`,
    },
    de: {
      title: 'Neues Verfügbarkeitsdatum',
      message: (p, f) =>
        `Das Zimmer ${roomLabel(f, p)} in ${p.property} ist ab dem ${f.date(p.date)} verfügbar.`,
    },
  }),
  'room.updated': notification<RoomChange>({
    es: {
      title: 'Habitación actualizada',
      message: (p, f) =>
        `Se ha actualizado la información de la habitación ${roomLabel(f, p)} de ${p.property}.`,
    },
    en: {
      title: 'Room updated',
      message: (p, f) => `The details of room ${roomLabel(f, p)} in ${p.property} have been updated.`,
    },
    fr: {
      title: 'Chambre mise à jour',
      message: (p, f) =>
        `Les informations de la chambre ${roomLabel(f, p)} de ${p.property} ont été mises à jour.`,
    },
    de: {
      title: 'Zimmer aktualisiert',
      message: (p, f) => `Die Angaben zum Zimmer ${roomLabel(f, p)} in ${p.property} wurden aktualisiert.`,
    },
  }),
  'room.published': notification<RoomChange>({
    es: {
      title: 'Nueva habitación disponible',
      message: (p, f) => `Se ha publicado la habitación ${roomLabel(f, p)} en ${p.property}.`,
    },
    en: {
      title: 'New room available',
      message: (p, f) => `Room ${roomLabel(f, p)} has been published in ${p.property}.`,
    },
    fr: {
      title: 'Nouvelle chambre disponible',
      message: (p, f) => `La chambre ${roomLabel(f, p)} a été publiée dans ${p.property}.`,
    },
    de: {
      title: 'Neues Zimmer verfügbar',
      message: (p, f) => `Das Zimmer ${roomLabel(f, p)} in ${p.property} wurde veröffentlicht.`,
    },
  }),
  'saved_search.match': notification<{ search: string; property: string; city: string; price: number }>({
    es: {
      title: (p, f) => `Nueva propiedad para ${q(f, p.search)}`,
      message: (p, f) => `${q(f, p.property)} en ${p.city} por ${f.euros(p.price)} al mes.`,
    },
    en: {
      title: (p, f) => `New property for ${q(f, p.search)}`,
      message: (p, f) => `${q(f, p.property)} in ${p.city} for ${f.euros(p.price)} a month.`,
    },
    fr: {
      title: (p, f) => `Nouveau logement pour ${q(f, p.search)}`,
      message: (p, f) => `${q(f, p.property)} à ${p.city} pour ${f.euros(p.price)} par mois.`,
    },
    de: {
      title: (p, f) => `Neue Immobilie für ${q(f, p.search)}`,
      message: (p, f) => `${q(f, p.property)} in ${p.city} für ${f.euros(p.price)} pro Monat.`,
    },
  }),
  'account.welcome': notification<{ name: string }>({
    es: {
      title: '¡Bienvenido a Convive!',
      message: (p) =>
        `Hola, ${p.name}. Completa tu perfil para que los propietarios e inquilinos te conozcan mejor.`,
    },
    en: {
      title: 'Welcome to Convive!',
      message: (p) => `Hi ${p.name}. Complete your profile so landlords and tenants get to know you better.`,
    },
    fr: {
      title: 'Bienvenue sur Convive !',
      message: (p) =>
        `Bonjour ${p.name}. Complétez votre profil pour que propriétaires et locataires vous connaissent mieux.`,
    },
    de: {
      title: 'Willkommen bei Convive!',
      message: (p) =>
        `Hallo ${p.name}. Vervollständigen Sie Ihr Profil, damit Vermieter und Mieter Sie besser kennenlernen.`,
    },
  }),
  'system.mute_alerts': notification<Record<string, never>>({
    es: {
      title: 'Novedades en Convive',
      message: 'Ya puedes silenciar los avisos de favoritos, solicitudes y citas desde Configuración.',
    },
    en: {
      title: 'What’s new at Convive',
      message: 'You can now mute favourite, request and visit alerts in Settings.',
    },
    fr: {
      title: 'Nouveautés sur Convive',
      message:
        'Vous pouvez désormais couper les alertes de favoris, de demandes et de visites dans les Paramètres.',
    },
    de: {
      title: 'Neu bei Convive',
      message:
        'Sie können Favoriten-, Anfrage- und Besichtigungshinweise jetzt in den Einstellungen stummschalten.',
    },
  }),
  /** The server disabled a landlord's webhook endpoint: it answered 410 Gone, or failed for days. */
  'webhook.disabled': notification<{ url: string; reason: 'gone' | 'failing'; days: number }>({
    es: {
      title: 'Webhook desactivado',
      message: (p) =>
        p.reason === 'gone'
          ? `Hemos desactivado el webhook ${p.url}: respondió 410 (Gone). Actívalo de nuevo cuando vuelva a funcionar.`
          : `Hemos desactivado el webhook ${p.url}: lleva ${p.days} días fallando. Actívalo de nuevo cuando vuelva a funcionar.`,
    },
    en: {
      title: 'Webhook disabled',
      message: (p) =>
        p.reason === 'gone'
          ? `We disabled the webhook ${p.url}: it answered 410 (Gone). Enable it again once it works.`
          : `We disabled the webhook ${p.url}: it has been failing for ${p.days} days. Enable it again once it works.`,
    },
    fr: {
      title: 'Webhook désactivé',
      message: (p) =>
        p.reason === 'gone'
          ? `Nous avons désactivé le webhook ${p.url} : il a répondu 410 (Gone). Réactivez-le quand il fonctionnera de nouveau.`
          : `Nous avons désactivé le webhook ${p.url} : il échoue depuis ${p.days} jours. Réactivez-le quand il fonctionnera de nouveau.`,
    },
    de: {
      title: 'Webhook deaktiviert',
      message: (p) =>
        p.reason === 'gone'
          ? `Wir haben den Webhook ${p.url} deaktiviert: Er antwortete 410 (Gone). Aktivieren Sie ihn wieder, sobald er funktioniert.`
          : `Wir haben den Webhook ${p.url} deaktiviert: Er schlägt seit ${p.days} Tagen fehl. Aktivieren Sie ihn wieder, sobald er funktioniert.`,
    },
  }),
  /**
   * A notification written before codes, kept as it was written (Spanish), when the conversion
   * could not read it back into a code.
   */
  'legacy.text': notification<{ title: string; message: string }>({
    es: { title: (p) => p.title, message: (p) => p.message },
    en: { title: (p) => p.title, message: (p) => p.message },
    fr: { title: (p) => p.title, message: (p) => p.message },
    de: { title: (p) => p.title, message: (p) => p.message },
  }),
} as const;

export type NotificationCode = keyof typeof NOTIFICATIONS;

/** The parameters a notification code takes. */
export type NotificationParams<C extends NotificationCode> =
  (typeof NOTIFICATIONS)[C] extends NotificationWordings<infer P> ? P : never;

/** A notification as stored and sent between processes: its code and parameters. */
export type CodedNotification = {
  [C in NotificationCode]: { readonly code: C; readonly params: NotificationParams<C> };
}[NotificationCode];

export function isNotificationCode(code: unknown): code is NotificationCode {
  return typeof code === 'string' && Object.hasOwn(NOTIFICATIONS, code);
}

/** A notification's title and message in `language`. */
export function notificationText(
  notice: CodedNotification,
  language: Language,
): { title: string; message: string } {
  const formats = messageFormats(language);
  const text = (NOTIFICATIONS[notice.code] as NotificationWordings<MessageParams>)[formats.language];
  const params = notice.params as MessageParams;
  const make = (wording: Wording<MessageParams>) =>
    typeof wording === 'function' ? wording(params, formats) : wording;
  return { title: make(text.title), message: make(text.message) };
}

/** The wordings in every language, lowercased: what a search of one's notifications reads. */
export function notificationSearchText(notice: CodedNotification): string {
  return LANGUAGES.map((language) => {
    const { title, message } = notificationText(notice, language);
    return `${title}\n${message}`;
  })
    .join('\n')
    .toLowerCase();
}
