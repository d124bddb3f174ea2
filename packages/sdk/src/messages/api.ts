import type { Language } from '../rules/language';
import { RULE_MESSAGE_TABLES } from '../rules/ruleMessages';
import type { VisitProblem } from '../rules/visitWindow';
import { type MessageFormats, type MessageParams, messageFormats } from './define';

/**
 * The API's own texts by code (docs/adr/0162-message-codes.md): its errors and acknowledgements,
 * each in every language of the product. The server answers with codes and parameters and words
 * them in the caller's language as the answer leaves. The sdk's rule texts (RULE_MESSAGES) and its
 * schemas' texts are declared with the rules and the schemas.
 */

/** A text without parameters, in every language. */
export type FixedText = { readonly [L in Language]: string };
/** A text made from its parameters, in every language. */
export type TemplatedText<P> = { readonly [L in Language]: (params: P, formats: MessageFormats) => string };

const text = (wordings: FixedText): FixedText => wordings;
const template = <P extends MessageParams>(wordings: TemplatedText<P>): TemplatedText<P> => wordings;

/** Singular or plural by the count, as each language's grammar has it for these texts. */
const one = (n: number) => n === 1;

/** Why a feed or a photo could not be fetched, by the outbound fetcher's code (http/outbound.ts). */
const FETCH_REASONS: Record<string, { es: string; en: string; fr: string; de: string }> = {
  blocked_address: {
    es: 'la dirección es de una red privada o local',
    en: 'the address is on a private or local network',
    fr: 'l’adresse est sur un réseau privé ou local',
    de: 'die Adresse liegt in einem privaten oder lokalen Netz',
  },
  blocked_port: {
    es: 'ese puerto no está permitido',
    en: 'that port is not allowed',
    fr: 'ce port n’est pas autorisé',
    de: 'dieser Port ist nicht erlaubt',
  },
  dns: {
    es: 'el nombre del servidor no existe',
    en: 'the server name does not resolve',
    fr: 'le nom du serveur n’existe pas',
    de: 'der Servername existiert nicht',
  },
  timeout: {
    es: 'el servidor tardó demasiado en responder',
    en: 'the server took too long to answer',
    fr: 'le serveur a mis trop de temps à répondre',
    de: 'der Server hat zu lange gebraucht',
  },
  too_large: {
    es: 'el archivo es demasiado grande',
    en: 'the file is too large',
    fr: 'le fichier est trop volumineux',
    de: 'die Datei ist zu groß',
  },
  tls: {
    es: 'su certificado HTTPS no es válido',
    en: 'its HTTPS certificate is not valid',
    fr: 'son certificat HTTPS n’est pas valide',
    de: 'sein HTTPS-Zertifikat ist ungültig',
  },
  too_many_redirects: {
    es: 'demasiadas redirecciones',
    en: 'too many redirects',
    fr: 'trop de redirections',
    de: 'zu viele Weiterleitungen',
  },
  bad_url: {
    es: 'la dirección no es válida',
    en: 'the address is not valid',
    fr: 'l’adresse n’est pas valide',
    de: 'die Adresse ist ungültig',
  },
  http_status: {
    es: 'el servidor respondió con un error',
    en: 'the server answered with an error',
    fr: 'le serveur a répondu par une erreur',
    de: 'der Server hat mit einem Fehler geantwortet',
  },
  not_image: {
    es: 'no es una imagen válida',
    en: 'it is not a valid image',
    fr: 'ce n’est pas une image valide',
    de: 'es ist kein gültiges Bild',
  },
  network: {
    es: 'la conexión falló',
    en: 'the connection failed',
    fr: 'la connexion a échoué',
    de: 'die Verbindung ist fehlgeschlagen',
  },
};

function reasonWords(language: 'es' | 'en' | 'fr' | 'de') {
  return (reason: string) => (FETCH_REASONS[reason] ?? FETCH_REASONS.network!)[language];
}
const fetchReason = {
  es: reasonWords('es'),
  en: reasonWords('en'),
  fr: reasonWords('fr'),
  de: reasonWords('de'),
};
const photoReason = fetchReason;

