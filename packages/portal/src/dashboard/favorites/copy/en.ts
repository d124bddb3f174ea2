import type { FavoritesCopy } from './es';

export const en: FavoritesCopy = {
  documentTitle: 'My favourites · Convive',
  title: 'My favourites',
  description: 'The properties you have saved.',
  saved: (n: number) => (n === 1 ? 'You have 1 saved property.' : `You have ${n} saved properties.`),
  loading: 'Loading your favourites...',
  emptyTitle: 'No favourites yet',
  emptyText: "Tap a property's heart to save it here and find it again quickly.",
  explore: 'Explore properties',
  noMatchTitle: 'No properties match your search',
  noMatchText: (search: string) => `None of your favourites contain “${search}”.`,
  clearSearch: 'Clear search',
  searchPlaceholder: 'Search by title, city or description...',
  searchLabel: 'Search my favourites',
  shown: (visible: number, total: number) => `${visible} of ${total}`,
  features: 'Features',
  bedrooms: (n: number) => (n === 1 ? '1 bedroom' : `${n} bedrooms`),
  bathrooms: (n: number) => (n === 1 ? '1 bathroom' : `${n} bathrooms`),
  details: 'View details',
};
