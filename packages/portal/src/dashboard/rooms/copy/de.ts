import { plural } from '@convive/sdk';
import type { RoomsCopy } from './es';

export const de: RoomsCopy = {
  list: {
    title: 'Zimmerverwaltung',
    description: 'Verwalten Sie die Zimmer Ihrer Coliving-Immobilien.',
    newRoom: 'Neues Zimmer',
    loading: 'Ihre Zimmer werden geladen...',
    noPropertiesTitle: 'Sie haben noch keine Immobilien',
    createProperty: 'Immobilie erstellen',
    emptyTitle: 'Sie haben noch keine Zimmer',
    emptyText: 'Erstellen Sie Ihr erstes Zimmer, um Ihre Coliving-Immobilien zimmerweise zu vermieten.',
    searchPlaceholder: 'Titel, Immobilie oder Nummer...',
    searchLabel: 'Zimmer durchsuchen',
    property: 'Immobilie',
    allProperties: 'Alle Immobilien',
    status: 'Status',
    allStatuses: 'Alle',
    count: (n: number) => `${n} Zimmer`,
    filteredCount: (shown: number, total: number) => `${shown} von ${total} Zimmern`,
    noMatchesTitle: 'Keine Zimmer gefunden',
    noMatchesText: 'Kein Zimmer entspricht Ihrer Suche oder den Filtern.',
    clearFilters: 'Filter zurücksetzen',
    deleteTitle: (title: string) => `„${title}“ löschen`,
    deleteFallbackTitle: 'Zimmer löschen',
    deleteConfirm:
      'Möchten Sie dieses Zimmer wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.',
    delete: 'Löschen',
  },
  card: {
    place: (property: string, number: string) => `${property} · Zimmer ${number}`,
    noDescription: 'Keine Beschreibung vorhanden',
    features: 'Ausstattung',
    changeStatus: 'Status ändern',
  },
  features: {
    has_private_bathroom: 'Eigenes Bad',
    has_balcony: 'Balkon',
    has_desk: 'Schreibtisch',
    has_wardrobe: 'Kleiderschrank',
    is_furnished: 'Möbliert',
    has_window: 'Fenster nach außen',
  },
  form: {
    newTitle: 'Neues Zimmer',
    editTitle: 'Zimmer bearbeiten',
    newDescription: 'Fügen Sie einer Ihrer Coliving-Immobilien ein Zimmer hinzu.',
    editDescription: 'Aktualisieren Sie die Daten, den Status und die Bilder des Zimmers.',
    loading: 'Zimmerdaten werden geladen...',
    createPropertyFirst: 'Erstellen Sie zuerst eine Immobilie.',
    back: 'Zurück',
    backToList: 'Zurück zu meinen Zimmern',
    retry: 'Erneut versuchen',
    saving: 'Zimmer wird gespeichert...',
    uploading: 'Bilder werden hochgeladen...',
    uploadFailed:
      'Das Zimmer wurde gespeichert, aber die neuen Bilder wurden nicht hochgeladen. Versuchen Sie es erneut oder entfernen Sie sie.',
    create: 'Zimmer erstellen',
    save: 'Änderungen speichern',
    sections: {
      basic: 'Zimmerangaben',
      details: 'Preis und Verfügbarkeit',
      features: 'Ausstattung',
      images: 'Bilder',
    },
    featuresLegend: 'Ausstattung des Zimmers',
    fields: {
      property: 'Immobilie',
      chooseProperty: 'Immobilie auswählen',
      roomNumber: 'Zimmernummer',
      roomNumberPlaceholder: 'z. B. A1',
      title: 'Titel',
      titlePlaceholder: 'z. B. Helles Außenzimmer',
      description: 'Beschreibung',
      price: 'Monatsmiete (€/Monat)',
      size: 'Größe (m²)',
      floor: 'Etage',
      availableFrom: 'Verfügbar ab',
      status: 'Status',
      deposit: 'Kaution (€)',
      minStay: 'Mindestaufenthalt (Monate)',
      maxStay: 'Höchstaufenthalt (Monate)',
      maxStayHint: 'Leer lassen, wenn es kein Maximum gibt.',
    },
    imagesOnSave: 'Neue Bilder werden beim Speichern der Änderungen hochgeladen.',
    imagesAfterCreate: 'Die Bilder werden hochgeladen, nachdem das Zimmer erstellt wurde.',
    imagesHint: (limit: number, more: boolean) =>
      `Formate: JPG, PNG, WebP. Höchstens 10 MB pro Bild. Bis zu ${limit}${more ? plural('de', limit, { one: ' weiteres', other: ' weitere' }) : ''} ${plural('de', limit, { one: 'Bild', other: 'Bilder' })}.`,
  },
  validation: {
    availableFromRequired: 'Bitte wählen Sie das Verfügbarkeitsdatum',
    floorInvalid: 'Bitte geben Sie eine gültige Etage ein',
    maxStayInvalid: 'Der Höchstaufenthalt muss mindestens 1 Monat betragen',
    maxBelowMin: 'Der Höchstaufenthalt darf nicht kürzer als der Mindestaufenthalt sein.',
    depositInvalid: 'Die Kaution darf nicht negativ sein',
    roomsFull: (bedrooms: number) =>
      bedrooms === 0
        ? 'Diese Immobilie hat keine Schlafzimmer. Geben Sie bei der Immobilie an, wie viele sie hat, bevor Sie Zimmer hinzufügen.'
        : bedrooms === 1
          ? 'Diese Immobilie hat 1 Schlafzimmer, und es hat bereits sein Zimmer. Um ein weiteres hinzuzufügen, erhöhen Sie zuerst die Schlafzimmer der Immobilie.'
          : `Diese Immobilie hat ${bedrooms} Schlafzimmer und bereits ein Zimmer pro Schlafzimmer. Um ein weiteres hinzuzufügen, erhöhen Sie zuerst die Schlafzimmer der Immobilie.`,
  },
};
