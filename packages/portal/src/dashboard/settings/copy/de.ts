import type { SettingsCopy } from './es';

export const de: SettingsCopy = {
  documentTitle: 'Einstellungen · Convive',
  title: 'Einstellungen',
  description: 'Ihre Hinweise, Ihr Passwort und Ihr Konto.',
  tabsLabel: 'Bereiche der Einstellungen',
  tabs: {
    notifications: 'Benachrichtigungen',
    privacy: 'Datenschutz',
    account: 'Konto',
  },
  toasts: {
    title: 'Pop-up-Hinweise',
    intro:
      'Wählen Sie, welche Live-Hinweise Sie sehen möchten, während Sie Convive nutzen. Benachrichtigungen bleiben in Ihrem Posteingang, auch wenn Sie den Hinweis stummschalten.',
    switches: {
      disableFavoriteToasts: {
        label: 'Favoriten',
        hint: 'Wenn jemand eine Ihrer Immobilien zu den Favoriten hinzufügt.',
      },
      disableRequestToasts: {
        label: 'Anfragen',
        hint: 'Wenn eine Anfrage angenommen oder abgelehnt wird.',
      },
      disableAppointmentToasts: {
        label: 'Besichtigungen',
        hint: 'Wenn eine Besichtigung angefragt, bestätigt oder abgesagt wird, und ihre Erinnerungen.',
      },
      disableSearchAlertToasts: {
        label: 'Benachrichtigungen zu gespeicherten Suchen',
        hint: 'Wenn eine Immobilie veröffentlicht wird, die zu einer Ihrer gespeicherten Suchen passt.',
      },
    },
    on: 'Aktiviert',
    off: 'Stummgeschaltet',
    active: (count: number, total: number) => `${count} von ${total} Benachrichtigungsarten aktiv`,
  },
  password: {
    title: 'Passwort ändern',
    intro:
      'Verwenden Sie mindestens 8 Zeichen, nicht nur Ziffern und nicht ähnlich zu Ihrem Namen oder Ihrer E-Mail. Beim Ändern werden Ihre anderen Sitzungen beendet.',
    current: 'Aktuelles Passwort',
    new: 'Neues Passwort',
    confirm: 'Neues Passwort bestätigen',
    submit: 'Passwort aktualisieren',
    submitting: 'Wird aktualisiert...',
    blank: 'Dieses Feld darf nicht leer sein.',
    failed: 'Das Passwort konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
  },
  account: {
    title: 'Kontodaten',
    email: 'E-Mail-Adresse',
    emailFixed: 'Die E-Mail-Adresse kann nicht geändert werden. Wenn Sie sie ändern müssen,',
    contactSupport: 'wenden Sie sich an den Support',
    type: 'Kontotyp',
    landlord: 'Vermieter',
    tenant: 'Mieter',
    landlordText: 'Sie können Immobilien veröffentlichen und Mieter verwalten.',
    tenantText: 'Sie können Immobilien suchen und anfragen.',
  },
  delete: {
    title: 'Konto löschen',
    text: 'Ihr Profil und Ihre Daten werden dauerhaft gelöscht. Dies kann nicht rückgängig gemacht werden.',
    button: 'Mein Konto löschen',
    deleting: 'Wird gelöscht...',
    password: 'Aktuelles Passwort',
  },
};
