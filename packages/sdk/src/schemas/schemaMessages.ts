import type { Language } from '../rules/language';
import {
  MESSAGE_TEXT_MAX,
  NRUA_MAX_LENGTH,
  NRUA_MIN_LENGTH,
  OUTBOUND_URL_MAX,
  PARTNER_KEY_ORIGINS_MAX,
} from './constants';

/**
 * The texts the sdk's schemas answer a bad field with (docs/adr/0162-message-codes.md), declared once
 * in every language of the product. A schema words its issue in Spanish (`SCHEMA_MESSAGES`), what
 * the clients show and the server answers with; the server words the same entry in the caller's
 * language from `SCHEMA_MESSAGE_TABLES`. A text left out of a language is a type error. zod's own
 * issues (too long, not a number…) are worded by `errorMapFor` (validation.ts). A few texts are
 * also a rule's (RULE_MESSAGES, a test keeps the two the same in every language): the schemas write
 * them from here rather than import the rules' tables, which would bring all four languages into
 * every page with a schema. The other languages
 * are separate constants, so a client that imports only the Spanish does not bundle them.
 */
export const SCHEMA_MESSAGES = {
  // Also rule texts (RULE_MESSAGES): the same words in every language.
  invalidDate: 'Fecha inválida',
  emailInvalid: 'Introduce una dirección de correo electrónico válida.',
  messageRequired: 'Por favor, escribe un mensaje para el propietario',
  passwordMismatch: 'Las contraseñas no coinciden.',
  // Appointment
  contactPhoneRequired: 'Indica un teléfono de contacto.',
  linkCodeMissing: 'Falta el código del enlace.',
  visitStatus: 'El estado debe ser confirmada o cancelada.',
  // Common
  dateFormat: 'Introduce una fecha con el formato AAAA-MM-DD.',
  timeFormat: 'Introduce una hora con el formato HH:MM.',
  blank: 'Este campo no puede estar en blanco.',
  // Images
  imageOrderRequired: 'Indica el orden de al menos una imagen.',
  imageRepeated: 'Una imagen aparece dos veces.',
  // Listings and rooms
  minStayOneMonth: 'La estancia mínima es de 1 mes.',
  maxStayBelowMin: 'La estancia máxima no puede ser menor que la mínima.',
  priceInvalid: 'Por favor ingresa un precio válido',
  sizeInvalid: 'Por favor ingresa un tamaño válido',
  // Locations
  locationPrefix: 'Escribe el principio de una ciudad o de un barrio.',
  // Notifications
  statusInvalid: 'Estado no válido.',
  typeInvalid: 'Tipo no válido.',
  // Partners
  originFormat: 'Escribe el origen de la web, p. ej. https://inmobiliaria.es (sin rutas).',
  originsMax: `Como mucho ${PARTNER_KEY_ORIGINS_MAX} orígenes.`,
  partnerScope: 'Elige own o marketplace.',
  partnerEventKind: 'El evento debe ser impression o click.',
  pageViewId: 'El identificador de la vista de página no es válido.',
  elementId: 'El identificador del elemento no es válido.',
  // Properties
  pricePositive: 'El precio debe ser mayor que 0.',
  sizePositive: 'El tamaño debe ser mayor que 0.',
  postalCode: 'Introduce un código postal válido.',
  listingKind: 'Elige coliving, traditional o both.',
  orderInvalid: 'Orden no válido.',
  cursorInvalid: 'Cursor no válido.',
  energyRating: 'Elige una letra de la A a la G, «En trámite» o «Exento».',
  cadastralLength: 'La referencia catastral debe tener 20 caracteres (sin contar los espacios).',
  cadastralCharacters: 'La referencia catastral solo puede llevar letras y números.',
  nruaFormat: `El número de registro de alquiler (NRUA) empieza por ES y lleva de ${NRUA_MIN_LENGTH} a ${NRUA_MAX_LENGTH} letras mayúsculas, números, guiones o barras: cópialo entero del justificante del registro.`,
  // Requests
  roomRequired: 'Indica la habitación de la consulta.',
  decisionStatus: 'El estado debe ser aceptada o rechazada.',
  // Saved searches
  alertFrequency: 'Elige instant, daily u off.',
  unsubscribeLinkMissing: 'Falta el enlace de baja.',
  // Webhooks
  webhookUrl:
    'Escribe una dirección https completa, p. ej. https://crm.inmobiliaria.es/webhooks (sin usuario ni contraseña).',
  urlMax: `La dirección puede tener como mucho ${OUTBOUND_URL_MAX} caracteres.`,
  webhookEvents: 'Elige al menos un evento.',
  webhookEventKind: 'Evento desconocido.',
  feedUrl:
    'Escribe la dirección completa del feed, p. ej. https://crm.inmobiliaria.es/kyero.xml (sin usuario ni contraseña).',
  feedFormat: 'Formato de feed desconocido: de momento, kyero-v3.',
  // Rental periods
  moveOutAfterMoveIn: 'La fecha de salida tiene que ser posterior a la de entrada.',
  moveOutOrMonths: 'Indica la fecha de salida o el número de meses, no las dos cosas.',
  periodNeedsMoveIn: 'Indica también la fecha de entrada.',
  calendarEndAfterStart: 'La fecha final tiene que ser posterior a la inicial.',
  calendarUnits: 'Elige al menos una habitación (o la vivienda entera).',
  calendarAction: 'Elige bloquear o desbloquear.',
  calendarUrl:
    'Escribe la dirección completa del calendario iCal, p. ej. https://www.airbnb.es/calendar/ical/123.ics (sin usuario ni contraseña).',
  // Conversations
  messageBlank: 'Escribe un mensaje.',
  messageTooLong: `El mensaje puede tener como mucho ${MESSAGE_TEXT_MAX} caracteres.`,
  reportReason: 'Elige un motivo: fraude, spam, ofensivo u otro.',
  savedReplyTitle: 'Pon un título a la respuesta guardada.',
  archivedFlag: 'Indica si la conversación está archivada (true o false).',
  // Accounts
  phoneInvalid: 'Introduce un número de teléfono válido.',
  phoneTooLong: 'El número de teléfono no puede tener más de 15 dígitos.',
  birthDateFuture: 'La fecha de nacimiento no puede ser futura.',
  language: 'Elige un idioma: es, en, fr o de.',
  role: 'Elige inquilino o propietario.',
  passwordToConfirm: 'Introduce tu contraseña para confirmar.',
  // Vocabularies
  propertyType: 'Tipo de propiedad no válido.',
  propertyStatus: 'Estado de propiedad no válido.',
  roomStatus: 'Estado de habitación no válido.',
  requestStatus: 'Estado de solicitud no válido.',
  listingStatus: 'Estado de anuncio no válido.',
} as const;

