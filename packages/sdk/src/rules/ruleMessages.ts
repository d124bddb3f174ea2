/**
 * The texts the sdk's own rules answer with (spec 01 §5 and §8, spec 02 §5 and §8): the password and
 * visit-request problems, which the server sends back too, the invalid-date text and the enquiry check
 * of ./forms. Only texts a rule returns live here; each screen's other texts (toasts, titles, failures) belong to the app that
 * shows the screen. Texts are copied verbatim from the spec; templated texts are functions.
 *
 * `RULE_MESSAGES` is Spanish, what the server answers with and compares against. The same texts in
 * the product's four languages come from `ruleMessages(language)`: the tables are small, so all four
 * ship with the sdk (a couple of KB gzipped; `npm run bench:packages` measures the package); the
 * rules that answer with a text take an optional `language`.
 */
import { INVALID_DATE } from './invalidDate';
import { DEFAULT_LANGUAGE, type Language } from './language';

export const RULE_MESSAGES = {
  common: {
    /** Invalid date (spec 01 §8, spec 02 §5 and §8). */
    invalidDate: INVALID_DATE.es,
  },
  /** Password rules (spec 02 §5 and the server's strength rules). */
  password: {
    mismatch: 'Las contraseñas no coinciden.',
    tooShort: (min: number) => `La contraseña debe tener al menos ${min} caracteres.`,
    numeric: 'La contraseña no puede ser completamente numérica.',
    similar: 'La contraseña se parece demasiado a tus datos personales.',
    common: 'Esta contraseña es demasiado común.',
    repeated: 'La contraseña no puede ser un mismo carácter repetido.',
    blank: 'La contraseña no puede estar formada solo por espacios.',
  },
  /** What each password rule asks, as a form lists them while the user types (`passwordChecks`). */
  passwordRules: {
    length: (min: number) => `Al menos ${min} caracteres`,
    notNumeric: 'No solo números',
    notRepeated: 'No un mismo carácter repetido',
    notSimilar: 'Que no se parezca a tu nombre ni a tu correo',
    notCommon: 'Que no sea una contraseña común',
  },
  /** A visit request's problems (spec 01 §5), as validateVisitRequest and the server answer them. */
  visit: {
    dateTimeRequired: 'Por favor, selecciona una fecha y hora para la visita',
    weekdaysOnly: 'Las visitas solo están disponibles de lunes a viernes.',
    outsideWindow: 'Elige una fecha entre mañana y dentro de tres meses.',
    notASlot: 'Elige una hora entre las 09:00 y las 19:30, en intervalos de 30 minutos.',
    invalidDate: INVALID_DATE.es,
  },
  enquiry: {
    messageRequired: 'Por favor, escribe un mensaje para el propietario',
    nameRequired: 'Por favor, escribe tu nombre',
    emailRequired: 'Por favor, escribe tu email',
    emailInvalid: 'Introduce una dirección de correo electrónico válida.',
  },
  /** The registration's terms check (the schemas' TERMS_REQUIRED_MESSAGE, which the server answers with). */
  terms: {
    required: 'Debes aceptar los términos y la política de privacidad.',
  },
} as const;

/** The shape of RULE_MESSAGES (Spanish, with its literal texts). */
export type RuleMessages = typeof RULE_MESSAGES;

/** The rule texts of one language: RULE_MESSAGES's shape, every text a string, every template a function. */
export type RuleMessageTexts = {
  [Group in keyof RuleMessages]: {
    [Key in keyof RuleMessages[Group]]: RuleMessages[Group][Key] extends (...args: infer A) => string
      ? (...args: A) => string
      : string;
  };
};

const en: RuleMessageTexts = {
  common: {
    invalidDate: INVALID_DATE.en,
  },
  password: {
    mismatch: 'The passwords do not match.',
    tooShort: (min) => `The password must be at least ${min} characters long.`,
    numeric: 'The password cannot be entirely numeric.',
    similar: 'The password is too similar to your personal details.',
    common: 'This password is too common.',
    repeated: 'The password cannot be a single character repeated.',
    blank: 'The password cannot be made of spaces only.',
  },
  passwordRules: {
    length: (min) => `At least ${min} characters`,
    notNumeric: 'Not only numbers',
    notRepeated: 'Not a single character repeated',
    notSimilar: 'Not similar to your name or email',
    notCommon: 'Not a common password',
  },
  visit: {
    dateTimeRequired: 'Please choose a date and time for the viewing',
    weekdaysOnly: 'Viewings are only available Monday to Friday.',
    outsideWindow: 'Choose a date between tomorrow and three months from now.',
    notASlot: 'Choose a time between 09:00 and 19:30, in 30-minute steps.',
    invalidDate: INVALID_DATE.en,
  },
  enquiry: {
    messageRequired: 'Please write a message for the landlord',
    nameRequired: 'Please enter your name',
    emailRequired: 'Please enter your email',
    emailInvalid: 'Enter a valid email address.',
  },
  terms: {
    required: 'You must accept the terms and the privacy policy.',
  },
};

