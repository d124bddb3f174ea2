import { PARTNER_KEY_ORIGINS_MAX } from '@convive/sdk';
import type { Messages } from './dictionary';

/**
 * The sdk's own texts (its schemas' messages and rule texts the server answers with) in German,
 * keyed by the exact Spanish. messages.test.ts fails when one the server can send is missing here.
 */
export const de: Messages = {
  // Properties, rooms, listings
  'Elige un idioma: es, en, fr o de.': 'Wählen Sie eine Sprache: es, en, fr oder de.',

  // Field validation (the sdk's schemas and zod messages)
  'Introduce una dirección de correo electrónico válida.': 'Geben Sie eine gültige E-Mail-Adresse ein.',
  'El estado debe ser confirmada o cancelada.': 'Der Status muss confirmada oder cancelada sein.',
  'Indica un teléfono de contacto.': 'Geben Sie eine Telefonnummer für Rückfragen an.',
  'Falta el código del enlace.': 'Der Code des Links fehlt.',
  'Introduce una fecha con el formato AAAA-MM-DD.': 'Geben Sie ein Datum im Format JJJJ-MM-TT ein.',
  'Fecha inválida': 'Ungültiges Datum',
  'Introduce una hora con el formato HH:MM.': 'Geben Sie eine Uhrzeit im Format HH:MM ein.',
  'Indica el orden de al menos una imagen.': 'Geben Sie die Reihenfolge mindestens eines Bildes an.',
  'Una imagen aparece dos veces.': 'Ein Bild kommt zweimal vor.',
  'La estancia mínima es de 1 mes.': 'Die Mindestmietdauer beträgt 1 Monat.',
  'Estado no válido.': 'Ungültiger Status.',
  'Tipo no válido.': 'Ungültiger Typ.',
  'Escribe el origen de la web, p. ej. https://inmobiliaria.es (sin rutas).':
    'Geben Sie den Ursprung der Website an, z. B. https://makler.example (ohne Pfad).',
  [`Como mucho ${PARTNER_KEY_ORIGINS_MAX} orígenes.`]: `Höchstens ${PARTNER_KEY_ORIGINS_MAX} Ursprünge.`,
  'Elige own o marketplace.': 'Wählen Sie own oder marketplace.',
  'El evento debe ser impression o click.': 'Das Ereignis muss impression oder click sein.',
  'El identificador de la vista de página no es válido.': 'Die Kennung des Seitenaufrufs ist ungültig.',
  'El identificador del elemento no es válido.': 'Die Kennung des Elements ist ungültig.',
  'El precio debe ser mayor que 0.': 'Der Preis muss größer als 0 sein.',
  'El tamaño debe ser mayor que 0.': 'Die Fläche muss größer als 0 sein.',
  'Introduce un código postal válido.': 'Geben Sie eine gültige Postleitzahl ein.',
  'Elige coliving, traditional o both.': 'Wählen Sie coliving, traditional oder both.',
  'Orden no válido.': 'Ungültige Reihenfolge.',
  'Escribe el principio de una ciudad o de un barrio.': 'Gib den Anfang einer Stadt oder eines Viertels ein.',
  'Por favor, escribe un mensaje para el propietario': 'Bitte schreiben Sie eine Nachricht an den Vermieter',
  'Indica la habitación de la consulta.': 'Geben Sie an, welches Zimmer die Anfrage betrifft.',
  'El estado debe ser aceptada o rechazada.': 'Der Status muss aceptada oder rechazada sein.',
  'Por favor ingresa un precio válido': 'Bitte geben Sie einen gültigen Preis ein',
  'Por favor ingresa un tamaño válido': 'Bitte geben Sie eine gültige Fläche ein',
  'Introduce un número de teléfono válido.': 'Geben Sie eine gültige Telefonnummer ein.',
  'El número de teléfono no puede tener más de 15 dígitos.':
    'Die Telefonnummer darf höchstens 15 Ziffern haben.',
  'La fecha de nacimiento no puede ser futura.': 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
  'Debes aceptar los términos y la política de privacidad.':
    'Sie müssen die Nutzungsbedingungen und die Datenschutzerklärung akzeptieren.',
  'Elige inquilino o propietario.': 'Wählen Sie Mieter oder Vermieter.',
  'Las contraseñas no coinciden.': 'Die Passwörter stimmen nicht überein.',
  'Introduce tu contraseña para confirmar.': 'Geben Sie zur Bestätigung Ihr Passwort ein.',
  'Tipo de propiedad no válido.': 'Ungültiger Immobilientyp.',
  'Estado de propiedad no válido.': 'Ungültiger Immobilienstatus.',
  'Estado de habitación no válido.': 'Ungültiger Zimmerstatus.',
  'Estado de solicitud no válido.': 'Ungültiger Anfragestatus.',
  'Estado de anuncio no válido.': 'Ungültiger Anzeigenstatus.',
  'La contraseña no puede ser completamente numérica.': 'Das Passwort darf nicht nur aus Ziffern bestehen.',
  'La contraseña se parece demasiado a tus datos personales.':
    'Das Passwort ähnelt zu sehr Ihren persönlichen Daten.',
  'Esta contraseña es demasiado común.': 'Dieses Passwort ist zu verbreitet.',
  'La contraseña no puede ser un mismo carácter repetido.':
    'Das Passwort darf nicht aus einem wiederholten Zeichen bestehen.',
  'La contraseña no puede estar formada solo por espacios.':
    'Das Passwort darf nicht nur aus Leerzeichen bestehen.',
  'Por favor, selecciona una fecha y hora para la visita':
    'Bitte wählen Sie Datum und Uhrzeit für die Besichtigung',
  'Las visitas solo están disponibles de lunes a viernes.':
    'Besichtigungen sind nur montags bis freitags möglich.',
  'Elige una fecha entre mañana y dentro de tres meses.':
    'Wählen Sie ein Datum zwischen morgen und in drei Monaten.',
  'Elige una hora entre las 09:00 y las 19:30, en intervalos de 30 minutos.':
    'Wählen Sie eine Uhrzeit zwischen 09:00 und 19:30 im 30-Minuten-Takt.',
  'Por favor, escribe tu nombre': 'Bitte geben Sie Ihren Namen ein',
  'Por favor, escribe tu email': 'Bitte geben Sie Ihre E-Mail-Adresse ein',

  // Saved searches
  'Elige instant, daily u off.': 'Wählen Sie instant, daily oder off.',
  'Falta el enlace de baja.': 'Der Abmeldelink fehlt.',
  // The sdk's schemas say these too
  'Este campo no puede estar en blanco.': 'Dieses Feld darf nicht leer sein.',
  'Cursor no válido.': 'Ungültiger Cursor.',
  'La estancia máxima no puede ser menor que la mínima.':
    'Die maximale Mietdauer darf nicht kürzer als die minimale sein.',
};
