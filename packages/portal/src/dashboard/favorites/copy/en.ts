import { plural } from '@convive/sdk';
import type { FavoritesCopy } from './es';

export const en: FavoritesCopy = {
  documentTitle: 'My favourites · Convive',
  title: 'My favourites',
  description: 'The properties you have saved.',
  saved: (n: number) =>
    plural('en', n, { one: `You have ${n} saved property.`, other: `You have ${n} saved properties.` }),
  loading: 'Loading your favourites...',
  emptyTitle: 'No favourites yet',
  emptyText: "Tap a property's heart to save it here and find it again quickly.",
  explore: 'Explore properties',
  noMatchTitle: 'No properties match your search',
  noMatchText: (search: string) => `None of your favourites contain “${search}”.`,
  clearSearch: 'Clear search',
  searchPlaceholder: 'Title, city or description...',
  searchLabel: 'Search my favourites',
  shown: (visible: number, total: number) => `${visible} of ${total}`,
  features: 'Features',
  bedrooms: (n: number) => plural('en', n, { one: `${n} bedroom`, other: `${n} bedrooms` }),
  bathrooms: (n: number) => plural('en', n, { one: `${n} bathroom`, other: `${n} bathrooms` }),
  details: 'View details',
};
