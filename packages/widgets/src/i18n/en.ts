import type { es } from './es';
import type { CatalogOf } from './types';

/** English copy: the same shape as the Spanish catalog. */
export const en: CatalogOf<typeof es> = {
  common: {
    loading: 'Loading...',
    retry: 'Retry',
    close: 'Close',
    cancel: 'Cancel',
    perMonth: '/month',
    signInRequired: 'Sign in required',
  },
};
