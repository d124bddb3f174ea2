import type { UiCopy } from './es';

export const de: UiCopy = {
  loading: 'Wird geladen...',
  retry: 'Erneut versuchen',
  cancel: 'Abbrechen',
  clearSearch: 'Suche löschen',
  openFailed: 'Konnte nicht geöffnet werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  needsScript: {
    login:
      'Für die Anmeldung wird JavaScript benötigt. Aktivieren Sie es in Ihrem Browser und laden Sie die Seite neu.',
    register:
      'Für die Registrierung wird JavaScript benötigt. Aktivieren Sie es in Ihrem Browser und laden Sie die Seite neu.',
    form: 'Zum Senden dieses Formulars wird JavaScript benötigt. Aktivieren Sie es in Ihrem Browser und laden Sie die Seite neu.',
    contact:
      'Um dem Vermieter zu schreiben, wird JavaScript benötigt. Aktivieren Sie es in Ihrem Browser und laden Sie die Seite neu.',
  },
};