export type SchemaMessageKey = keyof typeof SCHEMA_MESSAGES;
/** One language's schema texts: every key of SCHEMA_MESSAGES. */
export type SchemaTexts = { readonly [K in SchemaMessageKey]: string };

const en: SchemaTexts = {
  invalidDate: 'Invalid date',
  emailInvalid: 'Enter a valid email address.',
  messageRequired: 'Please write a message for the landlord',
  passwordMismatch: 'The passwords do not match.',
  contactPhoneRequired: 'Give a contact phone number.',
  linkCodeMissing: 'The link code is missing.',
  visitStatus: 'The status must be confirmada or cancelada.',
  dateFormat: 'Enter a date in the format YYYY-MM-DD.',
  timeFormat: 'Enter a time in the format HH:MM.',
  blank: 'This field may not be blank.',
  imageOrderRequired: 'Give the order of at least one image.',
  imageRepeated: 'An image appears twice.',
  minStayOneMonth: 'The minimum stay is 1 month.',
  maxStayBelowMin: 'The maximum stay cannot be shorter than the minimum.',
  priceInvalid: 'Please enter a valid price',
  sizeInvalid: 'Please enter a valid size',
  locationPrefix: 'Type the beginning of a city or a neighbourhood.',
  statusInvalid: 'Invalid status.',
  typeInvalid: 'Invalid type.',
  originFormat: 'Write the website’s origin, e.g. https://agency.example (without paths).',
  originsMax: `At most ${PARTNER_KEY_ORIGINS_MAX} origins.`,
  partnerScope: 'Choose own or marketplace.',
  partnerEventKind: 'The event must be impression or click.',
  pageViewId: 'The page view identifier is not valid.',
  elementId: 'The element identifier is not valid.',
  pricePositive: 'The price must be greater than 0.',
  sizePositive: 'The size must be greater than 0.',
  postalCode: 'Enter a valid postcode.',
  listingKind: 'Choose coliving, traditional or both.',
  orderInvalid: 'Invalid order.',
  cursorInvalid: 'Invalid cursor.',
  energyRating: 'Choose a letter from A to G, “En trámite” (pending) or “Exento” (exempt).',
  cadastralLength: 'The cadastral reference must have 20 characters (not counting spaces).',
  cadastralCharacters: 'The cadastral reference may only contain letters and digits.',
  nruaFormat: `The rental registration number (NRUA) starts with ES and has ${NRUA_MIN_LENGTH} to ${NRUA_MAX_LENGTH} capital letters, digits, hyphens or slashes: copy it whole from the register’s receipt.`,
  roomRequired: 'Say which room the enquiry is about.',
  decisionStatus: 'The status must be aceptada or rechazada.',
  alertFrequency: 'Choose instant, daily or off.',
  unsubscribeLinkMissing: 'The unsubscribe link is missing.',
  webhookUrl:
    'Enter a full https address, e.g. https://crm.agency.example/webhooks (without user or password).',
  urlMax: `The address can be at most ${OUTBOUND_URL_MAX} characters long.`,
  webhookEvents: 'Choose at least one event.',
  webhookEventKind: 'Unknown event.',
  feedUrl:
    'Enter the full address of the feed, e.g. https://crm.agency.example/kyero.xml (without user or password).',
  feedFormat: 'Unknown feed format: for now, kyero-v3.',
  moveOutAfterMoveIn: 'The move-out date must be after the move-in date.',
  moveOutOrMonths: 'Give the move-out date or the number of months, not both.',
  periodNeedsMoveIn: 'Give the move-in date as well.',
  calendarEndAfterStart: 'The end date must be after the start date.',
  calendarUnits: 'Choose at least one room (or the whole home).',
  calendarAction: 'Choose block or unblock.',
  calendarUrl:
    'Enter the full address of the iCal calendar, e.g. https://www.airbnb.com/calendar/ical/123.ics (without user or password).',
  messageBlank: 'Write a message.',
  messageTooLong: `A message can be at most ${MESSAGE_TEXT_MAX} characters long.`,
  reportReason: 'Choose a reason: fraude (fraud), spam, ofensivo (offensive) or otro (other).',
  savedReplyTitle: 'Give the saved reply a title.',
  archivedFlag: 'Say whether the conversation is archived (true or false).',
  phoneInvalid: 'Enter a valid phone number.',
  phoneTooLong: 'The phone number cannot have more than 15 digits.',
  birthDateFuture: 'The date of birth cannot be in the future.',
  language: 'Choose a language: es, en, fr or de.',
  role: 'Choose tenant or landlord.',
  passwordToConfirm: 'Enter your password to confirm.',
  propertyType: 'Invalid property type.',
  propertyStatus: 'Invalid property status.',
  roomStatus: 'Invalid room status.',
  requestStatus: 'Invalid request status.',
  listingStatus: 'Invalid listing status.',
};