export const API_MESSAGES = {
  notAuthenticated: text({
    es: 'No se han proporcionado las credenciales de autenticación.',
    en: 'Authentication credentials were not provided.',
    fr: 'Les identifiants d’authentification n’ont pas été fournis.',
    de: 'Es wurden keine Anmeldedaten übermittelt.',
  }),
  invalidToken: text({
    es: 'Token inválido o caducado. Vuelve a iniciar sesión.',
    en: 'Invalid or expired token. Please sign in again.',
    fr: 'Jeton invalide ou expiré. Veuillez vous reconnecter.',
    de: 'Ungültiges oder abgelaufenes Token. Bitte melden Sie sich erneut an.',
  }),
  sessionExpired: text({
    es: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
    en: 'Your session has expired. Please sign in again.',
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
    de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  }),
  deleteWrongPassword: text({
    es: 'La contraseña no es correcta. La cuenta no se ha eliminado.',
    en: 'The password is incorrect. The account has not been deleted.',
    fr: 'Le mot de passe est incorrect. Le compte n’a pas été supprimé.',
    de: 'Das Passwort ist nicht korrekt. Das Konto wurde nicht gelöscht.',
  }),
  deleteNeedsPassword: text({
    es: 'Tu cuenta no tiene contraseña (entras con Google). Crea una con «¿Olvidaste tu contraseña?» y vuelve a intentarlo.',
    en: 'Your account has no password (you sign in with Google). Create one with “Forgot your password?” and try again.',
    fr: 'Votre compte n’a pas de mot de passe (vous vous connectez avec Google). Créez-en un avec « Mot de passe oublié ? » puis réessayez.',
    de: 'Ihr Konto hat kein Passwort (Sie melden sich mit Google an). Legen Sie über „Passwort vergessen?“ eines an und versuchen Sie es erneut.',
  }),
  forbidden: text({
    es: 'No tienes permiso para realizar esta acción.',
    en: 'You do not have permission to perform this action.',
    fr: 'Vous n’avez pas la permission d’effectuer cette action.',
    de: 'Sie haben keine Berechtigung für diese Aktion.',
  }),
  landlordOnly: text({
    es: 'Solo los propietarios pueden realizar esta acción.',
    en: 'Only landlords can perform this action.',
    fr: 'Seuls les propriétaires peuvent effectuer cette action.',
    de: 'Nur Vermieter können diese Aktion ausführen.',
  }),
  tenantOnly: text({
    es: 'Solo los inquilinos pueden realizar esta acción.',
    en: 'Only tenants can perform this action.',
    fr: 'Seuls les locataires peuvent effectuer cette action.',
    de: 'Nur Mieter können diese Aktion ausführen.',
  }),
  notFound: text({
    es: 'No encontrado.',
    en: 'Not found.',
    fr: 'Introuvable.',
    de: 'Nicht gefunden.',
  }),
  methodNotAllowed: text({
    es: 'Método no permitido.',
    en: 'Method not allowed.',
    fr: 'Méthode non autorisée.',
    de: 'Methode nicht erlaubt.',
  }),
  malformedJson: text({
    es: 'El cuerpo de la petición no es un JSON válido.',
    en: 'The request body is not valid JSON.',
    fr: 'Le corps de la requête n’est pas un JSON valide.',
    de: 'Der Anfragetext ist kein gültiges JSON.',
  }),
  emptyJson: text({
    es: 'El cuerpo de la petición está vacío.',
    en: 'The request body is empty.',
    fr: 'Le corps de la requête est vide.',
    de: 'Der Anfragetext ist leer.',
  }),
  unsupportedMediaType: text({
    es: 'Tipo de contenido no soportado. Envía JSON o multipart/form-data.',
    en: 'Unsupported content type. Send JSON or multipart/form-data.',
    fr: 'Type de contenu non pris en charge. Envoyez du JSON ou du multipart/form-data.',
    de: 'Nicht unterstützter Inhaltstyp. Senden Sie JSON oder multipart/form-data.',
  }),
  malformedMultipart: text({
    es: 'El formulario enviado está incompleto o mal formado. Vuelve a intentarlo.',
    en: 'The form sent is incomplete or malformed. Please try again.',
    fr: 'Le formulaire envoyé est incomplet ou mal formé. Veuillez réessayer.',
    de: 'Das gesendete Formular ist unvollständig oder fehlerhaft. Bitte versuchen Sie es erneut.',
  }),
  requestTimeout: text({
    es: 'La petición tardó demasiado en llegar. Vuelve a intentarlo.',
    en: 'The request took too long to arrive. Please try again.',
    fr: 'La requête a mis trop de temps à arriver. Veuillez réessayer.',
    de: 'Die Anfrage hat zu lange gebraucht. Bitte versuchen Sie es erneut.',
  }),
  requestTooLarge: text({
    es: 'La petición es demasiado grande.',
    en: 'The request is too large.',
    fr: 'La requête est trop volumineuse.',
    de: 'Die Anfrage ist zu groß.',
  }),
  queryTooLong: text({
    es: 'La dirección de la petición es demasiado larga.',
    en: 'The address of the request is too long.',
    fr: 'L’adresse de la requête est trop longue.',
    de: 'Die Adresse der Anfrage ist zu lang.',
  }),
  notAnImage: text({
    es: 'El archivo no es una imagen válida. Formatos permitidos: JPG, PNG, GIF, WEBP.',
    en: 'The file is not a valid image. Allowed formats: JPG, PNG, GIF, WEBP.',
    fr: 'Le fichier n’est pas une image valide. Formats autorisés : JPG, PNG, GIF, WEBP.',
    de: 'Die Datei ist kein gültiges Bild. Erlaubte Formate: JPG, PNG, GIF, WEBP.',
  }),
  noFiles: text({
    es: 'Adjunta al menos una imagen en el campo images.',
    en: 'Attach at least one image in the images field.',
    fr: 'Joignez au moins une image dans le champ images.',
    de: 'Hängen Sie im Feld images mindestens ein Bild an.',
  }),
  invalidCredentials: text({
    es: 'No se puede iniciar sesión con las credenciales proporcionadas.',
    en: 'Unable to sign in with the credentials provided.',
    fr: 'Impossible de se connecter avec les identifiants fournis.',
    de: 'Mit den angegebenen Zugangsdaten ist keine Anmeldung möglich.',
  }),
  emailTaken: text({
    es: 'Ya existe un usuario con este correo electrónico.',
    en: 'A user with this e-mail address already exists.',
    fr: 'Un utilisateur avec cette adresse e-mail existe déjà.',
    de: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
  }),
  wrongPassword: text({
    es: 'La contraseña actual no es correcta.',
    en: 'The current password is incorrect.',
    fr: 'Le mot de passe actuel est incorrect.',
    de: 'Das aktuelle Passwort ist nicht korrekt.',
  }),
  resetTokenInvalid: text({
    es: 'El enlace de recuperación no es válido o ha caducado.',
    en: 'The recovery link is invalid or has expired.',
    fr: 'Le lien de récupération n’est pas valide ou a expiré.',
    de: 'Der Wiederherstellungslink ist ungültig oder abgelaufen.',
  }),
  googleDisabled: text({
    es: 'El inicio de sesión con Google no está configurado en este servidor.',
    en: 'Google sign-in is not configured on this server.',
    fr: 'La connexion avec Google n’est pas configurée sur ce serveur.',
    de: 'Die Anmeldung mit Google ist auf diesem Server nicht eingerichtet.',
  }),
  googleInvalid: text({
    es: 'No se pudo verificar la identidad de Google.',
    en: 'Your Google identity could not be verified.',
    fr: 'Impossible de vérifier votre identité Google.',
    de: 'Ihre Google-Identität konnte nicht überprüft werden.',
  }),
  socketRefused: text({
    es: 'Conexión no autorizada.',
    en: 'Connection not authorised.',
    fr: 'Connexion non autorisée.',
    de: 'Verbindung nicht autorisiert.',
  }),
  internal: text({
    es: 'Ha ocurrido un error inesperado en el servidor.',
    en: 'An unexpected server error occurred.',
    fr: 'Une erreur inattendue s’est produite sur le serveur.',
    de: 'Auf dem Server ist ein unerwarteter Fehler aufgetreten.',
  }),
  propertyNotFound: text({
    es: 'Propiedad no encontrada.',
    en: 'Property not found.',
    fr: 'Bien introuvable.',
    de: 'Immobilie nicht gefunden.',
  }),
  propertyUnavailable: text({
    es: 'Esta propiedad no está disponible.',
    en: 'This property is not available.',
    fr: 'Ce bien n’est pas disponible.',
    de: 'Diese Immobilie ist nicht verfügbar.',
  }),
  ownPropertyVisit: text({
    es: 'No puedes solicitar una visita a tu propia propiedad.',
    en: 'You cannot request a visit to your own property.',
    fr: 'Vous ne pouvez pas demander une visite de votre propre bien.',
    de: 'Sie können keine Besichtigung Ihrer eigenen Immobilie anfragen.',
  }),
  ownPropertyEnquiry: text({
    es: 'No puedes enviar una consulta sobre tu propia propiedad.',
    en: 'You cannot send an enquiry about your own property.',
    fr: 'Vous ne pouvez pas envoyer de demande d’information sur votre propre bien.',
    de: 'Sie können keine Anfrage zu Ihrer eigenen Immobilie senden.',
  }),
  duplicateAppointment: text({
    es: 'Ya tienes una visita solicitada para esta propiedad en esa fecha y hora.',
    en: 'You have already requested a visit to this property on that date and time.',
    fr: 'Vous avez déjà demandé une visite de ce bien à cette date et à cette heure.',
    de: 'Sie haben für diese Immobilie zu diesem Datum und dieser Uhrzeit bereits eine Besichtigung angefragt.',
  }),
  appointmentNotPending: text({
    es: 'Solo se pueden modificar citas pendientes.',
    en: 'Only pending appointments can be changed.',
    fr: 'Seuls les rendez-vous en attente peuvent être modifiés.',
    de: 'Nur ausstehende Termine können geändert werden.',
  }),
  guestLinkInvalid: text({
    es: 'El enlace de confirmación no es válido. Copia el enlace completo del correo o vuelve a pedir la visita.',
    en: 'The confirmation link is not valid. Copy the full link from the e-mail or request the visit again.',
    fr: 'Le lien de confirmation n’est pas valide. Copiez le lien complet de l’e-mail ou demandez à nouveau la visite.',
    de: 'Der Bestätigungslink ist ungültig. Kopieren Sie den vollständigen Link aus der E-Mail oder fragen Sie die Besichtigung erneut an.',
  }),
  guestLinkExpired: text({
    es: 'El enlace de confirmación ha caducado (dura 24 horas). Vuelve a pedir la visita.',
    en: 'The confirmation link has expired (it lasts 24 hours). Please request the visit again.',
    fr: 'Le lien de confirmation a expiré (il est valable 24 heures). Demandez à nouveau la visite.',
    de: 'Der Bestätigungslink ist abgelaufen (er gilt 24 Stunden). Fragen Sie die Besichtigung erneut an.',
  }),
  askAgain: text({
    es: 'Vuelve a pedir la visita con otra fecha.',
    en: 'Request the visit again with another date.',
    fr: 'Demandez à nouveau la visite pour une autre date.',
    de: 'Fragen Sie die Besichtigung für ein anderes Datum erneut an.',
  }),
  mailFailed: text({
    es: 'No hemos podido enviarte el correo de confirmación. Inténtalo de nuevo en unos minutos.',
    en: 'We could not send you the confirmation e-mail. Please try again in a few minutes.',
    fr: 'Nous n’avons pas pu vous envoyer l’e-mail de confirmation. Réessayez dans quelques minutes.',
    de: 'Wir konnten Ihnen die Bestätigungs-E-Mail nicht senden. Versuchen Sie es in einigen Minuten erneut.',
  }),
  requesterCanOnlyCancel: text({
    es: 'Solo puedes cancelar tu solicitud de visita; la confirma el propietario.',
    en: 'You can only cancel your visit request; the landlord confirms it.',
    fr: 'Vous pouvez seulement annuler votre demande de visite ; c’est le propriétaire qui la confirme.',
    de: 'Sie können Ihre Besichtigungsanfrage nur stornieren; bestätigt wird sie vom Vermieter.',
  }),
  roomNotFound: text({
    es: 'Habitación no encontrada.',
    en: 'Room not found.',
    fr: 'Chambre introuvable.',
    de: 'Zimmer nicht gefunden.',
  }),
  roomNotInProperty: text({
    es: 'La habitación no pertenece a esta propiedad.',
    en: 'The room does not belong to this property.',
    fr: 'La chambre n’appartient pas à ce bien.',
    de: 'Das Zimmer gehört nicht zu dieser Immobilie.',
  }),
  requestNotPending: text({
    es: 'Solo se pueden modificar solicitudes pendientes.',
    en: 'Only pending requests can be changed.',
    fr: 'Seules les demandes en attente peuvent être modifiées.',
    de: 'Nur ausstehende Anfragen können geändert werden.',
  }),
  // Rental periods (docs/adr/0175-rental-periods.md)
  enquiryNotAcceptable: text({
    es: 'Una consulta se responde, no se acepta: solo se acepta una solicitud con fechas de entrada y salida.',
    en: 'An enquiry is answered, not accepted: only an application with move-in and move-out dates can be accepted.',
    fr: 'Une question reçoit une réponse, elle ne s’accepte pas : seule une candidature avec des dates d’arrivée et de départ peut être acceptée.',
    de: 'Eine Anfrage wird beantwortet, nicht angenommen: Nur eine Bewerbung mit Ein- und Auszugsdatum kann angenommen werden.',
  }),
  periodRequired: text({
    es: 'Esta solicitud no indica fechas de entrada y salida: pídeselas al inquilino antes de aceptarla.',
    en: 'This application gives no move-in and move-out dates: ask the tenant for them before accepting it.',
    fr: 'Cette candidature n’indique pas de dates d’arrivée et de départ : demandez-les au locataire avant de l’accepter.',
    de: 'Diese Bewerbung nennt kein Ein- und Auszugsdatum: Fragen Sie den Mieter danach, bevor Sie sie annehmen.',
  }),
  periodNotFree: text({
    es: 'Esas fechas no están libres: hay días ocupados o bloqueados en ese periodo. Elige otras.',
    en: 'Those dates are not free: some days in that period are taken or blocked. Choose others.',
    fr: 'Ces dates ne sont pas libres : certains jours de cette période sont pris ou bloqués. Choisissez-en d’autres.',
    de: 'Diese Daten sind nicht frei: Einige Tage in diesem Zeitraum sind belegt oder gesperrt. Wählen Sie andere.',
  }),
  moveInPast: text({
    es: 'La fecha de entrada no puede ser anterior a hoy.',
    en: 'The move-in date cannot be before today.',
    fr: 'La date d’arrivée ne peut pas être antérieure à aujourd’hui.',
    de: 'Das Einzugsdatum darf nicht vor heute liegen.',
  }),
  moveInTooFar: template<{ years: number }>({
    es: (p) => `La fecha de entrada puede estar como mucho a ${p.years} años vista.`,
    en: (p) => `The move-in date can be at most ${p.years} years ahead.`,
    fr: (p) => `La date d’arrivée peut être au plus dans ${p.years} ans.`,
    de: (p) => `Das Einzugsdatum darf höchstens ${p.years} Jahre in der Zukunft liegen.`,
  }),
  moveInBeforeAvailable: template<{ date: string }>({
    es: (p, f) => `Está disponible a partir del ${f.date(p.date)}.`,
    en: (p, f) => `It is available from ${f.date(p.date)}.`,
    fr: (p, f) => `Il est disponible à partir du ${f.date(p.date)}.`,
    de: (p, f) => `Es ist ab dem ${f.date(p.date)} verfügbar.`,
  }),
  stayTooShort: template<{ months: number }>({
    es: (p) => `La estancia mínima es de ${p.months} ${one(p.months) ? 'mes' : 'meses'}.`,
    en: (p) => `The minimum stay is ${p.months} ${one(p.months) ? 'month' : 'months'}.`,
    fr: (p) => `La durée minimale est de ${p.months} mois.`,
    de: (p) => `Die Mindestmietdauer beträgt ${p.months} ${one(p.months) ? 'Monat' : 'Monate'}.`,
  }),
  stayTooLong: template<{ months: number }>({
    es: (p) => `La estancia máxima es de ${p.months} ${one(p.months) ? 'mes' : 'meses'}.`,
    en: (p) => `The maximum stay is ${p.months} ${one(p.months) ? 'month' : 'months'}.`,
    fr: (p) => `La durée maximale est de ${p.months} mois.`,
    de: (p) => `Die Höchstmietdauer beträgt ${p.months} ${one(p.months) ? 'Monat' : 'Monate'}.`,
  }),
  requestNotAccepted: text({
    es: 'Solo se puede liberar una solicitud aceptada.',
    en: 'Only an accepted application can be released.',
    fr: 'Seule une candidature acceptée peut être libérée.',
    de: 'Nur eine angenommene Bewerbung kann freigegeben werden.',
  }),
  calendarTooLong: template<{ years: number }>({
    es: (p) => `Un periodo puede durar como mucho ${p.years} años.`,
    en: (p) => `A period can last at most ${p.years} years.`,
    fr: (p) => `Une période peut durer au plus ${p.years} ans.`,
    de: (p) => `Ein Zeitraum darf höchstens ${p.years} Jahre dauern.`,
  }),
  externalCalendarsLimit: template<{ max: number }>({
    es: (p) => `Puedes importar como mucho ${p.max} calendarios por habitación o vivienda.`,
    en: (p) => `You can import at most ${p.max} calendars per room or home.`,
    fr: (p) => `Vous pouvez importer au plus ${p.max} calendriers par chambre ou logement.`,
    de: (p) => `Sie können höchstens ${p.max} Kalender pro Zimmer oder Wohnung importieren.`,
  }),
  externalCalendarExists: text({
    es: 'Ese calendario ya está importado en esta habitación o vivienda.',
    en: 'That calendar is already imported into this room or home.',
    fr: 'Ce calendrier est déjà importé dans cette chambre ou ce logement.',
    de: 'Dieser Kalender ist für dieses Zimmer oder diese Wohnung bereits importiert.',
  }),
  calendarFetchFailed: template<{ reason: string }>({
    es: (p) =>
      `No se ha podido descargar el calendario (${fetchReason.es(p.reason)}): se mantienen los días que ya tenía.`,
    en: (p) => `The calendar could not be fetched (${fetchReason.en(p.reason)}): the days it had are kept.`,
    fr: (p) =>
      `Le calendrier n’a pas pu être téléchargé (${fetchReason.fr(p.reason)}) : les jours qu’il avait sont conservés.`,
    de: (p) =>
      `Der Kalender konnte nicht geladen werden (${fetchReason.de(p.reason)}): Die bisherigen Tage bleiben erhalten.`,
  }),
  calendarHttpStatus: template<{ status: number }>({
    es: (p) =>
      `La dirección del calendario ha respondido con el código HTTP ${p.status}: se mantienen los días que ya tenía.`,
    en: (p) => `The calendar's address answered with HTTP status ${p.status}: the days it had are kept.`,
    fr: (p) =>
      `L’adresse du calendrier a répondu avec le code HTTP ${p.status} : les jours qu’il avait sont conservés.`,
    de: (p) =>
      `Die Kalenderadresse hat mit dem HTTP-Status ${p.status} geantwortet: Die bisherigen Tage bleiben erhalten.`,
  }),
  calendarInvalid: text({
    es: 'El archivo no es un calendario iCal válido: no se ha bloqueado nada y se mantienen los días que ya tenía.',
    en: 'The file is not a valid iCal calendar: nothing was blocked and the days it had are kept.',
    fr: 'Le fichier n’est pas un calendrier iCal valide : rien n’a été bloqué et les jours qu’il avait sont conservés.',
    de: 'Die Datei ist kein gültiger iCal-Kalender: Nichts wurde gesperrt, die bisherigen Tage bleiben erhalten.',
  }),
  propertyHiddenByListing: text({
    es: 'Su anuncio está en borrador o en pausa: publícalo para mostrar esta propiedad.',
    en: 'Its listing is a draft or paused: publish it to show this property.',
    fr: 'Son annonce est en brouillon ou en pause : publiez-la pour afficher ce bien.',
    de: 'Die Anzeige ist ein Entwurf oder pausiert: Veröffentlichen Sie sie, um diese Immobilie anzuzeigen.',
  }),
  listingExists: text({
    es: 'Esta propiedad ya tiene un anuncio. Edítalo en lugar de crear otro.',
    en: 'This property already has a listing. Edit it instead of creating another.',
    fr: 'Ce bien a déjà une annonce. Modifiez-la au lieu d’en créer une autre.',
    de: 'Diese Immobilie hat bereits eine Anzeige. Bearbeiten Sie diese, statt eine neue zu erstellen.',
  }),
  onlyOwnerDecides: text({
    es: 'Solo el propietario de la propiedad puede aceptar o rechazar la solicitud.',
    en: 'Only the owner of the property can accept or decline the request.',
    fr: 'Seul le propriétaire du bien peut accepter ou refuser la demande.',
    de: 'Nur der Eigentümer der Immobilie kann die Anfrage annehmen oder ablehnen.',
  }),
  requestCancelNotPending: text({
    es: 'Solo se pueden cancelar solicitudes pendientes.',
    en: 'Only pending requests can be cancelled.',
    fr: 'Seules les demandes en attente peuvent être annulées.',
    de: 'Nur ausstehende Anfragen können storniert werden.',
  }),
  contactSent: text({
    es: 'Mensaje enviado. Te responderemos lo antes posible.',
    en: 'Message sent. We will get back to you as soon as possible.',
    fr: 'Message envoyé. Nous vous répondrons dès que possible.',
    de: 'Nachricht gesendet. Wir antworten Ihnen so schnell wie möglich.',
  }),
  notificationRead: text({
    es: 'Notificación marcada como leída.',
    en: 'Notification marked as read.',
    fr: 'Notification marquée comme lue.',
    de: 'Benachrichtigung als gelesen markiert.',
  }),
  notificationArchived: text({
    es: 'Notificación archivada.',
    en: 'Notification archived.',
    fr: 'Notification archivée.',
    de: 'Benachrichtigung archiviert.',
  }),
  allNotificationsRead: text({
    es: 'Todas las notificaciones se han marcado como leídas.',
    en: 'All notifications have been marked as read.',
    fr: 'Toutes les notifications ont été marquées comme lues.',
    de: 'Alle Benachrichtigungen wurden als gelesen markiert.',
  }),
  nulCharacter: text({
    es: 'El texto contiene caracteres no válidos.',
    en: 'The text contains invalid characters.',
    fr: 'Le texte contient des caractères non valides.',
    de: 'Der Text enthält ungültige Zeichen.',
  }),
  imageNotFound: text({
    es: 'Imagen no encontrada.',
    en: 'Image not found.',
    fr: 'Image introuvable.',
    de: 'Bild nicht gefunden.',
  }),
  roomNumberTaken: text({
    es: 'Ya existe una habitación con este número en esta propiedad.',
    en: 'A room with this number already exists in this property.',
    fr: 'Une chambre avec ce numéro existe déjà dans ce bien.',
    de: 'In dieser Immobilie gibt es bereits ein Zimmer mit dieser Nummer.',
  }),
  stayOrder: text({
    es: 'La estancia máxima no puede ser menor que la mínima.',
    en: 'The maximum stay cannot be shorter than the minimum.',
    fr: 'La durée maximale ne peut pas être inférieure à la durée minimale.',
    de: 'Die maximale Mietdauer darf nicht kürzer als die minimale sein.',
  }),
  invalidCursor: text({
    es: 'Cursor no válido.',
    en: 'Invalid cursor.',
    fr: 'Curseur non valide.',
    de: 'Ungültiger Cursor.',
  }),

  loginLocked: template<{ minutes: number }>({
    es: (p) =>
      one(p.minutes)
        ? 'Demasiados intentos fallidos con este correo. Por seguridad, inténtalo de nuevo en 1 minuto.'
        : `Demasiados intentos fallidos con este correo. Por seguridad, inténtalo de nuevo en ${p.minutes} minutos.`,
    en: (p) =>
      `Too many failed attempts with this e-mail. For your security, try again in ${p.minutes} ${one(p.minutes) ? 'minute' : 'minutes'}.`,
    fr: (p) =>
      `Trop de tentatives échouées avec cette adresse e-mail. Par sécurité, réessayez dans ${p.minutes} ${one(p.minutes) ? 'minute' : 'minutes'}.`,
    de: (p) =>
      `Zu viele fehlgeschlagene Versuche mit dieser E-Mail-Adresse. Versuchen Sie es aus Sicherheitsgründen in ${p.minutes} ${one(p.minutes) ? 'Minute' : 'Minuten'} erneut.`,
  }),
  imageTooManyPixels: template<{ megapixels: number }>({
    es: (p) => `La imagen tiene demasiados píxeles: el máximo es de ${p.megapixels} megapíxeles.`,
    en: (p) => `The image has too many pixels: the maximum is ${p.megapixels} megapixels.`,
    fr: (p) => `L’image a trop de pixels : le maximum est de ${p.megapixels} mégapixels.`,
    de: (p) => `Das Bild hat zu viele Pixel: Das Maximum sind ${p.megapixels} Megapixel.`,
  }),
  fileTooLarge: template<{ megabytes: number }>({
    es: (p) => `El archivo es demasiado grande. El límite es ${p.megabytes}MB.`,
    en: (p) => `The file is too large. The limit is ${p.megabytes} MB.`,
    fr: (p) => `Le fichier est trop volumineux. La limite est de ${p.megabytes} Mo.`,
    de: (p) => `Die Datei ist zu groß. Die Grenze liegt bei ${p.megabytes} MB.`,
  }),
  tooManyFiles: template<{ max: number }>({
    es: (p) => `Solo puedes subir un máximo de ${p.max} imágenes.`,
    en: (p) => `You can upload at most ${p.max} images.`,
    fr: (p) => `Vous pouvez envoyer au maximum ${p.max} images.`,
    de: (p) => `Sie können höchstens ${p.max} Bilder hochladen.`,
  }),
  rateLimited: template<{ seconds: number }>({
    es: (p) =>
      one(p.seconds)
        ? 'Demasiadas solicitudes. Inténtalo de nuevo en 1 segundo.'
        : `Demasiadas solicitudes. Inténtalo de nuevo en ${p.seconds} segundos.`,
    en: (p) => `Too many requests. Try again in ${p.seconds} ${one(p.seconds) ? 'second' : 'seconds'}.`,
    fr: (p) => `Trop de requêtes. Réessayez dans ${p.seconds} ${one(p.seconds) ? 'seconde' : 'secondes'}.`,
    de: (p) =>
      `Zu viele Anfragen. Versuchen Sie es in ${p.seconds} ${one(p.seconds) ? 'Sekunde' : 'Sekunden'} erneut.`,
  }),
  imagesTotalExceeded: template<{ max: number; current: number }>({
    es: (p) => `No se pueden añadir más imágenes: el máximo es ${p.max} y ya hay ${p.current}.`,
    en: (p) => `No more images can be added: the maximum is ${p.max} and there are already ${p.current}.`,
    fr: (p) =>
      `Impossible d’ajouter d’autres images : le maximum est de ${p.max} et il y en a déjà ${p.current}.`,
    de: (p) =>
      `Es können keine weiteren Bilder hinzugefügt werden: Das Maximum ist ${p.max}, und es sind bereits ${p.current}.`,
  }),
  /** An image id of another property or room in a reorder. */
  imageNotOwned: template<{ id: number; owner: 'property' | 'room' }>({
    es: (p) =>
      `La imagen ${p.id} no pertenece a ${p.owner === 'room' ? 'esta habitación' : 'esta propiedad'}.`,
    en: (p) => `Image ${p.id} does not belong to this ${p.owner === 'room' ? 'room' : 'property'}.`,
    fr: (p) => `L’image ${p.id} n’appartient pas à ${p.owner === 'room' ? 'cette chambre' : 'ce bien'}.`,
    de: (p) =>
      `Das Bild ${p.id} gehört nicht zu ${p.owner === 'room' ? 'diesem Zimmer' : 'dieser Immobilie'}.`,
  }),
  /** A room past the property's bedrooms (one room per bedroom). */
  roomsFull: template<{ bedrooms: number }>({
    es: (p) =>
      p.bedrooms === 0
        ? 'Esta propiedad no tiene dormitorios. Indica en la propiedad cuántos tiene antes de añadir habitaciones.'
        : one(p.bedrooms)
          ? 'Esta propiedad tiene 1 dormitorio y ya tiene su habitación. Para añadir otra, aumenta antes los dormitorios de la propiedad.'
          : `Esta propiedad tiene ${p.bedrooms} dormitorios y ya tiene una habitación por dormitorio. Para añadir otra, aumenta antes los dormitorios de la propiedad.`,
    en: (p) =>
      p.bedrooms === 0
        ? 'This property has no bedrooms. Enter how many it has in the property before adding rooms.'
        : one(p.bedrooms)
          ? 'This property has 1 bedroom and it already has its room. To add another, first increase the property’s bedrooms.'
          : `This property has ${p.bedrooms} bedrooms and already has one room per bedroom. To add another, first increase the property’s bedrooms.`,
    fr: (p) =>
      p.bedrooms === 0
        ? 'Ce bien n’a aucune chambre à coucher. Indiquez-en le nombre dans le bien avant d’ajouter des chambres.'
        : one(p.bedrooms)
          ? 'Ce bien a 1 chambre à coucher et elle a déjà sa chambre. Pour en ajouter une autre, augmentez d’abord le nombre de chambres à coucher du bien.'
          : `Ce bien a ${p.bedrooms} chambres à coucher et déjà une chambre pour chacune. Pour en ajouter une autre, augmentez d’abord le nombre de chambres à coucher du bien.`,
    de: (p) =>
      p.bedrooms === 0
        ? 'Diese Immobilie hat keine Schlafzimmer. Geben Sie bei der Immobilie an, wie viele sie hat, bevor Sie Zimmer hinzufügen.'
        : one(p.bedrooms)
          ? 'Diese Immobilie hat 1 Schlafzimmer, und es hat bereits sein Zimmer. Um ein weiteres hinzuzufügen, erhöhen Sie zuerst die Schlafzimmer der Immobilie.'
          : `Diese Immobilie hat ${p.bedrooms} Schlafzimmer und bereits ein Zimmer pro Schlafzimmer. Um ein weiteres hinzuzufügen, erhöhen Sie zuerst die Schlafzimmer der Immobilie.`,
  }),
  /** Fewer bedrooms than the rooms the property already has. */
  bedroomsBelowRooms: template<{ rooms: number }>({
    es: (p) =>
      one(p.rooms)
        ? 'La propiedad tiene 1 habitación dada de alta: necesita al menos 1 dormitorio. Elimina antes la habitación.'
        : `La propiedad tiene ${p.rooms} habitaciones dadas de alta: necesita al menos ${p.rooms} dormitorios. Elimina antes las habitaciones que sobren.`,
    en: (p) =>
      one(p.rooms)
        ? 'The property has 1 room listed: it needs at least 1 bedroom. Delete the room first.'
        : `The property has ${p.rooms} rooms listed: it needs at least ${p.rooms} bedrooms. Delete the extra rooms first.`,
    fr: (p) =>
      one(p.rooms)
        ? 'Le bien a 1 chambre publiée : il lui faut au moins 1 chambre à coucher. Supprimez d’abord la chambre.'
        : `Le bien a ${p.rooms} chambres publiées : il lui faut au moins ${p.rooms} chambres à coucher. Supprimez d’abord les chambres en trop.`,
    de: (p) =>
      one(p.rooms)
        ? 'Die Immobilie hat 1 eingetragenes Zimmer: Sie braucht mindestens 1 Schlafzimmer. Löschen Sie zuerst das Zimmer.'
        : `Die Immobilie hat ${p.rooms} eingetragene Zimmer: Sie braucht mindestens ${p.rooms} Schlafzimmer. Löschen Sie zuerst die überzähligen Zimmer.`,
  }),
  listingPropertyNotFound: template<{ id: number }>({
    es: (p) => `Propiedad con ID ${p.id} no encontrada`,
    en: (p) => `Property with ID ${p.id} not found`,
    fr: (p) => `Bien avec l’ID ${p.id} introuvable`,
    de: (p) => `Immobilie mit ID ${p.id} nicht gefunden`,
  }),
  /** A visit's problem (a rule text of the sdk, in the reader's language) and what to do next. */
  visitAskAgain: template<{ problem: VisitProblem }>({
    es: (p) => `${RULE_MESSAGE_TABLES.es.visit[p.problem]} Vuelve a pedir la visita con otra fecha.`,
    en: (p) => `${RULE_MESSAGE_TABLES.en.visit[p.problem]} Request the visit again with another date.`,
    fr: (p) => `${RULE_MESSAGE_TABLES.fr.visit[p.problem]} Demandez à nouveau la visite pour une autre date.`,
    de: (p) =>
      `${RULE_MESSAGE_TABLES.de.visit[p.problem]} Fragen Sie die Besichtigung für ein anderes Datum erneut an.`,
  }),
  partnerKeysMax: template<{ max: number }>({
    es: (p) => `Puedes tener como mucho ${p.max} claves activas: revoca alguna antes.`,
    en: (p) => `You can have at most ${p.max} active keys: revoke one first.`,
    fr: (p) => `Vous pouvez avoir au maximum ${p.max} clés actives : révoquez-en une d’abord.`,
    de: (p) => `Sie können höchstens ${p.max} aktive Schlüssel haben: Widerrufen Sie zuerst einen.`,
  }),
  webhooksMax: template<{ max: number }>({
    es: (p) => `Puedes tener como mucho ${p.max} webhooks: borra alguno antes.`,
    en: (p) => `You can have at most ${p.max} webhooks: delete one first.`,
    fr: (p) => `Vous pouvez avoir au maximum ${p.max} webhooks : supprimez-en un d’abord.`,
    de: (p) => `Sie können höchstens ${p.max} Webhooks haben: Löschen Sie zuerst einen.`,
  }),
  conversationBlocked: text({
    es: 'No puedes escribir en esta conversación: uno de los dos ha bloqueado al otro.',
    en: 'You cannot write in this conversation: one of you has blocked the other.',
    fr: 'Vous ne pouvez pas écrire dans cette conversation : l’un de vous a bloqué l’autre.',
    de: 'Sie können in diesem Gespräch nicht schreiben: Einer von Ihnen hat den anderen blockiert.',
  }),
  conversationReported: text({
    es: 'Gracias: hemos recibido tu denuncia y revisaremos la conversación. Ya no la verás en tu bandeja.',
    en: 'Thank you: we have received your report and will review the conversation. It no longer shows in your inbox.',
    fr: 'Merci : nous avons reçu votre signalement et examinerons la conversation. Elle n’apparaît plus dans votre boîte.',
    de: 'Danke: Wir haben Ihre Meldung erhalten und prüfen das Gespräch. Es erscheint nicht mehr in Ihrem Posteingang.',
  }),
  attachmentsMax: template<{ max: number }>({
    es: (p) => `Puedes adjuntar como mucho ${p.max} archivos a un mensaje.`,
    en: (p) => `You can attach at most ${p.max} files to a message.`,
    fr: (p) => `Vous pouvez joindre au maximum ${p.max} fichiers à un message.`,
    de: (p) => `Sie können einer Nachricht höchstens ${p.max} Dateien anhängen.`,
  }),
  attachmentType: text({
    es: 'El archivo no es una imagen ni un PDF válidos. Formatos permitidos: JPG, PNG, WEBP y PDF.',
    en: 'The file is not a valid image or PDF. Allowed formats: JPG, PNG, WEBP and PDF.',
    fr: 'Le fichier n’est ni une image ni un PDF valides. Formats autorisés : JPG, PNG, WEBP et PDF.',
    de: 'Die Datei ist weder ein gültiges Bild noch ein gültiges PDF. Erlaubte Formate: JPG, PNG, WEBP und PDF.',
  }),
  messageEmpty: text({
    es: 'Escribe un mensaje o adjunta un archivo.',
    en: 'Write a message or attach a file.',
    fr: 'Écrivez un message ou joignez un fichier.',
    de: 'Schreiben Sie eine Nachricht oder hängen Sie eine Datei an.',
  }),
  conversationLinkExpired: text({
    es: 'Este enlace ya no es válido o ha caducado. Abre el enlace del último correo de la conversación.',
    en: 'This link is no longer valid or has expired. Open the link of the conversation’s latest e-mail.',
    fr: 'Ce lien n’est plus valide ou a expiré. Ouvrez le lien du dernier e-mail de la conversation.',
    de: 'Dieser Link ist nicht mehr gültig oder abgelaufen. Öffnen Sie den Link der letzten E-Mail des Gesprächs.',
  }),
  savedRepliesMax: template<{ max: number }>({
    es: (p) => `Puedes guardar como mucho ${p.max} respuestas: borra alguna antes.`,
    en: (p) => `You can save at most ${p.max} replies: delete one first.`,
    fr: (p) => `Vous pouvez enregistrer au maximum ${p.max} réponses : supprimez-en une d’abord.`,
    de: (p) => `Sie können höchstens ${p.max} Antworten speichern: Löschen Sie zuerst eine.`,
  }),
  conversationSystemAccepted: text({
    es: 'La solicitud se ha aceptado: a partir de ahora los datos de contacto se ven en los mensajes.',
    en: 'The request has been accepted: contact details now show in the messages.',
    fr: 'La demande a été acceptée : les coordonnées s’affichent désormais dans les messages.',
    de: 'Die Anfrage wurde angenommen: Kontaktdaten werden ab jetzt in den Nachrichten angezeigt.',
  }),
  webhookHttpsOnly: text({
    es: 'La dirección del webhook debe empezar por https://.',
    en: 'The webhook address must start with https://.',
    fr: 'L’adresse du webhook doit commencer par https://.',
    de: 'Die Webhook-Adresse muss mit https:// beginnen.',
  }),
  outboundAddressRefused: text({
    es: 'Esa dirección apunta a una red privada o a este mismo servidor: escribe la dirección pública de tu sistema.',
    en: 'That address points to a private network or to this server itself: enter your system’s public address.',
    fr: 'Cette adresse mène à un réseau privé ou à ce serveur même : saisissez l’adresse publique de votre système.',
    de: 'Diese Adresse führt in ein privates Netz oder zu diesem Server selbst: Geben Sie die öffentliche Adresse Ihres Systems an.',
  }),
  webhookDisabled: text({
    es: 'El webhook está desactivado: actívalo antes de enviarle eventos.',
    en: 'The webhook is disabled: enable it before sending it events.',
    fr: 'Le webhook est désactivé : activez-le avant de lui envoyer des événements.',
    de: 'Der Webhook ist deaktiviert: Aktivieren Sie ihn, bevor Sie ihm Ereignisse senden.',
  }),
  webhookDeliveryPending: text({
    es: 'Esta entrega aún está pendiente: se reintentará sola.',
    en: 'This delivery is still pending: it will be retried on its own.',
    fr: 'Cette livraison est encore en attente : elle sera retentée automatiquement.',
    de: 'Diese Zustellung steht noch aus: Sie wird automatisch erneut versucht.',
  }),
  feedsMax: template<{ max: number }>({
    es: (p) => `Puedes tener como mucho ${p.max} feeds: borra alguno antes.`,
    en: (p) => `You can have at most ${p.max} feeds: delete one first.`,
    fr: (p) => `Vous pouvez avoir au maximum ${p.max} flux : supprimez-en un d’abord.`,
    de: (p) => `Sie können höchstens ${p.max} Feeds haben: Löschen Sie zuerst einen.`,
  }),
  feedUrlNotAllowed: text({
    es: 'Convive no descarga feeds de esta dirección: es de una red privada o local.',
    en: 'Convive does not fetch feeds from this address: it is on a private or local network.',
    fr: 'Convive ne télécharge pas de flux depuis cette adresse : elle est sur un réseau privé ou local.',
    de: 'Convive lädt keine Feeds von dieser Adresse: Sie liegt in einem privaten oder lokalen Netz.',
  }),
  feedRunActive: text({
    es: 'Ya hay una importación de este feed en cola o en curso: espera a que termine.',
    en: 'An import of this feed is already queued or running: wait for it to finish.',
    fr: 'Une importation de ce flux est déjà en attente ou en cours : attendez qu’elle se termine.',
    de: 'Ein Import dieses Feeds wartet bereits oder läuft: Warten Sie, bis er fertig ist.',
  }),
  feedFileMissing: text({
    es: 'Envía el documento del feed en el campo «file».',
    en: 'Send the feed document in the “file” field.',
    fr: 'Envoyez le document du flux dans le champ « file ».',
    de: 'Senden Sie das Feed-Dokument im Feld „file“.',
  }),
  feedFileType: text({
    es: 'El feed debe ser un documento XML (Kyero v3).',
    en: 'The feed must be an XML document (Kyero v3).',
    fr: 'Le flux doit être un document XML (Kyero v3).',
    de: 'Der Feed muss ein XML-Dokument sein (Kyero v3).',
  }),
  feedUrlSource: text({
    es: 'Este feed se descarga de su URL: no admite archivos.',
    en: 'This feed is fetched from its URL: it does not take files.',
    fr: 'Ce flux est téléchargé depuis son URL : il n’accepte pas de fichiers.',
    de: 'Dieser Feed wird von seiner URL geladen: Er nimmt keine Dateien an.',
  }),
  feedUploadSource: text({
    es: 'Este feed se sube como archivo: no tiene URL.',
    en: 'This feed is uploaded as a file: it has no URL.',
    fr: 'Ce flux est envoyé sous forme de fichier : il n’a pas d’URL.',
    de: 'Dieser Feed wird als Datei hochgeladen: Er hat keine URL.',
  }),
  feedNotXml: text({
    es: 'El documento no es XML: no se ha importado nada.',
    en: 'The document is not XML: nothing was imported.',
    fr: 'Le document n’est pas du XML : rien n’a été importé.',
    de: 'Das Dokument ist kein XML: Es wurde nichts importiert.',
  }),
  feedTruncated: text({
    es: 'El documento está incompleto (se corta antes de cerrar sus elementos): no se ha importado nada.',
    en: 'The document is incomplete (it ends before its elements are closed): nothing was imported.',
    fr: 'Le document est incomplet (il s’arrête avant la fermeture de ses éléments) : rien n’a été importé.',
    de: 'Das Dokument ist unvollständig (es endet, bevor seine Elemente geschlossen sind): Es wurde nichts importiert.',
  }),
  feedDoctype: text({
    es: 'El documento declara un DTD o entidades (<!DOCTYPE>, <!ENTITY>), que Convive no acepta por seguridad: no se ha importado nada.',
    en: 'The document declares a DTD or entities (<!DOCTYPE>, <!ENTITY>), which Convive refuses for security: nothing was imported.',
    fr: 'Le document déclare une DTD ou des entités (<!DOCTYPE>, <!ENTITY>), que Convive refuse par sécurité : rien n’a été importé.',
    de: 'Das Dokument deklariert eine DTD oder Entitäten (<!DOCTYPE>, <!ENTITY>), die Convive aus Sicherheitsgründen ablehnt: Es wurde nichts importiert.',
  }),
  feedTooDeep: template<{ max: number }>({
    es: (p) => `El documento anida más de ${p.max} niveles de elementos: no se ha importado nada.`,
    en: (p) => `The document nests more than ${p.max} levels of elements: nothing was imported.`,
    fr: (p) => `Le document imbrique plus de ${p.max} niveaux d’éléments : rien n’a été importé.`,
    de: (p) =>
      `Das Dokument verschachtelt mehr als ${p.max} Ebenen von Elementen: Es wurde nichts importiert.`,
  }),
  feedTooLarge: template<{ megabytes: number }>({
    es: (p) => `El documento pasa de ${p.megabytes} MB: no se ha importado nada.`,
    en: (p) => `The document is larger than ${p.megabytes} MB: nothing was imported.`,
    fr: (p) => `Le document dépasse ${p.megabytes} Mo : rien n’a été importé.`,
    de: (p) => `Das Dokument ist größer als ${p.megabytes} MB: Es wurde nichts importiert.`,
  }),
  feedNotKyero: text({
    es: 'El documento es XML pero no un feed Kyero v3 (se espera <root> con elementos <property>): no se ha importado nada.',
    en: 'The document is XML but not a Kyero v3 feed (<root> with <property> elements is expected): nothing was imported.',
    fr: 'Le document est du XML mais pas un flux Kyero v3 (<root> avec des éléments <property> est attendu) : rien n’a été importé.',
    de: 'Das Dokument ist XML, aber kein Kyero-v3-Feed (erwartet wird <root> mit <property>-Elementen): Es wurde nichts importiert.',
  }),
  feedFetchFailed: template<{ reason: string }>({
    es: (p) => `No se ha podido descargar el feed (${fetchReason.es(p.reason)}): no se ha importado nada.`,
    en: (p) => `The feed could not be fetched (${fetchReason.en(p.reason)}): nothing was imported.`,
    fr: (p) => `Le flux n’a pas pu être téléchargé (${fetchReason.fr(p.reason)}) : rien n’a été importé.`,
    de: (p) =>
      `Der Feed konnte nicht geladen werden (${fetchReason.de(p.reason)}): Es wurde nichts importiert.`,
  }),
  feedHttpStatus: template<{ status: number }>({
    es: (p) => `La dirección del feed ha respondido con el código HTTP ${p.status}: no se ha importado nada.`,
    en: (p) => `The feed’s address answered with HTTP status ${p.status}: nothing was imported.`,
    fr: (p) => `L’adresse du flux a répondu avec le code HTTP ${p.status} : rien n’a été importé.`,
    de: (p) =>
      `Die Adresse des Feeds hat mit dem HTTP-Status ${p.status} geantwortet: Es wurde nichts importiert.`,
  }),
  feedInterrupted: text({
    es: 'La importación se interrumpió (el servidor se reinició): se volverá a intentar.',
    en: 'The import was interrupted (the server restarted): it will be tried again.',
    fr: 'L’importation a été interrompue (le serveur a redémarré) : elle sera retentée.',
    de: 'Der Import wurde unterbrochen (der Server wurde neu gestartet): Er wird erneut versucht.',
  }),
  feedRowMissingRef: text({
    es: 'La fila no tiene <ref>: sin ella no se puede reconocer en la próxima importación.',
    en: 'The row has no <ref>: without it, it cannot be recognised on the next import.',
    fr: 'La ligne n’a pas de <ref> : sans elle, elle ne peut pas être reconnue à la prochaine importation.',
    de: 'Die Zeile hat keine <ref>: Ohne sie kann sie beim nächsten Import nicht wiedererkannt werden.',
  }),
  feedRowDuplicateRef: template<{ ref: string }>({
    es: (p) => `La referencia «${p.ref}» ya viene en una fila anterior del documento: esta se salta.`,
    en: (p) =>
      `The reference “${p.ref}” already came in an earlier row of the document: this one is skipped.`,
    fr: (p) =>
      `La référence « ${p.ref} » figure déjà dans une ligne précédente du document : celle-ci est ignorée.`,
    de: (p) =>
      `Die Referenz „${p.ref}“ kam bereits in einer früheren Zeile des Dokuments vor: Diese wird übersprungen.`,
  }),
  feedRowOtherFeed: template<{ ref: string }>({
    es: (p) => `La referencia «${p.ref}» ya es de una propiedad de otro de tus feeds.`,
    en: (p) => `The reference “${p.ref}” already belongs to a property of another of your feeds.`,
    fr: (p) => `La référence « ${p.ref} » appartient déjà à un bien d’un autre de vos flux.`,
    de: (p) => `Die Referenz „${p.ref}“ gehört bereits zu einer Immobilie eines anderen Ihrer Feeds.`,
  }),
  feedRowSale: text({
    es: 'Es un anuncio de venta (price_freq=sale): Convive solo publica alquileres.',
    en: 'It is a sale listing (price_freq=sale): Convive only publishes rentals.',
    fr: 'C’est une annonce de vente (price_freq=sale) : Convive ne publie que des locations.',
    de: 'Es ist ein Verkaufsangebot (price_freq=sale): Convive veröffentlicht nur Mietangebote.',
  }),
  feedRowPriceFreq: template<{ value: string }>({
    es: (p) => `Periodicidad de precio desconocida («${p.value}»): se espera month o week.`,
    en: (p) => `Unknown price frequency (“${p.value}”): month or week is expected.`,
    fr: (p) => `Périodicité de prix inconnue (« ${p.value} ») : month ou week est attendu.`,
    de: (p) => `Unbekannte Preisperiode („${p.value}“): month oder week wird erwartet.`,
  }),
  feedRowCurrency: template<{ value: string }>({
    es: (p) => `Moneda no admitida («${p.value}»): Convive publica precios en euros (EUR).`,
    en: (p) => `Currency not supported (“${p.value}”): Convive publishes prices in euros (EUR).`,
    fr: (p) => `Devise non prise en charge (« ${p.value} ») : Convive publie les prix en euros (EUR).`,
    de: (p) => `Währung nicht unterstützt („${p.value}“): Convive veröffentlicht Preise in Euro (EUR).`,
  }),
  feedRowType: template<{ value: string }>({
    es: (p) => `Tipo de inmueble desconocido («${p.value}»): no corresponde a ninguno de Convive.`,
    en: (p) => `Unknown property type (“${p.value}”): it matches none of Convive’s.`,
    fr: (p) => `Type de bien inconnu (« ${p.value} ») : il ne correspond à aucun de ceux de Convive.`,
    de: (p) => `Unbekannter Immobilientyp („${p.value}“): Er entspricht keinem von Convive.`,
  }),
  feedRowPostcode: text({
    es: 'Falta el código postal: añade <postcode> a la fila (Kyero v3 no lo trae y Convive lo exige).',
    en: 'The postal code is missing: add <postcode> to the row (Kyero v3 has none and Convive requires it).',
    fr: 'Le code postal manque : ajoutez <postcode> à la ligne (Kyero v3 n’en a pas et Convive l’exige).',
    de: 'Die Postleitzahl fehlt: Fügen Sie der Zeile <postcode> hinzu (Kyero v3 hat keine, Convive verlangt sie).',
  }),
  /** A row's field that the API's own rules refuse; the reason comes worded in each language. */
  feedRowInvalid: template<{ field: string; es: string; en: string; fr: string; de: string }>({
    es: (p) => `El campo «${p.field}» no es válido: ${p.es}`,
    en: (p) => `The field “${p.field}” is not valid: ${p.en}`,
    fr: (p) => `Le champ « ${p.field} » n’est pas valide : ${p.fr}`,
    de: (p) => `Das Feld „${p.field}“ ist ungültig: ${p.de}`,
  }),
  feedPhotoFailed: template<{ url: string; reason: string }>({
    es: (p) => `La foto ${p.url} no se ha importado (${photoReason.es(p.reason)}); la propiedad sí.`,
    en: (p) => `The photo ${p.url} was not imported (${photoReason.en(p.reason)}); the property was.`,
    fr: (p) => `La photo ${p.url} n’a pas été importée (${photoReason.fr(p.reason)}) ; le bien, si.`,
    de: (p) => `Das Foto ${p.url} wurde nicht importiert (${photoReason.de(p.reason)}); die Immobilie schon.`,
  }),
  savedSearchesMax: template<{ max: number }>({
    es: (p) => `Como mucho ${p.max} búsquedas guardadas.`,
    en: (p) => `At most ${p.max} saved searches.`,
    fr: (p) => `${p.max} recherches enregistrées au maximum.`,
    de: (p) => `Höchstens ${p.max} gespeicherte Suchen.`,
  }),
  unsubscribed: template<{ name: string }>({
    es: (p) => `Ya no recibirás avisos de la búsqueda «${p.name}».`,
    en: (p) => `You will no longer receive alerts for the search “${p.name}”.`,
    fr: (p) => `Vous ne recevrez plus d’alertes pour la recherche « ${p.name} ».`,
    de: (p) => `Sie erhalten keine Benachrichtigungen mehr für die Suche „${p.name}“.`,
  }),
  guestVisitMailSent: template<{ hours: number }>({
    es: (p) =>
      `Te hemos enviado un correo. Abre su enlace en las próximas ${p.hours} horas para confirmar la visita.`,
    en: (p) =>
      `We have sent you an e-mail. Open its link within the next ${p.hours} hours to confirm the visit.`,
    fr: (p) =>
      `Nous vous avons envoyé un e-mail. Ouvrez son lien dans les ${p.hours} prochaines heures pour confirmer la visite.`,
    de: (p) =>
      `Wir haben Ihnen eine E-Mail gesendet. Öffnen Sie den Link innerhalb der nächsten ${p.hours} Stunden, um die Besichtigung zu bestätigen.`,
  }),
  /** A tenant's request as their requests list titles it. */
  tenantApplicationTitle: template<{ title: string }>({
    es: (p) => `Solicitud de alquiler: ${p.title}`,
    en: (p) => `Rental application: ${p.title}`,
    fr: (p) => `Demande de location : ${p.title}`,
    de: (p) => `Mietanfrage: ${p.title}`,
  }),
  tenantEnquiryTitle: template<{ title: string }>({
    es: (p) => `Consulta sobre ${p.title}`,
    en: (p) => `Enquiry about ${p.title}`,
    fr: (p) => `Demande d’information sur ${p.title}`,
    de: (p) => `Anfrage zu ${p.title}`,
  }),
  passwordResetRequested: text({
    es: 'Si el correo está registrado, recibirás un mensaje con instrucciones para restablecer tu contraseña.',
    en: 'If the e-mail is registered, you will receive a message with instructions to reset your password.',
    fr: 'Si l’adresse e-mail est enregistrée, vous recevrez un message expliquant comment réinitialiser votre mot de passe.',
    de: 'Wenn die E-Mail-Adresse registriert ist, erhalten Sie eine Nachricht mit Anweisungen zum Zurücksetzen Ihres Passworts.',
  }),
  profilePictureSingle: text({
    es: 'Envía una sola imagen como foto de perfil.',
    en: 'Send a single image as your profile picture.',
    fr: 'Envoyez une seule image comme photo de profil.',
    de: 'Senden Sie ein einziges Bild als Profilfoto.',
  }),
  jsonObjectExpected: text({
    es: 'Se esperaba un objeto JSON.',
    en: 'A JSON object was expected.',
    fr: 'Un objet JSON était attendu.',
    de: 'Es wurde ein JSON-Objekt erwartet.',
  }),
  profilePictureMultipart: text({
    es: 'Envía la imagen como multipart/form-data.',
    en: 'Send the image as multipart/form-data.',
    fr: 'Envoyez l’image en multipart/form-data.',
    de: 'Senden Sie das Bild als multipart/form-data.',
  }),
  passwordUpdated: text({
    es: 'Contraseña actualizada',
    en: 'Password updated',
    fr: 'Mot de passe mis à jour',
    de: 'Passwort aktualisiert',
  }),
  passwordReset: text({
    es: 'Contraseña restablecida. Ya puedes iniciar sesión.',
    en: 'Password reset. You can now sign in.',
    fr: 'Mot de passe réinitialisé. Vous pouvez maintenant vous connecter.',
    de: 'Passwort zurückgesetzt. Sie können sich jetzt anmelden.',
  }),
  partnerKeyMissing: text({
    es: 'Falta la clave de socio (cabecera X-Convive-Partner-Key).',
    en: 'The partner key is missing (X-Convive-Partner-Key header).',
    fr: 'La clé partenaire est absente (en-tête X-Convive-Partner-Key).',
    de: 'Der Partnerschlüssel fehlt (Header X-Convive-Partner-Key).',
  }),
  requestDisplayProperty: text({
    es: 'Propiedad Completa',
    en: 'Whole property',
    fr: 'Logement entier',
    de: 'Gesamte Immobilie',
  }),
  requestDisplayRoom: text({
    es: 'Habitación',
    en: 'Room',
    fr: 'Chambre',
    de: 'Zimmer',
  }),
  unsubscribeInvalid: text({
    es: 'Este enlace de baja no es válido o la búsqueda ya no existe.',
    en: 'This unsubscribe link is not valid or the search no longer exists.',
    fr: 'Ce lien de désabonnement n’est pas valide ou la recherche n’existe plus.',
    de: 'Dieser Abmeldelink ist ungültig oder die Suche existiert nicht mehr.',
  }),
  databaseDown: text({
    es: 'La base de datos no responde.',
    en: 'The database is not responding.',
    fr: 'La base de données ne répond pas.',
    de: 'Die Datenbank antwortet nicht.',
  }),
  nameWithLinks: text({
    es: 'El nombre no puede contener enlaces ni direcciones web.',
    en: 'The name cannot contain links or web addresses.',
    fr: 'Le nom ne peut pas contenir de liens ni d’adresses web.',
    de: 'Der Name darf keine Links oder Webadressen enthalten.',
  }),
  blank: text({
    es: 'Este campo no puede estar en blanco.',
    en: 'This field may not be blank.',
    fr: 'Ce champ ne peut pas être vide.',
    de: 'Dieses Feld darf nicht leer sein.',
  }),
  partnerKeyInvalid: text({
    es: 'Clave de socio no válida o revocada.',
    en: 'Invalid or revoked partner key.',
    fr: 'Clé partenaire non valide ou révoquée.',
    de: 'Ungültiger oder widerrufener Partnerschlüssel.',
  }),
  partnerKeyWrongSite: text({
    es: 'Esta clave de socio no está permitida en esta web.',
    en: 'This partner key is not allowed on this website.',
    fr: 'Cette clé partenaire n’est pas autorisée sur ce site.',
    de: 'Dieser Partnerschlüssel ist auf dieser Website nicht erlaubt.',
  }),
  partnerKeyNoOrigin: text({
    es: 'Esta clave de socio solo cuenta eventos de sus webs permitidas: falta la cabecera Origin.',
    en: 'This partner key only counts events from its allowed websites: the Origin header is missing.',
    fr: 'Cette clé partenaire ne compte que les événements de ses sites autorisés : l’en-tête Origin est absent.',
    de: 'Dieser Partnerschlüssel zählt nur Ereignisse seiner erlaubten Websites: Der Origin-Header fehlt.',
  }),
  phoneInvalid: text({
    es: 'Introduce un número de teléfono válido, con el prefijo del país si no es de España.',
    en: 'Enter a valid phone number, with the country code if it is not Spanish.',
    fr: 'Saisissez un numéro de téléphone valide, avec l’indicatif du pays s’il n’est pas espagnol.',
    de: 'Geben Sie eine gültige Telefonnummer ein, mit Landesvorwahl, wenn sie nicht spanisch ist.',
  }),
};

export type ApiMessageCode = keyof typeof API_MESSAGES;

/** The parameters of a code (an empty record for a fixed text). */
export type ApiMessageParams<C extends ApiMessageCode> =
  (typeof API_MESSAGES)[C] extends TemplatedText<infer P> ? P : Record<string, never>;

/** A text of the API by code, as the server throws and answers it before it is worded. */
export type ApiMessage<C extends ApiMessageCode = ApiMessageCode> = {
  [K in C]: { readonly code: K; readonly params: ApiMessageParams<K> };
}[C];

/** A text of the API worded in `language`. */
export function apiMessageText(message: ApiMessage, language: Language): string {
  const formats = messageFormats(language);
  const wording = (API_MESSAGES[message.code] as FixedText | TemplatedText<MessageParams>)[formats.language];
  return typeof wording === 'function' ? wording(message.params as MessageParams, formats) : wording;
}

export function isApiMessageCode(code: unknown): code is ApiMessageCode {
  return typeof code === 'string' && Object.hasOwn(API_MESSAGES, code);
}
