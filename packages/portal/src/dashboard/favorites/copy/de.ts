import { plural } from '@convive/sdk';
import type { FavoritesCopy } from './es';

export const de: FavoritesCopy = {
  documentTitle: 'Meine Favoriten · Convive',
  title: 'Meine Favoriten',
  description: 'Die Immobilien, die Sie gespeichert haben.',
  saved: (n: number) =>
    plural('de', n, {
      one: `Sie haben ${n} Immobilie gespeichert.`,
      other: `Sie haben ${n} Immobilien gespeichert.`,
    }),
  loading: 'Ihre Favoriten werden geladen...',
  emptyTitle: 'Noch keine Favoriten',
  emptyText: 'Tippen Sie auf das Herz einer Immobilie, um sie hier zu speichern und schnell wiederzufinden.',
  explore: 'Immobilien entdecken',
  noMatchTitle: 'Keine Immobilie entspricht Ihrer Suche',
  noMatchText: (search: string) => `Keiner Ihrer Favoriten enthält „${search}“.`,
  clearSearch: 'Suche zurücksetzen',
  searchPlaceholder: 'Titel, Stadt oder Beschreibung...',
  searchLabel: 'In meinen Favoriten suchen',
  shown: (visible: number, total: number) => `${visible} von ${total}`,
  features: 'Ausstattung',
  bedrooms: (n: number) => plural('de', n, { one: `${n} Schlafzimmer`, other: `${n} Schlafzimmer` }),
  bathrooms: (n: number) => plural('de', n, { one: `${n} Bad`, other: `${n} Bäder` }),
  details: 'Details ansehen',
};
