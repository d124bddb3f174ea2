import type { Messages } from './translate';

/**
 * The API's messages in French, keyed by the exact Spanish text (see translate.ts for `{name}`,
 * `{*name}` and `{when}`). messages.test.ts fails when a Spanish message the server can send is
 * missing here.
 */
export const fr: Messages = {
  // Authentication and sessions
  'No se han proporcionado las credenciales de autenticación.':
    'Les identifiants d’authentification n’ont pas été fournis.',
  'Token inválido o caducado. Vuelve a iniciar sesión.':
    'Jeton invalide ou expiré. Veuillez vous reconnecter.',
  'Tu sesión ha caducado. Vuelve a iniciar sesión.': 'Votre session a expiré. Veuillez vous reconnecter.',
  'Demasiados intentos fallidos con este correo. Por seguridad, inténtalo de nuevo en 1 minuto.':
    'Trop de tentatives échouées avec cette adresse e-mail. Par sécurité, réessayez dans 1 minute.',
  'Demasiados intentos fallidos con este correo. Por seguridad, inténtalo de nuevo en {n} minutos.':
    'Trop de tentatives échouées avec cette adresse e-mail. Par sécurité, réessayez dans {n} minutes.',
  'La contraseña no es correcta. La cuenta no se ha eliminado.':
    'Le mot de passe est incorrect. Le compte n’a pas été supprimé.',
  'Tu cuenta no tiene contraseña (entras con Google). Crea una con «¿Olvidaste tu contraseña?» y vuelve a intentarlo.':
    'Votre compte n’a pas de mot de passe (vous vous connectez avec Google). Créez-en un avec « Mot de passe oublié ? » puis réessayez.',
  'No tienes permiso para realizar esta acción.': 'Vous n’avez pas la permission d’effectuer cette action.',
  'Solo los propietarios pueden realizar esta acción.':
    'Seuls les propriétaires peuvent effectuer cette action.',
  'Solo los inquilinos pueden realizar esta acción.': 'Seuls les locataires peuvent effectuer cette action.',
  'No se puede iniciar sesión con las credenciales proporcionadas.':
    'Impossible de se connecter avec les identifiants fournis.',
  'Ya existe un usuario con este correo electrónico.':
    'Un utilisateur avec cette adresse e-mail existe déjà.',
  'La contraseña actual no es correcta.': 'Le mot de passe actuel est incorrect.',
  'El enlace de recuperación no es válido o ha caducado.':
    'Le lien de récupération n’est pas valide ou a expiré.',
  'El inicio de sesión con Google no está configurado en este servidor.':
    'La connexion avec Google n’est pas configurée sur ce serveur.',
  'No se pudo verificar la identidad de Google.': 'Impossible de vérifier votre identité Google.',
  'Conexión no autorizada.': 'Connexion non autorisée.',
  'Si el correo está registrado, recibirás un mensaje con instrucciones para restablecer tu contraseña.':
    'Si l’adresse e-mail est enregistrée, vous recevrez un message expliquant comment réinitialiser votre mot de passe.',
  'Contraseña actualizada': 'Mot de passe mis à jour',
  'Contraseña restablecida. Ya puedes iniciar sesión.':
    'Mot de passe réinitialisé. Vous pouvez maintenant vous connecter.',

  // Requests, bodies and uploads
  'No encontrado.': 'Introuvable.',
  'Método no permitido.': 'Méthode non autorisée.',
  'El cuerpo de la petición no es un JSON válido.': 'Le corps de la requête n’est pas un JSON valide.',
  'El cuerpo de la petición está vacío.': 'Le corps de la requête est vide.',
  'Tipo de contenido no soportado. Envía JSON o multipart/form-data.':
    'Type de contenu non pris en charge. Envoyez du JSON ou du multipart/form-data.',
  'El formulario enviado está incompleto o mal formado. Vuelve a intentarlo.':
    'Le formulaire envoyé est incomplet ou mal formé. Veuillez réessayer.',
  'La petición tardó demasiado en llegar. Vuelve a intentarlo.':
    'La requête a mis trop de temps à arriver. Veuillez réessayer.',
  'La imagen tiene demasiados píxeles: el máximo es de {n} megapíxeles.':
    'L’image a trop de pixels : le maximum est de {n} mégapixels.',
  'La petición es demasiado grande.': 'La requête est trop volumineuse.',
  'La dirección de la petición es demasiado larga.': 'L’adresse de la requête est trop longue.',
  'El archivo es demasiado grande. El límite es {n}MB.':
    'Le fichier est trop volumineux. La limite est de {n} Mo.',
  'El archivo no es una imagen válida. Formatos permitidos: JPG, PNG, GIF, WEBP.':
    'Le fichier n’est pas une image valide. Formats autorisés : JPG, PNG, GIF, WEBP.',
  'Solo puedes subir un máximo de {n} imágenes.': 'Vous pouvez envoyer au maximum {n} images.',
  'Adjunta al menos una imagen en el campo images.': 'Joignez au moins une image dans le champ images.',
  'Demasiadas solicitudes. Inténtalo de nuevo en 1 segundo.': 'Trop de requêtes. Réessayez dans 1 seconde.',
  'Demasiadas solicitudes. Inténtalo de nuevo en {n} segundos.':
    'Trop de requêtes. Réessayez dans {n} secondes.',
  'Ha ocurrido un error inesperado en el servidor.': 'Une erreur inattendue s’est produite sur le serveur.',
  'El texto contiene caracteres no válidos.': 'Le texte contient des caractères non valides.',
  'Envía una sola imagen como foto de perfil.': 'Envoyez une seule image comme photo de profil.',
  'Se esperaba un objeto JSON.': 'Un objet JSON était attendu.',
  'Envía la imagen como multipart/form-data.': 'Envoyez l’image en multipart/form-data.',
  'La base de datos no responde.': 'La base de données ne répond pas.',
  'No se pueden añadir más imágenes: el máximo es {max} y ya hay {current}.':
    'Impossible d’ajouter d’autres images : le maximum est de {max} et il y en a déjà {current}.',
  'La imagen {id} no pertenece a {owner}.': 'L’image {id} n’appartient pas à {owner}.',
  'Imagen no encontrada.': 'Image introuvable.',

  // Properties, rooms, listings
  'Propiedad no encontrada.': 'Bien introuvable.',
  'Esta propiedad no está disponible.': 'Ce bien n’est pas disponible.',
  'Habitación no encontrada.': 'Chambre introuvable.',
  'La habitación no pertenece a esta propiedad.': 'La chambre n’appartient pas à ce bien.',
  'Esta propiedad ya tiene un anuncio. Edítalo en lugar de crear otro.':
    'Ce bien a déjà une annonce. Modifiez-la au lieu d’en créer une autre.',
  'Ya existe una habitación con este número en esta propiedad.':
    'Une chambre avec ce numéro existe déjà dans ce bien.',
  'Esta propiedad no tiene dormitorios. Indica en la propiedad cuántos tiene antes de añadir habitaciones.':
    'Ce bien n’a aucune chambre à coucher. Indiquez-en le nombre dans le bien avant d’ajouter des chambres.',
  'Esta propiedad tiene 1 dormitorio y ya tiene su habitación. Para añadir otra, aumenta antes los dormitorios de la propiedad.':
    'Ce bien a 1 chambre à coucher et elle a déjà sa chambre. Pour en ajouter une autre, augmentez d’abord le nombre de chambres à coucher du bien.',
  'Esta propiedad tiene {n} dormitorios y ya tiene una habitación por dormitorio. Para añadir otra, aumenta antes los dormitorios de la propiedad.':
    'Ce bien a {n} chambres à coucher et déjà une chambre pour chacune. Pour en ajouter une autre, augmentez d’abord le nombre de chambres à coucher du bien.',
  'La propiedad tiene 1 habitación dada de alta: necesita al menos 1 dormitorio. Elimina antes la habitación.':
    'Le bien a 1 chambre publiée : il lui faut au moins 1 chambre à coucher. Supprimez d’abord la chambre.',
  'La propiedad tiene {n} habitaciones dadas de alta: necesita al menos {n} dormitorios. Elimina antes las habitaciones que sobren.':
    'Le bien a {n} chambres publiées : il lui faut au moins {n} chambres à coucher. Supprimez d’abord les chambres en trop.',
  'Elige un idioma: es, en, fr o de.': 'Choisissez une langue : es, en, fr ou de.',
  'Propiedad con ID {id} no encontrada': 'Bien avec l’ID {id} introuvable',
  'La estancia máxima no puede ser menor que la mínima.':
    'La durée maximale ne peut pas être inférieure à la durée minimale.',

  // Visits
  'No puedes solicitar una visita a tu propia propiedad.':
    'Vous ne pouvez pas demander une visite de votre propre bien.',
  'Ya tienes una visita solicitada para esta propiedad en esa fecha y hora.':
    'Vous avez déjà demandé une visite de ce bien à cette date et à cette heure.',
  'Solo se pueden modificar citas pendientes.': 'Seuls les rendez-vous en attente peuvent être modifiés.',
  'El enlace de confirmación no es válido. Copia el enlace completo del correo o vuelve a pedir la visita.':
    'Le lien de confirmation n’est pas valide. Copiez le lien complet de l’e-mail ou demandez à nouveau la visite.',
  'El enlace de confirmación ha caducado (dura 24 horas). Vuelve a pedir la visita.':
    'Le lien de confirmation a expiré (il est valable 24 heures). Demandez à nouveau la visite.',
  'Vuelve a pedir la visita con otra fecha.': 'Demandez à nouveau la visite pour une autre date.',
  '{*reason} Vuelve a pedir la visita con otra fecha.':
    '{reason} Demandez à nouveau la visite pour une autre date.',
  'No hemos podido enviarte el correo de confirmación. Inténtalo de nuevo en unos minutos.':
    'Nous n’avons pas pu vous envoyer l’e-mail de confirmation. Réessayez dans quelques minutes.',
  'Solo puedes cancelar tu solicitud de visita; la confirma el propietario.':
    'Vous pouvez seulement annuler votre demande de visite ; c’est le propriétaire qui la confirme.',
  'Te hemos enviado un correo. Abre su enlace en las próximas {n} horas para confirmar la visita.':
    'Nous vous avons envoyé un e-mail. Ouvrez son lien dans les {n} prochaines heures pour confirmer la visite.',

  // Property requests, contact, notifications
  'No puedes enviar una consulta sobre tu propia propiedad.':
    'Vous ne pouvez pas envoyer de demande d’information sur votre propre bien.',
  'Solo se pueden modificar solicitudes pendientes.':
    'Seules les demandes en attente peuvent être modifiées.',
  'Ya has aceptado otra solicitud para esta habitación (o para toda la propiedad). Solo puede haber una aceptada a la vez.':
    'Vous avez déjà accepté une autre demande pour cette chambre (ou pour tout le bien). Une seule peut être acceptée à la fois.',
  'Ya has aceptado otra solicitud para esta propiedad o una de sus habitaciones. Solo puede haber una aceptada a la vez.':
    'Vous avez déjà accepté une autre demande pour ce bien ou l’une de ses chambres. Une seule peut être acceptée à la fois.',
  'Solo el propietario de la propiedad puede aceptar o rechazar la solicitud.':
    'Seul le propriétaire du bien peut accepter ou refuser la demande.',
  'Solo se pueden cancelar solicitudes pendientes.': 'Seules les demandes en attente peuvent être annulées.',
  'Mensaje enviado. Te responderemos lo antes posible.':
    'Message envoyé. Nous vous répondrons dès que possible.',
  'Notificación marcada como leída.': 'Notification marquée comme lue.',
  'Notificación archivada.': 'Notification archivée.',
  'Todas las notificaciones se han marcado como leídas.':
    'Toutes les notifications ont été marquées comme lues.',
  'Propiedad Completa': 'Logement entier',
  Habitación: 'Chambre',
  'Solicitud de alquiler: {title}': 'Demande de location : {title}',
  'Consulta sobre {title}': 'Demande d’information sur {title}',

  // Partner keys
  'Clave de socio no válida o revocada.': 'Clé partenaire non valide ou révoquée.',
  'Esta clave de socio no está permitida en esta web.':
    'Cette clé partenaire n’est pas autorisée sur ce site.',
  'Puedes tener como mucho {max} claves activas: revoca alguna antes.':
    'Vous pouvez avoir au maximum {max} clés actives : révoquez-en une d’abord.',
  'Falta la clave de socio (cabecera X-Convive-Partner-Key).':
    'La clé partenaire est absente (en-tête X-Convive-Partner-Key).',
  'Esta clave de socio solo cuenta eventos de sus webs permitidas: falta la cabecera Origin.':
    'Cette clé partenaire ne compte que les événements de ses sites autorisés : l’en-tête Origin est absent.',

  // Field validation (the sdk's schemas and zod messages)
  'Introduce un número de teléfono válido, con el prefijo del país si no es de España.':
    'Saisissez un numéro de téléphone valide, avec l’indicatif du pays s’il n’est pas espagnol.',
  'Este campo es obligatorio.': 'Ce champ est obligatoire.',
  'Este campo no puede ser nulo.': 'Ce champ ne peut pas être nul.',
  'Tipo de dato no válido: se esperaba {*type}.': 'Type de donnée non valide : {type} était attendu.',
  'un texto': 'un texte',
  'un número': 'un nombre',
  'un número entero': 'un nombre entier',
  'verdadero o falso': 'vrai ou faux',
  'un objeto': 'un objet',
  'una lista': 'une liste',
  'una fecha': 'une date',
  'Este campo no puede estar en blanco.': 'Ce champ ne peut pas être vide.',
  'Asegúrate de que este campo tenga al menos {n} caracteres.':
    'Assurez-vous que ce champ comporte au moins {n} caractères.',
  'Indica al menos {n} elementos.': 'Indiquez au moins {n} éléments.',
  'Asegúrate de que este valor sea mayor o igual que {n}.':
    'Assurez-vous que cette valeur est supérieure ou égale à {n}.',
  'Asegúrate de que este valor sea mayor que {n}.': 'Assurez-vous que cette valeur est supérieure à {n}.',
  'Asegúrate de que este campo no tenga más de {n} caracteres.':
    'Assurez-vous que ce champ ne comporte pas plus de {n} caractères.',
  'Indica como máximo {n} elementos.': 'Indiquez au maximum {n} éléments.',
  'Asegúrate de que este valor sea menor o igual que {n}.':
    'Assurez-vous que cette valeur est inférieure ou égale à {n}.',
  'Asegúrate de que este valor sea menor que {n}.': 'Assurez-vous que cette valeur est inférieure à {n}.',
  'Introduce una dirección de correo electrónico válida.': 'Saisissez une adresse e-mail valide.',
  'El formato no es válido.': 'Le format n’est pas valide.',
  'Elige una opción válida.': 'Choisissez une option valide.',
  'El valor debe ser múltiplo de {n}.': 'La valeur doit être un multiple de {n}.',
  'Campos no reconocidos.': 'Champs non reconnus.',
  'El valor no es válido.': 'La valeur n’est pas valide.',
  'El estado debe ser confirmada o cancelada.': 'Le statut doit être confirmada ou cancelada.',
  'Indica un teléfono de contacto.': 'Indiquez un téléphone de contact.',
  'El nombre no puede contener enlaces ni direcciones web.':
    'Le nom ne peut pas contenir de liens ni d’adresses web.',
  'Falta el código del enlace.': 'Le code du lien est absent.',
  'Introduce una fecha con el formato AAAA-MM-DD.': 'Saisissez une date au format AAAA-MM-JJ.',
  'Fecha inválida': 'Date non valide',
  'Introduce una hora con el formato HH:MM.': 'Saisissez une heure au format HH:MM.',
  'Indica el orden de al menos una imagen.': 'Indiquez l’ordre d’au moins une image.',
  'Una imagen aparece dos veces.': 'Une image apparaît deux fois.',
  'La estancia mínima es de 1 mes.': 'La durée minimale est de 1 mois.',
  'Estado no válido.': 'Statut non valide.',
  'Tipo no válido.': 'Type non valide.',
  'Escribe el origen de la web, p. ej. https://inmobiliaria.es (sin rutas).':
    'Saisissez l’origine du site, p. ex. https://agence.example (sans chemin).',
  'Como mucho {n} orígenes.': 'Au maximum {n} origines.',
  'Elige own o marketplace.': 'Choisissez own ou marketplace.',
  'El evento debe ser impression o click.': 'L’événement doit être impression ou click.',
  'El identificador de la vista de página no es válido.': 'L’identifiant de la vue de page n’est pas valide.',
  'El identificador del elemento no es válido.': 'L’identifiant de l’élément n’est pas valide.',
  'El precio debe ser mayor que 0.': 'Le prix doit être supérieur à 0.',
  'El tamaño debe ser mayor que 0.': 'La surface doit être supérieure à 0.',
  'Introduce un código postal válido.': 'Saisissez un code postal valide.',
  'Elige coliving, traditional o both.': 'Choisissez coliving, traditional ou both.',
  'Orden no válido.': 'Ordre non valide.',
  'Cursor no válido.': 'Curseur non valide.',
  'Escribe el principio de una ciudad o de un barrio.': "Tapez le début d'une ville ou d'un quartier.",
  'Por favor, escribe un mensaje para el propietario': 'Veuillez écrire un message au propriétaire',
  'Indica la habitación de la consulta.': 'Indiquez la chambre concernée par la demande.',
  'El estado debe ser aceptada o rechazada.': 'Le statut doit être aceptada ou rechazada.',
  'Por favor ingresa un precio válido': 'Veuillez saisir un prix valide',
  'Por favor ingresa un tamaño válido': 'Veuillez saisir une surface valide',
  'Introduce un número de teléfono válido.': 'Saisissez un numéro de téléphone valide.',
  'El número de teléfono no puede tener más de 15 dígitos.':
    'Le numéro de téléphone ne peut pas dépasser 15 chiffres.',
  'La fecha de nacimiento no puede ser futura.': 'La date de naissance ne peut pas être dans le futur.',
  'Debes aceptar los términos y la política de privacidad.':
    'Vous devez accepter les conditions et la politique de confidentialité.',
  'Elige inquilino o propietario.': 'Choisissez locataire ou propriétaire.',
  'Las contraseñas no coinciden.': 'Les mots de passe ne correspondent pas.',
  'Introduce tu contraseña para confirmar.': 'Saisissez votre mot de passe pour confirmer.',
  'Tipo de propiedad no válido.': 'Type de bien non valide.',
  'Estado de propiedad no válido.': 'Statut du bien non valide.',
  'Estado de habitación no válido.': 'Statut de chambre non valide.',
  'Estado de solicitud no válido.': 'Statut de demande non valide.',
  'Estado de anuncio no válido.': 'Statut d’annonce non valide.',
  'La contraseña debe tener al menos {n} caracteres.':
    'Le mot de passe doit comporter au moins {n} caractères.',
  'La contraseña no puede ser completamente numérica.':
    'Le mot de passe ne peut pas être entièrement numérique.',
  'La contraseña se parece demasiado a tus datos personales.':
    'Le mot de passe ressemble trop à vos informations personnelles.',
  'Esta contraseña es demasiado común.': 'Ce mot de passe est trop courant.',
  'La contraseña no puede ser un mismo carácter repetido.':
    'Le mot de passe ne peut pas être un même caractère répété.',
  'La contraseña no puede estar formada solo por espacios.':
    'Le mot de passe ne peut pas être composé uniquement d’espaces.',
  'Por favor, selecciona una fecha y hora para la visita':
    'Veuillez choisir une date et une heure pour la visite',
  'Las visitas solo están disponibles de lunes a viernes.':
    'Les visites ne sont possibles que du lundi au vendredi.',
  'Elige una fecha entre mañana y dentro de tres meses.':
    'Choisissez une date entre demain et dans trois mois.',
  'Elige una hora entre las 09:00 y las 19:30, en intervalos de 30 minutos.':
    'Choisissez une heure entre 09:00 et 19:30, par tranches de 30 minutes.',
  'Por favor, escribe tu nombre': 'Veuillez saisir votre nom',
  'Por favor, escribe tu email': 'Veuillez saisir votre e-mail',

  // Saved searches
  'Elige instant, daily u off.': 'Choisissez instant, daily ou off.',
  'Falta el enlace de baja.': 'Le lien de désabonnement manque.',
  'Como mucho {n} búsquedas guardadas.': '{n} recherches enregistrées au maximum.',
  'Este enlace de baja no es válido o la búsqueda ya no existe.':
    'Ce lien de désabonnement n’est pas valide ou la recherche n’existe plus.',
  'Ya no recibirás avisos de la búsqueda «{name}».':
    'Vous ne recevrez plus d’alertes pour la recherche « {name} ».',
};
