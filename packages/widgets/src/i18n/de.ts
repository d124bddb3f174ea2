import type { es } from './es';
import type { CatalogOf } from './types';

/** German copy: the same shape as the Spanish catalog. */
export const de: CatalogOf<typeof es> = {
  common: {
    loading: 'Wird geladen...',
    retry: 'Erneut versuchen',
    close: 'Schließen',
    cancel: 'Abbrechen',
    perMonth: '/Monat',
    signInRequired: 'Anmeldung erforderlich',
  },
};
