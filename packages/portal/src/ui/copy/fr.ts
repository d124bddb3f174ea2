import type { UiCopy } from './es';

export const fr: UiCopy = {
  loading: 'Chargement...',
  retry: 'Réessayer',
  cancel: 'Annuler',
  clearSearch: 'Effacer la recherche',
  openFailed: 'Impossible d’ouvrir cet élément. Vérifiez votre connexion et réessayez.',
  needsScript: {
    login: 'La connexion nécessite JavaScript. Activez-le dans votre navigateur et rechargez la page.',
    register:
      'La création d’un compte nécessite JavaScript. Activez-le dans votre navigateur et rechargez la page.',
    form: 'L’envoi de ce formulaire nécessite JavaScript. Activez-le dans votre navigateur et rechargez la page.',
    contact:
      'Écrire au propriétaire nécessite JavaScript. Activez-le dans votre navigateur et rechargez la page.',
  },
};