const fr: SchemaTexts = {
  invalidDate: 'Date non valide',
  emailInvalid: 'Saisissez une adresse e-mail valide.',
  messageRequired: 'Veuillez écrire un message au propriétaire',
  passwordMismatch: 'Les mots de passe ne correspondent pas.',
  contactPhoneRequired: 'Indiquez un téléphone de contact.',
  linkCodeMissing: 'Le code du lien est absent.',
  visitStatus: 'Le statut doit être confirmada ou cancelada.',
  dateFormat: 'Saisissez une date au format AAAA-MM-JJ.',
  timeFormat: 'Saisissez une heure au format HH:MM.',
  blank: 'Ce champ ne peut pas être vide.',
  imageOrderRequired: 'Indiquez l’ordre d’au moins une image.',
  imageRepeated: 'Une image apparaît deux fois.',
  minStayOneMonth: 'La durée minimale est de 1 mois.',
  maxStayBelowMin: 'La durée maximale ne peut pas être inférieure à la durée minimale.',
  priceInvalid: 'Veuillez saisir un prix valide',
  sizeInvalid: 'Veuillez saisir une surface valide',
  locationPrefix: "Tapez le début d'une ville ou d'un quartier.",
  statusInvalid: 'Statut non valide.',
  typeInvalid: 'Type non valide.',
  originFormat: 'Saisissez l’origine du site, p. ex. https://agence.example (sans chemin).',
  originsMax: `Au maximum ${PARTNER_KEY_ORIGINS_MAX} origines.`,
  partnerScope: 'Choisissez own ou marketplace.',
  partnerEventKind: 'L’événement doit être impression ou click.',
  pageViewId: 'L’identifiant de la vue de page n’est pas valide.',
  elementId: 'L’identifiant de l’élément n’est pas valide.',
  pricePositive: 'Le prix doit être supérieur à 0.',
  sizePositive: 'La surface doit être supérieure à 0.',
  postalCode: 'Saisissez un code postal valide.',
  listingKind: 'Choisissez coliving, traditional ou both.',
  orderInvalid: 'Ordre non valide.',
  cursorInvalid: 'Curseur non valide.',
  energyRating: 'Choisissez une lettre de A à G, « En trámite » (en cours) ou « Exento » (exempté).',
  cadastralLength: 'La référence cadastrale doit comporter 20 caractères (sans compter les espaces).',
  cadastralCharacters: 'La référence cadastrale ne peut contenir que des lettres et des chiffres.',
  nruaFormat: `Le numéro d’enregistrement de location (NRUA) commence par ES et comporte de ${NRUA_MIN_LENGTH} à ${NRUA_MAX_LENGTH} lettres majuscules, chiffres, tirets ou barres obliques : copiez-le en entier depuis le justificatif du registre.`,
  roomRequired: 'Indiquez la chambre concernée par la demande.',
  decisionStatus: 'Le statut doit être aceptada ou rechazada.',
  alertFrequency: 'Choisissez instant, daily ou off.',
  unsubscribeLinkMissing: 'Le lien de désabonnement manque.',
  webhookUrl:
    'Saisissez une adresse https complète, p. ex. https://crm.agence.example/webhooks (sans utilisateur ni mot de passe).',
  urlMax: `L’adresse ne peut dépasser ${OUTBOUND_URL_MAX} caractères.`,
  webhookEvents: 'Choisissez au moins un événement.',
  webhookEventKind: 'Événement inconnu.',
  feedUrl:
    'Saisissez l’adresse complète du flux, p. ex. https://crm.agence.example/kyero.xml (sans utilisateur ni mot de passe).',
  feedFormat: 'Format de flux inconnu : pour l’instant, kyero-v3.',
  moveOutAfterMoveIn: 'La date de départ doit être postérieure à la date d’arrivée.',
  moveOutOrMonths: 'Indiquez la date de départ ou le nombre de mois, pas les deux.',
  periodNeedsMoveIn: 'Indiquez aussi la date d’arrivée.',
  calendarEndAfterStart: 'La date de fin doit être postérieure à la date de début.',
  calendarUnits: 'Choisissez au moins une chambre (ou le logement entier).',
  calendarAction: 'Choisissez bloquer ou débloquer.',
  calendarUrl:
    'Saisissez l’adresse complète du calendrier iCal, p. ex. https://www.airbnb.fr/calendar/ical/123.ics (sans utilisateur ni mot de passe).',
  messageBlank: 'Écrivez un message.',
  messageTooLong: `Un message peut compter au plus ${MESSAGE_TEXT_MAX} caractères.`,
  reportReason: 'Choisissez un motif : fraude, spam, ofensivo (offensant) ou otro (autre).',
  savedReplyTitle: 'Donnez un titre à la réponse enregistrée.',
  archivedFlag: 'Indiquez si la conversation est archivée (true ou false).',
  phoneInvalid: 'Saisissez un numéro de téléphone valide.',
  phoneTooLong: 'Le numéro de téléphone ne peut pas dépasser 15 chiffres.',
  birthDateFuture: 'La date de naissance ne peut pas être dans le futur.',
  language: 'Choisissez une langue : es, en, fr ou de.',
  role: 'Choisissez locataire ou propriétaire.',
  passwordToConfirm: 'Saisissez votre mot de passe pour confirmer.',
  propertyType: 'Type de bien non valide.',
  propertyStatus: 'Statut du bien non valide.',
  roomStatus: 'Statut de chambre non valide.',
  requestStatus: 'Statut de demande non valide.',
  listingStatus: 'Statut d’annonce non valide.',
};

