import type { UiCopy } from './es';

export const fr: UiCopy = {
  loading: 'Chargement...',
  retry: 'Réessayer',
  cancel: 'Annuler',
  clearSearch: 'Effacer la recherche',
  openFailed: 'Impossible d’ouvrir cet élément. Vérifiez votre connexion et réessayez.',
};
