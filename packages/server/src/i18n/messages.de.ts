import type { Messages } from './translate';

/**
 * The API's messages in German, keyed by the exact Spanish text (see translate.ts for `{name}`,
 * `{*name}` and `{when}`). messages.test.ts fails when a Spanish message the server can send is
 * missing here.
 */
export const de: Messages = {
  // Authentication and sessions
  'No se han proporcionado las credenciales de autenticación.': 'Es wurden keine Anmeldedaten übermittelt.',
  'Token inválido o caducado. Vuelve a iniciar sesión.':
    'Ungültiges oder abgelaufenes Token. Bitte melden Sie sich erneut an.',
  'Tu sesión ha caducado. Vuelve a iniciar sesión.':
    'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'Demasiados intentos fallidos con este correo. Por seguridad, inténtalo de nuevo en 1 minuto.':
    'Zu viele fehlgeschlagene Versuche mit dieser E-Mail-Adresse. Versuchen Sie es aus Sicherheitsgründen in 1 Minute erneut.',
  'Demasiados intentos fallidos con este correo. Por seguridad, inténtalo de nuevo en {n} minutos.':
    'Zu viele fehlgeschlagene Versuche mit dieser E-Mail-Adresse. Versuchen Sie es aus Sicherheitsgründen in {n} Minuten erneut.',
  'La contraseña no es correcta. La cuenta no se ha eliminado.':
    'Das Passwort ist nicht korrekt. Das Konto wurde nicht gelöscht.',
  'Tu cuenta no tiene contraseña (entras con Google). Crea una con «¿Olvidaste tu contraseña?» y vuelve a intentarlo.':
    'Ihr Konto hat kein Passwort (Sie melden sich mit Google an). Legen Sie über „Passwort vergessen?“ eines an und versuchen Sie es erneut.',
  'No tienes permiso para realizar esta acción.': 'Sie haben keine Berechtigung für diese Aktion.',
  'Solo los propietarios pueden realizar esta acción.': 'Nur Vermieter können diese Aktion ausführen.',
  'Solo los inquilinos pueden realizar esta acción.': 'Nur Mieter können diese Aktion ausführen.',
  'No se puede iniciar sesión con las credenciales proporcionadas.':
    'Mit den angegebenen Zugangsdaten ist keine Anmeldung möglich.',
  'Ya existe un usuario con este correo electrónico.': 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.',
  'La contraseña actual no es correcta.': 'Das aktuelle Passwort ist nicht korrekt.',
  'El enlace de recuperación no es válido o ha caducado.':
    'Der Wiederherstellungslink ist ungültig oder abgelaufen.',
  'El inicio de sesión con Google no está configurado en este servidor.':
    'Die Anmeldung mit Google ist auf diesem Server nicht eingerichtet.',
  'No se pudo verificar la identidad de Google.': 'Ihre Google-Identität konnte nicht überprüft werden.',
  'Conexión no autorizada.': 'Verbindung nicht autorisiert.',
  'Si el correo está registrado, recibirás un mensaje con instrucciones para restablecer tu contraseña.':
    'Wenn die E-Mail-Adresse registriert ist, erhalten Sie eine Nachricht mit Anweisungen zum Zurücksetzen Ihres Passworts.',
  'Contraseña actualizada': 'Passwort aktualisiert',
  'Contraseña restablecida. Ya puedes iniciar sesión.':
    'Passwort zurückgesetzt. Sie können sich jetzt anmelden.',

  // Requests, bodies and uploads
  'No encontrado.': 'Nicht gefunden.',
  'Método no permitido.': 'Methode nicht erlaubt.',
  'El cuerpo de la petición no es un JSON válido.': 'Der Anfragetext ist kein gültiges JSON.',
  'El cuerpo de la petición está vacío.': 'Der Anfragetext ist leer.',
  'Tipo de contenido no soportado. Envía JSON o multipart/form-data.':
    'Nicht unterstützter Inhaltstyp. Senden Sie JSON oder multipart/form-data.',
  'El formulario enviado está incompleto o mal formado. Vuelve a intentarlo.':
    'Das gesendete Formular ist unvollständig oder fehlerhaft. Bitte versuchen Sie es erneut.',
  'La petición tardó demasiado en llegar. Vuelve a intentarlo.':
    'Die Anfrage hat zu lange gebraucht. Bitte versuchen Sie es erneut.',
  'La imagen tiene demasiados píxeles: el máximo es de {n} megapíxeles.':
    'Das Bild hat zu viele Pixel: Das Maximum sind {n} Megapixel.',
  'La petición es demasiado grande.': 'Die Anfrage ist zu groß.',
  'La dirección de la petición es demasiado larga.': 'Die Adresse der Anfrage ist zu lang.',
  'El archivo es demasiado grande. El límite es {n}MB.':
    'Die Datei ist zu groß. Die Grenze liegt bei {n} MB.',
  'El archivo no es una imagen válida. Formatos permitidos: JPG, PNG, GIF, WEBP.':
    'Die Datei ist kein gültiges Bild. Erlaubte Formate: JPG, PNG, GIF, WEBP.',
  'Solo puedes subir un máximo de {n} imágenes.': 'Sie können höchstens {n} Bilder hochladen.',
  'Adjunta al menos una imagen en el campo images.': 'Hängen Sie im Feld images mindestens ein Bild an.',
  'Demasiadas solicitudes. Inténtalo de nuevo en 1 segundo.':
    'Zu viele Anfragen. Versuchen Sie es in 1 Sekunde erneut.',
  'Demasiadas solicitudes. Inténtalo de nuevo en {n} segundos.':
    'Zu viele Anfragen. Versuchen Sie es in {n} Sekunden erneut.',
  'Ha ocurrido un error inesperado en el servidor.':
    'Auf dem Server ist ein unerwarteter Fehler aufgetreten.',
  'El texto contiene caracteres no válidos.': 'Der Text enthält ungültige Zeichen.',
  'Envía una sola imagen como foto de perfil.': 'Senden Sie ein einziges Bild als Profilfoto.',
  'Se esperaba un objeto JSON.': 'Es wurde ein JSON-Objekt erwartet.',
  'Envía la imagen como multipart/form-data.': 'Senden Sie das Bild als multipart/form-data.',
  'La base de datos no responde.': 'Die Datenbank antwortet nicht.',
  'No se pueden añadir más imágenes: el máximo es {max} y ya hay {current}.':
    'Es können keine weiteren Bilder hinzugefügt werden: Das Maximum ist {max}, und es sind bereits {current}.',
  'La imagen {id} no pertenece a {owner}.': 'Das Bild {id} gehört nicht zu {owner}.',
  'Imagen no encontrada.': 'Bild nicht gefunden.',

  // Properties, rooms, listings
  'Propiedad no encontrada.': 'Immobilie nicht gefunden.',
  'Esta propiedad no está disponible.': 'Diese Immobilie ist nicht verfügbar.',
  'Habitación no encontrada.': 'Zimmer nicht gefunden.',
  'La habitación no pertenece a esta propiedad.': 'Das Zimmer gehört nicht zu dieser Immobilie.',
  'Esta propiedad ya tiene un anuncio. Edítalo en lugar de crear otro.':
    'Diese Immobilie hat bereits eine Anzeige. Bearbeiten Sie diese, statt eine neue zu erstellen.',
  'Ya existe una habitación con este número en esta propiedad.':
    'In dieser Immobilie gibt es bereits ein Zimmer mit dieser Nummer.',
  'Esta propiedad no tiene dormitorios. Indica en la propiedad cuántos tiene antes de añadir habitaciones.':
    'Diese Immobilie hat keine Schlafzimmer. Geben Sie bei der Immobilie an, wie viele sie hat, bevor Sie Zimmer hinzufügen.',
  'Esta propiedad tiene 1 dormitorio y ya tiene su habitación. Para añadir otra, aumenta antes los dormitorios de la propiedad.':
    'Diese Immobilie hat 1 Schlafzimmer, und es hat bereits sein Zimmer. Um ein weiteres hinzuzufügen, erhöhen Sie zuerst die Schlafzimmer der Immobilie.',
  'Esta propiedad tiene {n} dormitorios y ya tiene una habitación por dormitorio. Para añadir otra, aumenta antes los dormitorios de la propiedad.':
    'Diese Immobilie hat {n} Schlafzimmer und bereits ein Zimmer pro Schlafzimmer. Um ein weiteres hinzuzufügen, erhöhen Sie zuerst die Schlafzimmer der Immobilie.',
  'La propiedad tiene 1 habitación dada de alta: necesita al menos 1 dormitorio. Elimina antes la habitación.':
    'Die Immobilie hat 1 eingetragenes Zimmer: Sie braucht mindestens 1 Schlafzimmer. Löschen Sie zuerst das Zimmer.',
  'La propiedad tiene {n} habitaciones dadas de alta: necesita al menos {n} dormitorios. Elimina antes las habitaciones que sobren.':
    'Die Immobilie hat {n} eingetragene Zimmer: Sie braucht mindestens {n} Schlafzimmer. Löschen Sie zuerst die überzähligen Zimmer.',
  'Elige un idioma: es, en, fr o de.': 'Wählen Sie eine Sprache: es, en, fr oder de.',
  'Propiedad con ID {id} no encontrada': 'Immobilie mit ID {id} nicht gefunden',
  'La estancia máxima no puede ser menor que la mínima.':
    'Die maximale Mietdauer darf nicht kürzer als die minimale sein.',

  // Visits
  'No puedes solicitar una visita a tu propia propiedad.':
    'Sie können keine Besichtigung Ihrer eigenen Immobilie anfragen.',
  'Ya tienes una visita solicitada para esta propiedad en esa fecha y hora.':
    'Sie haben für diese Immobilie zu diesem Datum und dieser Uhrzeit bereits eine Besichtigung angefragt.',
  'Solo se pueden modificar citas pendientes.': 'Nur ausstehende Termine können geändert werden.',
  'El enlace de confirmación no es válido. Copia el enlace completo del correo o vuelve a pedir la visita.':
    'Der Bestätigungslink ist ungültig. Kopieren Sie den vollständigen Link aus der E-Mail oder fragen Sie die Besichtigung erneut an.',
  'El enlace de confirmación ha caducado (dura 24 horas). Vuelve a pedir la visita.':
    'Der Bestätigungslink ist abgelaufen (er gilt 24 Stunden). Fragen Sie die Besichtigung erneut an.',
  'Vuelve a pedir la visita con otra fecha.': 'Fragen Sie die Besichtigung für ein anderes Datum erneut an.',
  '{*reason} Vuelve a pedir la visita con otra fecha.':
    '{reason} Fragen Sie die Besichtigung für ein anderes Datum erneut an.',
  'No hemos podido enviarte el correo de confirmación. Inténtalo de nuevo en unos minutos.':
    'Wir konnten Ihnen die Bestätigungs-E-Mail nicht senden. Versuchen Sie es in einigen Minuten erneut.',
  'Solo puedes cancelar tu solicitud de visita; la confirma el propietario.':
    'Sie können Ihre Besichtigungsanfrage nur stornieren; bestätigt wird sie vom Vermieter.',
  'Te hemos enviado un correo. Abre su enlace en las próximas {n} horas para confirmar la visita.':
    'Wir haben Ihnen eine E-Mail gesendet. Öffnen Sie den Link innerhalb der nächsten {n} Stunden, um die Besichtigung zu bestätigen.',

  // Property requests, contact, notifications
  'No puedes enviar una consulta sobre tu propia propiedad.':
    'Sie können keine Anfrage zu Ihrer eigenen Immobilie senden.',
  'Solo se pueden modificar solicitudes pendientes.': 'Nur ausstehende Anfragen können geändert werden.',
  'Ya has aceptado otra solicitud para esta habitación (o para toda la propiedad). Solo puede haber una aceptada a la vez.':
    'Sie haben bereits eine andere Anfrage für dieses Zimmer (oder die ganze Immobilie) angenommen. Es kann immer nur eine angenommen sein.',
  'Ya has aceptado otra solicitud para esta propiedad o una de sus habitaciones. Solo puede haber una aceptada a la vez.':
    'Sie haben bereits eine andere Anfrage für diese Immobilie oder eines ihrer Zimmer angenommen. Es kann immer nur eine angenommen sein.',
  'Solo el propietario de la propiedad puede aceptar o rechazar la solicitud.':
    'Nur der Eigentümer der Immobilie kann die Anfrage annehmen oder ablehnen.',
  'Solo se pueden cancelar solicitudes pendientes.': 'Nur ausstehende Anfragen können storniert werden.',
  'Mensaje enviado. Te responderemos lo antes posible.':
    'Nachricht gesendet. Wir antworten Ihnen so schnell wie möglich.',
  'Notificación marcada como leída.': 'Benachrichtigung als gelesen markiert.',
  'Notificación archivada.': 'Benachrichtigung archiviert.',
  'Todas las notificaciones se han marcado como leídas.':
    'Alle Benachrichtigungen wurden als gelesen markiert.',
  'Propiedad Completa': 'Gesamte Immobilie',
  Habitación: 'Zimmer',
  'Solicitud de alquiler: {title}': 'Mietanfrage: {title}',
  'Consulta sobre {title}': 'Anfrage zu {title}',

  // Partner keys
  'Clave de socio no válida o revocada.': 'Ungültiger oder widerrufener Partnerschlüssel.',
  'Esta clave de socio no está permitida en esta web.':
    'Dieser Partnerschlüssel ist auf dieser Website nicht erlaubt.',
  'Puedes tener como mucho {max} claves activas: revoca alguna antes.':
    'Sie können höchstens {max} aktive Schlüssel haben: Widerrufen Sie zuerst einen.',
  'Falta la clave de socio (cabecera X-Convive-Partner-Key).':
    'Der Partnerschlüssel fehlt (Header X-Convive-Partner-Key).',
  'Esta clave de socio solo cuenta eventos de sus webs permitidas: falta la cabecera Origin.':
    'Dieser Partnerschlüssel zählt nur Ereignisse seiner erlaubten Websites: Der Origin-Header fehlt.',

  // Field validation (the sdk's schemas and zod messages)
  'Introduce un número de teléfono válido, con el prefijo del país si no es de España.':
    'Geben Sie eine gültige Telefonnummer ein, mit Landesvorwahl, wenn sie nicht spanisch ist.',
  'Este campo es obligatorio.': 'Dieses Feld ist erforderlich.',
  'Este campo no puede ser nulo.': 'Dieses Feld darf nicht null sein.',
  'Tipo de dato no válido: se esperaba {*type}.': 'Ungültiger Datentyp: erwartet wurde {type}.',
  'un texto': 'ein Text',
  'un número': 'eine Zahl',
  'un número entero': 'eine ganze Zahl',
  'verdadero o falso': 'wahr oder falsch',
  'un objeto': 'ein Objekt',
  'una lista': 'eine Liste',
  'una fecha': 'ein Datum',
  'Este campo no puede estar en blanco.': 'Dieses Feld darf nicht leer sein.',
  'Asegúrate de que este campo tenga al menos {n} caracteres.':
    'Dieses Feld muss mindestens {n} Zeichen haben.',
  'Indica al menos {n} elementos.': 'Geben Sie mindestens {n} Elemente an.',
  'Asegúrate de que este valor sea mayor o igual que {n}.': 'Dieser Wert muss größer oder gleich {n} sein.',
  'Asegúrate de que este valor sea mayor que {n}.': 'Dieser Wert muss größer als {n} sein.',
  'Asegúrate de que este campo no tenga más de {n} caracteres.':
    'Dieses Feld darf höchstens {n} Zeichen haben.',
  'Indica como máximo {n} elementos.': 'Geben Sie höchstens {n} Elemente an.',
  'Asegúrate de que este valor sea menor o igual que {n}.': 'Dieser Wert muss kleiner oder gleich {n} sein.',
  'Asegúrate de que este valor sea menor que {n}.': 'Dieser Wert muss kleiner als {n} sein.',
  'Introduce una dirección de correo electrónico válida.': 'Geben Sie eine gültige E-Mail-Adresse ein.',
  'El formato no es válido.': 'Das Format ist ungültig.',
  'Elige una opción válida.': 'Wählen Sie eine gültige Option.',
  'El valor debe ser múltiplo de {n}.': 'Der Wert muss ein Vielfaches von {n} sein.',
  'Campos no reconocidos.': 'Unbekannte Felder.',
  'El valor no es válido.': 'Der Wert ist ungültig.',
  'El estado debe ser confirmada o cancelada.': 'Der Status muss confirmada oder cancelada sein.',
  'Indica un teléfono de contacto.': 'Geben Sie eine Telefonnummer für Rückfragen an.',
  'El nombre no puede contener enlaces ni direcciones web.':
    'Der Name darf keine Links oder Webadressen enthalten.',
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
  'Como mucho {n} orígenes.': 'Höchstens {n} Ursprünge.',
  'Elige own o marketplace.': 'Wählen Sie own oder marketplace.',
  'El evento debe ser impression o click.': 'Das Ereignis muss impression oder click sein.',
  'El identificador de la vista de página no es válido.': 'Die Kennung des Seitenaufrufs ist ungültig.',
  'El identificador del elemento no es válido.': 'Die Kennung des Elements ist ungültig.',
  'El precio debe ser mayor que 0.': 'Der Preis muss größer als 0 sein.',
  'El tamaño debe ser mayor que 0.': 'Die Fläche muss größer als 0 sein.',
  'Introduce un código postal válido.': 'Geben Sie eine gültige Postleitzahl ein.',
  'Elige coliving, traditional o both.': 'Wählen Sie coliving, traditional oder both.',
  'Orden no válido.': 'Ungültige Reihenfolge.',
  'Cursor no válido.': 'Ungültiger Cursor.',
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
  'La contraseña debe tener al menos {n} caracteres.': 'Das Passwort muss mindestens {n} Zeichen haben.',
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
  'Como mucho {n} búsquedas guardadas.': 'Höchstens {n} gespeicherte Suchen.',
  'Este enlace de baja no es válido o la búsqueda ya no existe.':
    'Dieser Abmeldelink ist ungültig oder die Suche existiert nicht mehr.',
  'Ya no recibirás avisos de la búsqueda «{name}».':
    'Sie erhalten keine Benachrichtigungen mehr für die Suche „{name}“.',
};
