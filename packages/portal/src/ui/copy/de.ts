import type { UiCopy } from './es';

export const de: UiCopy = {
  loading: 'Wird geladen...',
  retry: 'Erneut versuchen',
  cancel: 'Abbrechen',
  clearSearch: 'Suche löschen',
  openFailed: 'Konnte nicht geöffnet werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
};
