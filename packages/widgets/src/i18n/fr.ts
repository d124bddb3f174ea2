import type { es } from './es';
import type { CatalogOf } from './types';

/** French copy: the same shape as the Spanish catalog. */
export const fr: CatalogOf<typeof es> = {
  common: {
    loading: 'Chargement...',
    retry: 'Réessayer',
    close: 'Fermer',
    cancel: 'Annuler',
    perMonth: '/mois',
    signInRequired: 'Connexion requise',
  },
};
