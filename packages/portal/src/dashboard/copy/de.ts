import type { DashboardCopy } from './es';

export const de: DashboardCopy = {
  home: {
    documentTitle: 'Dashboard · Convive',
    welcome: (name: string) => `Willkommen, ${name}`,
    landlordIntro: 'Verwalten Sie Ihre Immobilien, die eingegangenen Anfragen und Ihre Besichtigungen.',
    tenantIntro: 'Behalten Sie Ihre Favoriten, Anfragen und Besichtigungen im Blick.',
    newProperty: 'Neue Immobilie',
    exploreProperties: 'Immobilien entdecken',
    summary: 'Übersicht',
    myProperties: 'Meine Immobilien',
    favorites: 'Favoriten',
    pendingAppointments: 'Offene Besichtigungen',
    confirmedAppointments: 'Bestätigte Besichtigungen',
    loading: 'Wird geladen...',
    quickActions: 'Schnellzugriff',
    landlordActions: {
      properties: 'Meine Immobilien verwalten',
      addRoom: 'Zimmer hinzufügen',
      publishListing: 'Inserat veröffentlichen',
      reviewApplications: 'Anfragen prüfen',
    },
    tenantActions: {
      searchRooms: 'Zimmer suchen',
      favorites: 'Meine Favoriten ansehen',
      savedSearches: 'Meine gespeicherten Suchen ansehen',
      requests: 'Meine Anfragen verfolgen',
      profile: 'Mein Profil vervollständigen',
    },
    settings: 'Einstellungen',
    upcoming: 'Anstehende Besichtigungen',
    seeAll: 'Alle ansehen',
    loadingAppointments: 'Besichtigungen werden geladen...',
    loadingApplications: 'Anfragen werden geladen...',
    noUpcomingLandlord: 'Keine anstehenden Besichtigungen Ihrer Immobilien.',
    noUpcomingTenant:
      'Sie haben keine anstehenden Besichtigungen. Fragen Sie eine auf der Seite einer Immobilie an.',
    recentApplications: 'Neueste Anfragen',
    myApplications: 'Meine Anfragen',
    noApplicationsLandlord: 'Sie haben noch keine Anfragen für Ihre Immobilien erhalten.',
    noApplicationsTenant: 'Sie haben noch keine Anfrage gesendet.',
  },
  /** What a request is: a question (answered) or an application for a period (accepted or not). */
  requestKind: {
    inquiry: 'Anfrage',
    application: 'Bewerbung',
  },
  applicationStatus: {
    pendiente: 'Ausstehend',
    aceptada: 'Angenommen',
    rechazada: 'Abgelehnt',
    cancelada: 'Storniert',
    expirada: 'Abgelaufen',
  },
  list: {
    view: 'Ansehen',
    edit: 'Bearbeiten',
    deleteItem: (title: string) => `${title} löschen`,
    status: 'Status',
    noMatchText: 'Versuchen Sie eine andere Suche oder einen anderen Status.',
    clearFilters: 'Filter zurücksetzen',
  },
};
