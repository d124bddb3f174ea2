import { plural } from '@convive/sdk';
import type { HomeCopy } from './es';

export const en: HomeCopy = {
  documentTitle: 'Convive · Flats and coliving rooms',
  eyebrow: 'Coliving and traditional rentals',
  title: 'Find your ideal shared home',
  lead: 'Flats, houses and rooms in shared homes all over Spain, with verified landlords and visits booked in a few clicks.',
  featured: {
    title: 'Featured properties',
    lead: 'A selection of homes available right now.',
    loading: 'Loading properties...',
    failure: 'The properties could not be loaded',
    emptyTitle: 'No properties are available right now',
    emptyText: 'Come back soon: new homes are listed every week.',
    all: 'See all properties',
  },
  publish: 'List a property',
  heroFallback: 'Got a home to let? List it and find tenants.',
  how: {
    title: 'How it works',
    lead: 'Three steps from your search to your new home.',
    step: (n: number) => `Step ${n}: `,
    search: 'Search',
    searchText: 'Filter by city, price, type of home and amenities until you find your place.',
    connect: 'Connect',
    connectText:
      'Write to the landlord, get your questions answered and request a visit at a time that suits you.',
    move: 'Move in',
    moveText: 'Close the deal and move into your new home, with everything clear from the start.',
  },
  reviews: {
    title: 'What our users say',
    average: (rating: string) => `Average rating: ${rating} out of 5`,
    rating: (n: number) => `Rating: ${n} out of 5`,
    count: (n: number) => plural('en', n, { one: `${n} review`, other: `${n} reviews` }),
    laura: {
      role: 'Student in Madrid',
      text: 'I found a room ten minutes from university within a week. Everything was clear, no surprises.',
    },
    daniel: {
      role: 'Engineer in Barcelona',
      text: 'Filtering by coliving saved me so much time. Now I share a flat with people I really get on with.',
    },
    anaPablo: {
      role: 'Landlords in Valencia',
      text: 'We listed our flat and within a few days we had interested tenants and visits lined up.',
    },
  },
  figures: {
    label: 'Convive in numbers',
    users: (n: string) => `Over ${n}`,
    usersText: 'happy users',
    fasterValue: '+50%',
    faster: 'faster',
    rented: 'properties rented',
  },
  cta: {
    title: 'Looking for a home, or have one to let?',
    text: 'Find your next home among hundreds of listings, or list your property and reach tenants looking for exactly what you offer.',
    search: 'Find a place',
  },
};
