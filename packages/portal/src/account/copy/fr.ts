import type { AccountCopy } from './es';

export const fr: AccountCopy = {
  fields: {
    email: 'E-mail',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    phoneOptional: 'Téléphone (facultatif)',
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
  },
  checklist: {
    label: 'Exigences du mot de passe',
    met: ' (respectée)',
    pending: ' (à respecter)',
    length: (n: number) => `Au moins ${n} caractères`,
    notNumeric: 'Pas uniquement des chiffres',
    notRepeated: 'Pas un même caractère répété',
    notSimilar: 'Ne ressemble ni à votre nom ni à votre e-mail',
    notCommon: 'Pas un mot de passe courant',
  },
  country: {
    none: 'Aucun pays',
    button: (name: string) => `Pays du téléphone : ${name}`,
    search: 'Rechercher un pays',
    searchPlaceholder: 'Rechercher un pays ou un indicatif...',
    list: 'Pays',
    empty: 'Aucun pays ne correspond',
  },
  google: {
    or: 'ou',
    continue: 'Continuer avec Google',
    fallback: 'Si la fenêtre de Google ne s’ouvre pas, utilisez ce bouton :',
  },
};
