import type { RequestsCopy } from './es';

export const de: RequestsCopy = {
  page: {
    documentTitle: 'Meine Anfragen · Convive',
    title: 'Meine Anfragen',
    description: 'Verfolgen Sie den Status der Anfragen, die Sie an Vermieter gesendet haben.',
    applicationsDescription:
      'Sehen Sie sich Ihre gesendeten Mietanfragen und die Antwort des jeweiligen Vermieters an.',
    viewsLabel: 'Meine Anfragen anzeigen',
    byStatus: 'Nach Status',
    applications: 'Mietanfragen',
  },
  list: {
    loading: 'Anfragen werden geladen...',
    searchPlaceholder: 'Anfragen suchen...',
    tabsLabel: 'Anfragen nach Status filtern',
    label: 'Anfragen',
    emptyTitle: 'Keine Anfragen',
    noMatch: 'Keine Anfrage entspricht Ihrer Suche.',
    clearSearch: 'Suche zurücksetzen',
    explore: 'Immobilien entdecken',
  },
  tabs: {
    all: 'Alle',
    pending: 'Ausstehend',
    approved: 'Angenommen',
    rejected: 'Abgelehnt',
    canceled: 'Storniert',
  },
  empty: {
    all: 'Sie haben noch keine Anfragen gesendet. Entdecken Sie Immobilien und kontaktieren Sie die Vermieter.',
    pending: 'Sie haben keine Anfragen, die auf eine Antwort warten.',
    approved: 'Sie haben noch keine angenommenen Anfragen.',
    rejected: 'Sie haben keine abgelehnten Anfragen.',
    canceled: 'Sie haben keine stornierten oder abgelaufenen Anfragen.',
  },
  statuses: {
    pending: 'Ausstehend',
    approved: 'Angenommen',
    rejected: 'Abgelehnt',
    canceled: 'Storniert',
    expired: 'Abgelaufen',
  },
  types: {
    inquiry: 'Frage',
    visit: 'Besichtigung',
    application: 'Mietanfrage',
    maintenance: 'Wartung',
    other: 'Sonstiges',
  },
  card: {
    untitled: 'Anfrage ohne Titel',
    noDescription: 'Keine Beschreibung',
    ownerResponse: 'Antwort des Vermieters:',
    approved: 'Ihre Anfrage wurde angenommen.',
    rejected: 'Ihre Anfrage wurde abgelehnt.',
    expired: 'Der Status der Anfrage wurde aktualisiert.',
    cancel: 'Stornieren',
    cancelWhich: (title: string) => ` der Anfrage ${title}`,
    viewProperty: 'Immobilie ansehen',
    continue: 'Weiter',
  },
  cancelDialog: {
    confirm: 'Ja, Anfrage stornieren',
    busy: 'Wird storniert...',
    back: 'Zurück',
  },
};
