import type { FavoritesCopy } from './es';

export const de: FavoritesCopy = {
  documentTitle: 'Meine Favoriten · Convive',
  title: 'Meine Favoriten',
  description: 'Die Immobilien, die Sie gespeichert haben.',
  saved: (n: number) =>
    n === 1 ? 'Sie haben 1 Immobilie gespeichert.' : `Sie haben ${n} Immobilien gespeichert.`,
  loading: 'Ihre Favoriten werden geladen...',
  emptyTitle: 'Noch keine Favoriten',
  emptyText: 'Tippen Sie auf das Herz einer Immobilie, um sie hier zu speichern und schnell wiederzufinden.',
  explore: 'Immobilien entdecken',
  noMatchTitle: 'Keine Immobilie entspricht Ihrer Suche',
  noMatchText: (search: string) => `Keiner Ihrer Favoriten enthält „${search}“.`,
  clearSearch: 'Suche zurücksetzen',
  searchPlaceholder: 'Nach Titel, Stadt oder Beschreibung suchen...',
  searchLabel: 'In meinen Favoriten suchen',
  shown: (visible: number, total: number) => `${visible} von ${total}`,
  features: 'Ausstattung',
  bedrooms: (n: number) => (n === 1 ? '1 Schlafzimmer' : `${n} Schlafzimmer`),
  bathrooms: (n: number) => (n === 1 ? '1 Bad' : `${n} Bäder`),
  details: 'Details ansehen',
};
