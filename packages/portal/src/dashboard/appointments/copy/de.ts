import type { AppointmentsCopy } from './es';

export const de: AppointmentsCopy = {
  page: {
    documentTitle: 'Meine Besichtigungen · Convive',
    title: 'Meine Besichtigungen',
    descriptionLandlord: 'Besichtigungsanfragen für Ihre Immobilien: Bestätigen oder lehnen Sie sie ab.',
    descriptionTenant: 'Die Besichtigungen, die Sie angefragt haben, und ihr Status.',
    searchPlaceholder: 'Besichtigungen suchen...',
    propertyFilter: 'Immobilie',
    allProperties: 'Alle Immobilien',
    tabsLabel: 'Besichtigungen nach Status filtern',
    loading: 'Besichtigungen werden geladen...',
    emptyTitle: 'Keine Besichtigungen',
    noMatch: 'Keine Besichtigung entspricht Ihrer Suche.',
    emptyLandlord: 'Sobald jemand eine Ihrer Immobilien besichtigen möchte, erscheint die Anfrage hier.',
    emptyTenant: 'Fragen Sie auf der Seite einer Immobilie eine Besichtigung an – sie erscheint dann hier.',
    clearFilters: 'Filter zurücksetzen',
    explore: 'Immobilien entdecken',
  },
  tabs: {
    all: 'Alle',
    pendiente: 'Ausstehend',
    confirmada: 'Bestätigt',
    cancelada: 'Storniert',
    completada: 'Abgeschlossen',
  },
  statuses: {
    pendiente: 'Ausstehend',
    confirmada: 'Bestätigt',
    cancelada: 'Storniert',
    completada: 'Abgeschlossen',
    rechazada: 'Abgelehnt',
  },
  card: {
    applicant: 'Angefragt von',
    guest: (name: string) => `${name} (ohne Konto)`,
    contact: 'Kontakt',
    notes: 'Notizen',
    ownerMessage: 'Nachricht des Vermieters',
    requesterMessage: 'Nachricht des Anfragenden',
    viewProperty: 'Immobilie ansehen',
    reject: 'Ablehnen',
    confirm: 'Bestätigen',
    cancel: 'Stornieren',
    addToCalendar: 'Zum Kalender hinzufügen',
    calendarFailure:
      'Der Kalendereintrag konnte nicht heruntergeladen werden. Bitte versuchen Sie es später erneut.',
  },
  dialog: {
    confirmTitle: 'Besichtigung bestätigen',
    confirmLabel: 'Bestätigen',
    rejectTitle: 'Besichtigung ablehnen',
    rejectLabel: 'Ablehnen',
    cancelTitle: 'Besichtigung stornieren',
    cancelLabel: 'Besichtigung stornieren',
    back: 'Zurück',
    saving: 'Wird gespeichert...',
    confirmText: (name: string, property: string, when: string) =>
      `Sie bestätigen die Besichtigung von ${name} für „${property}“ am ${when}.`,
    rejectText: (name: string, property: string, when: string) =>
      `Sie lehnen die Besichtigung von ${name} für „${property}“ am ${when} ab.`,
    cancelText: (property: string, when: string) =>
      `Möchten Sie Ihre Besichtigung von „${property}“ am ${when} wirklich stornieren?`,
    messageLabel: 'Nachricht an den Interessenten (optional)',
    messageHint: (max: number) => `Höchstens ${max} Zeichen.`,
  },
};