const de: SchemaTexts = {
  invalidDate: 'Ungültiges Datum',
  emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  messageRequired: 'Bitte schreiben Sie eine Nachricht an den Vermieter',
  passwordMismatch: 'Die Passwörter stimmen nicht überein.',
  contactPhoneRequired: 'Geben Sie eine Telefonnummer für Rückfragen an.',
  linkCodeMissing: 'Der Code des Links fehlt.',
  visitStatus: 'Der Status muss confirmada oder cancelada sein.',
  dateFormat: 'Geben Sie ein Datum im Format JJJJ-MM-TT ein.',
  timeFormat: 'Geben Sie eine Uhrzeit im Format HH:MM ein.',
  blank: 'Dieses Feld darf nicht leer sein.',
  imageOrderRequired: 'Geben Sie die Reihenfolge mindestens eines Bildes an.',
  imageRepeated: 'Ein Bild kommt zweimal vor.',
  minStayOneMonth: 'Die Mindestmietdauer beträgt 1 Monat.',
  maxStayBelowMin: 'Die maximale Mietdauer darf nicht kürzer als die minimale sein.',
  priceInvalid: 'Bitte geben Sie einen gültigen Preis ein',
  sizeInvalid: 'Bitte geben Sie eine gültige Fläche ein',
  locationPrefix: 'Gib den Anfang einer Stadt oder eines Viertels ein.',
  statusInvalid: 'Ungültiger Status.',
  typeInvalid: 'Ungültiger Typ.',
  originFormat: 'Geben Sie den Ursprung der Website an, z. B. https://makler.example (ohne Pfad).',
  originsMax: `Höchstens ${PARTNER_KEY_ORIGINS_MAX} Ursprünge.`,
  partnerScope: 'Wählen Sie own oder marketplace.',
  partnerEventKind: 'Das Ereignis muss impression oder click sein.',
  pageViewId: 'Die Kennung des Seitenaufrufs ist ungültig.',
  elementId: 'Die Kennung des Elements ist ungültig.',
  pricePositive: 'Der Preis muss größer als 0 sein.',
  sizePositive: 'Die Fläche muss größer als 0 sein.',
  postalCode: 'Geben Sie eine gültige Postleitzahl ein.',
  listingKind: 'Wählen Sie coliving, traditional oder both.',
  orderInvalid: 'Ungültige Reihenfolge.',
  cursorInvalid: 'Ungültiger Cursor.',
  energyRating: 'Wählen Sie einen Buchstaben von A bis G, „En trámite“ (beantragt) oder „Exento“ (befreit).',
  cadastralLength: 'Die Katasterreferenz muss 20 Zeichen haben (Leerzeichen nicht mitgezählt).',
  cadastralCharacters: 'Die Katasterreferenz darf nur Buchstaben und Ziffern enthalten.',
  nruaFormat: `Die Registriernummer für Vermietungen (NRUA) beginnt mit ES und hat ${NRUA_MIN_LENGTH} bis ${NRUA_MAX_LENGTH} Großbuchstaben, Ziffern, Bindestriche oder Schrägstriche: Kopieren Sie sie vollständig aus dem Registerbeleg.`,
  roomRequired: 'Geben Sie an, welches Zimmer die Anfrage betrifft.',
  decisionStatus: 'Der Status muss aceptada oder rechazada sein.',
  alertFrequency: 'Wählen Sie instant, daily oder off.',
  unsubscribeLinkMissing: 'Der Abmeldelink fehlt.',
  webhookUrl:
    'Geben Sie eine vollständige https-Adresse an, z. B. https://crm.makler.example/webhooks (ohne Benutzer und Passwort).',
  urlMax: `Die Adresse darf höchstens ${OUTBOUND_URL_MAX} Zeichen lang sein.`,
  webhookEvents: 'Wählen Sie mindestens ein Ereignis.',
  webhookEventKind: 'Unbekanntes Ereignis.',
  feedUrl:
    'Geben Sie die vollständige Adresse des Feeds an, z. B. https://crm.makler.example/kyero.xml (ohne Benutzer und Passwort).',
  feedFormat: 'Unbekanntes Feed-Format: derzeit nur kyero-v3.',
  moveOutAfterMoveIn: 'Das Auszugsdatum muss nach dem Einzugsdatum liegen.',
  moveOutOrMonths: 'Geben Sie das Auszugsdatum oder die Anzahl der Monate an, nicht beides.',
  periodNeedsMoveIn: 'Geben Sie auch das Einzugsdatum an.',
  calendarEndAfterStart: 'Das Enddatum muss nach dem Anfangsdatum liegen.',
  calendarUnits: 'Wählen Sie mindestens ein Zimmer (oder die ganze Wohnung).',
  calendarAction: 'Wählen Sie sperren oder freigeben.',
  calendarUrl:
    'Geben Sie die vollständige Adresse des iCal-Kalenders ein, z. B. https://www.airbnb.de/calendar/ical/123.ics (ohne Benutzer oder Passwort).',
  messageBlank: 'Schreiben Sie eine Nachricht.',
  messageTooLong: `Eine Nachricht darf höchstens ${MESSAGE_TEXT_MAX} Zeichen lang sein.`,
  reportReason: 'Wählen Sie einen Grund: fraude (Betrug), spam, ofensivo (beleidigend) oder otro (anderes).',
  savedReplyTitle: 'Geben Sie der gespeicherten Antwort einen Titel.',
  archivedFlag: 'Geben Sie an, ob das Gespräch archiviert ist (true oder false).',
  phoneInvalid: 'Geben Sie eine gültige Telefonnummer ein.',
  phoneTooLong: 'Die Telefonnummer darf höchstens 15 Ziffern haben.',
  birthDateFuture: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
  language: 'Wählen Sie eine Sprache: es, en, fr oder de.',
  role: 'Wählen Sie Mieter oder Vermieter.',
  passwordToConfirm: 'Geben Sie zur Bestätigung Ihr Passwort ein.',
  propertyType: 'Ungültiger Immobilientyp.',
  propertyStatus: 'Ungültiger Immobilienstatus.',
  roomStatus: 'Ungültiger Zimmerstatus.',
  requestStatus: 'Ungültiger Anfragestatus.',
  listingStatus: 'Ungültiger Anzeigenstatus.',
};

