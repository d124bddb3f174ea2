import { PARTNER_KEY_ORIGINS_MAX } from '@convive/sdk';
import type { Messages } from './dictionary';

/**
 * The sdk's own texts (its schemas' messages and rule texts the server answers with) in French,
 * keyed by the exact Spanish. messages.test.ts fails when one the server can send is missing here.
 */
export const fr: Messages = {
  // Properties, rooms, listings
  'Elige un idioma: es, en, fr o de.': 'Choisissez une langue : es, en, fr ou de.',

  // Field validation (the sdk's schemas and zod messages)
  'Introduce una dirección de correo electrónico válida.': 'Saisissez une adresse e-mail valide.',
  'El estado debe ser confirmada o cancelada.': 'Le statut doit être confirmada ou cancelada.',
  'Indica un teléfono de contacto.': 'Indiquez un téléphone de contact.',
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
  [`Como mucho ${PARTNER_KEY_ORIGINS_MAX} orígenes.`]: `Au maximum ${PARTNER_KEY_ORIGINS_MAX} origines.`,
  'Elige own o marketplace.': 'Choisissez own ou marketplace.',
  'El evento debe ser impression o click.': 'L’événement doit être impression ou click.',
  'El identificador de la vista de página no es válido.': 'L’identifiant de la vue de page n’est pas valide.',
  'El identificador del elemento no es válido.': 'L’identifiant de l’élément n’est pas valide.',
  'El precio debe ser mayor que 0.': 'Le prix doit être supérieur à 0.',
  'El tamaño debe ser mayor que 0.': 'La surface doit être supérieure à 0.',
  'Introduce un código postal válido.': 'Saisissez un code postal valide.',
  'Elige coliving, traditional o both.': 'Choisissez coliving, traditional ou both.',
  'Orden no válido.': 'Ordre non valide.',
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
  // The sdk's schemas say these too
  'Este campo no puede estar en blanco.': 'Ce champ ne peut pas être vide.',
  'Cursor no válido.': 'Curseur non valide.',
  'La estancia máxima no puede ser menor que la mínima.':
    'La durée maximale ne peut pas être inférieure à la durée minimale.',
};
