import type { AccountCopy } from './es';

export const de: AccountCopy = {
  fields: {
    email: 'E-Mail',
    firstName: 'Vorname',
    lastName: 'Nachname',
    phone: 'Telefon',
    phoneOptional: 'Telefon (optional)',
    password: 'Passwort',
    confirmPassword: 'Passwort bestätigen',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
  },
  checklist: {
    label: 'Anforderungen an das Passwort',
    met: ' (erfüllt)',
    pending: ' (noch offen)',
    length: (n: number) => `Mindestens ${n} Zeichen`,
    notNumeric: 'Nicht nur Ziffern',
    notRepeated: 'Nicht ein einziges wiederholtes Zeichen',
    notSimilar: 'Nicht ähnlich zu Ihrem Namen oder Ihrer E-Mail',
    notCommon: 'Kein gängiges Passwort',
  },
  country: {
    none: 'Kein Land',
    button: (name: string) => `Land der Telefonnummer: ${name}`,
    search: 'Land suchen',
    searchPlaceholder: 'Land oder Vorwahl suchen...',
    list: 'Länder',
    empty: 'Keine passenden Länder',
  },
  google: {
    or: 'oder',
    continue: 'Weiter mit Google',
    fallback: 'Falls sich das Google-Fenster nicht öffnet, verwenden Sie diese Schaltfläche:',
  },
};