const fr: RuleMessageTexts = {
  common: {
    invalidDate: INVALID_DATE.fr,
  },
  password: {
    mismatch: 'Les mots de passe ne correspondent pas.',
    tooShort: (min) => `Le mot de passe doit contenir au moins ${min} caractères.`,
    numeric: 'Le mot de passe ne peut pas être entièrement numérique.',
    similar: 'Le mot de passe ressemble trop à vos informations personnelles.',
    common: 'Ce mot de passe est trop courant.',
    repeated: 'Le mot de passe ne peut pas être un même caractère répété.',
    blank: 'Le mot de passe ne peut pas être composé uniquement d’espaces.',
  },
  passwordRules: {
    length: (min) => `Au moins ${min} caractères`,
    notNumeric: 'Pas uniquement des chiffres',
    notRepeated: 'Pas un même caractère répété',
    notSimilar: 'Ne ressemble ni à votre nom ni à votre adresse e-mail',
    notCommon: 'Pas un mot de passe courant',
  },
  visit: {
    dateTimeRequired: 'Veuillez choisir une date et une heure pour la visite',
    weekdaysOnly: 'Les visites ne sont possibles que du lundi au vendredi.',
    outsideWindow: 'Choisissez une date entre demain et dans trois mois.',
    notASlot: 'Choisissez une heure entre 09:00 et 19:30, par tranches de 30 minutes.',
    invalidDate: INVALID_DATE.fr,
  },
  enquiry: {
    messageRequired: 'Veuillez écrire un message au propriétaire',
    nameRequired: 'Veuillez indiquer votre nom',
    emailRequired: 'Veuillez indiquer votre adresse e-mail',
    emailInvalid: 'Saisissez une adresse e-mail valide.',
  },
  terms: {
    required: 'Vous devez accepter les conditions et la politique de confidentialité.',
  },
};

const de: RuleMessageTexts = {
  common: {
    invalidDate: INVALID_DATE.de,
  },
  password: {
    mismatch: 'Die Passwörter stimmen nicht überein.',
    tooShort: (min) => `Das Passwort muss mindestens ${min} Zeichen lang sein.`,
    numeric: 'Das Passwort darf nicht nur aus Ziffern bestehen.',
    similar: 'Das Passwort ähnelt zu sehr Ihren persönlichen Daten.',
    common: 'Dieses Passwort ist zu verbreitet.',
    repeated: 'Das Passwort darf nicht aus einem einzigen wiederholten Zeichen bestehen.',
    blank: 'Das Passwort darf nicht nur aus Leerzeichen bestehen.',
  },
  passwordRules: {
    length: (min) => `Mindestens ${min} Zeichen`,
    notNumeric: 'Nicht nur Ziffern',
    notRepeated: 'Nicht ein einziges wiederholtes Zeichen',
    notSimilar: 'Nicht ähnlich wie Ihr Name oder Ihre E-Mail-Adresse',
    notCommon: 'Kein gängiges Passwort',
  },
  visit: {
    dateTimeRequired: 'Bitte wählen Sie Datum und Uhrzeit für die Besichtigung',
    weekdaysOnly: 'Besichtigungen sind nur von Montag bis Freitag möglich.',
    outsideWindow: 'Wählen Sie ein Datum zwischen morgen und in drei Monaten.',
    notASlot: 'Wählen Sie eine Uhrzeit zwischen 09:00 und 19:30 im 30-Minuten-Takt.',
    invalidDate: INVALID_DATE.de,
  },
  enquiry: {
    messageRequired: 'Bitte schreiben Sie eine Nachricht an den Vermieter',
    nameRequired: 'Bitte geben Sie Ihren Namen ein',
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
    emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  },
  terms: {
    required: 'Sie müssen die Bedingungen und die Datenschutzerklärung akzeptieren.',
  },
};

/** The rule texts of every language (Spanish is RULE_MESSAGES itself). */
export const RULE_MESSAGE_TABLES: Readonly<Record<Language, RuleMessageTexts>> = {
  es: RULE_MESSAGES,
  en,
  fr,
  de,
};

/** The rule texts in a language (Spanish by default, and for anything unknown). */
export function ruleMessages(language: Language = DEFAULT_LANGUAGE): RuleMessageTexts {
  return RULE_MESSAGE_TABLES[language] ?? RULE_MESSAGES;
}