/**
 * Schema texts that carry a value computed while parsing (zod issues with `params.template`). They
 * cannot be looked up by their exact Spanish, so they are worded as the issue is parsed, in the
 * parse's language (`errorMapFor`, validation.ts), like zod's own issues.
 */
export interface SchemaTemplates {
  /** A cadastral reference whose control letters do not match: the letters it should end with. */
  readonly cadastralControl: (expected: string) => string;
}
export type SchemaTemplateKey = keyof SchemaTemplates;

export const SCHEMA_TEMPLATE_TABLES: { readonly [L in Language]: SchemaTemplates } = {
  es: {
    cadastralControl: (expected) =>
      `Los dos caracteres de control (posiciones 19–20) de la referencia catastral no corresponden al resto: deberían ser ${expected}. Revisa la referencia entera.`,
  },
  en: {
    cadastralControl: (expected) =>
      `The two control characters (positions 19–20) of the cadastral reference do not match the rest: they should be ${expected}. Check the whole reference.`,
  },
  fr: {
    cadastralControl: (expected) =>
      `Les deux caractères de contrôle (positions 19–20) de la référence cadastrale ne correspondent pas au reste : ils devraient être ${expected}. Vérifiez toute la référence.`,
  },
  de: {
    cadastralControl: (expected) =>
      `Die beiden Prüfzeichen (Stellen 19–20) der Katasterreferenz passen nicht zum Rest: Sie müssten ${expected} lauten. Prüfen Sie die ganze Referenz.`,
  },
};

/** The schema texts in each language, keyed like SCHEMA_MESSAGES. */
export const SCHEMA_MESSAGE_TABLES: { readonly [L in Language]: SchemaTexts } = {
  es: SCHEMA_MESSAGES,
  en,
  fr,
  de,
};
