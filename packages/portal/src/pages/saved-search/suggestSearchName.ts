import { formatEuros, type PropertyType, SAVED_SEARCH_NAME_MAX, type SavedSearchFilters } from '@convive/sdk';
import { INTL_LOCALE, type Locale } from '@convive/widgets';

/**
 * The name the save dialog suggests for a search: what is looked for, where, and up to
 * what price — 'Pisos en Madrid hasta 800 €', 'Habitaciones en Barcelona'. The four languages are
 * here, not in a lazily loaded catalog, so the function stays pure and the name is ready when the
 * dialog opens.
 */

interface NameWords {
  /** What is looked for with no type chosen. */
  homes: string;
  /** Coliving homes: one rents a room. */
  rooms: string;
  types: Record<PropertyType, string>;
  in(place: string): string;
  upTo(price: string): string;
  from(price: string): string;
  between(min: string, max: string): string;
}

const WORDS: Record<Locale, NameWords> = {
  es: {
    homes: 'Pisos',
    rooms: 'Habitaciones',
    types: {
      apartamento: 'Apartamentos',
      casa: 'Casas',
      chalet: 'Chalets',
      piso: 'Pisos',
      estudio: 'Estudios',
      atico: 'Áticos',
      duplex: 'Dúplex',
    },
    in: (place) => `en ${place}`,
    upTo: (price) => `hasta ${price}`,
    from: (price) => `desde ${price}`,
    between: (min, max) => `de ${min} a ${max}`,
  },
  en: {
    homes: 'Homes',
    rooms: 'Rooms',
    types: {
      apartamento: 'Apartments',
      casa: 'Houses',
      chalet: 'Detached houses',
      piso: 'Flats',
      estudio: 'Studios',
      atico: 'Penthouses',
      duplex: 'Duplexes',
    },
    in: (place) => `in ${place}`,
    upTo: (price) => `up to ${price}`,
    from: (price) => `from ${price}`,
    between: (min, max) => `${min} to ${max}`,
  },
  fr: {
    homes: 'Logements',
    rooms: 'Chambres',
    types: {
      apartamento: 'Appartements',
      casa: 'Maisons',
      chalet: 'Villas',
      piso: 'Appartements',
      estudio: 'Studios',
      atico: 'Attiques',
      duplex: 'Duplex',
    },
    in: (place) => `à ${place}`,
    upTo: (price) => `jusqu'à ${price}`,
    from: (price) => `à partir de ${price}`,
    between: (min, max) => `de ${min} à ${max}`,
  },
  de: {
    homes: 'Wohnungen',
    rooms: 'Zimmer',
    types: {
      apartamento: 'Apartments',
      casa: 'Häuser',
      chalet: 'Einfamilienhäuser',
      piso: 'Wohnungen',
      estudio: 'Studios',
      atico: 'Penthäuser',
      duplex: 'Maisonetten',
    },
    in: (place) => `in ${place}`,
    upTo: (price) => `bis ${price}`,
    from: (price) => `ab ${price}`,
    between: (min, max) => `${min} bis ${max}`,
  },
};

/** Intl separates the euro sign with a no-break space: a name typed in a text field wants plain ones. */
function euros(amount: number, language: Locale): string {
  return formatEuros(amount, INTL_LOCALE[language]).replace(/[\u00a0\u202f]/g, ' ');
}

/** The suggested name of a search with these filters, in `language`, at most SAVED_SEARCH_NAME_MAX long. */
export function suggestSearchName(filters: SavedSearchFilters, language: Locale): string {
  const words = WORDS[language] ?? WORDS.es;
  const what =
    filters.coliving === 'coliving'
      ? words.rooms
      : filters.property_type
        ? (words.types[filters.property_type as PropertyType] ?? words.homes)
        : words.homes;
  const parts = [what];
  const place = [filters.neighborhood?.trim(), filters.city?.trim()].filter(Boolean).join(', ');
  if (place) parts.push(words.in(place));
  const min = filters.min_price !== undefined && filters.min_price > 0 ? Number(filters.min_price) : null;
  const max = filters.max_price !== undefined ? Number(filters.max_price) : null;
  if (min !== null && max !== null) parts.push(words.between(euros(min, language), euros(max, language)));
  else if (max !== null) parts.push(words.upTo(euros(max, language)));
  else if (min !== null) parts.push(words.from(euros(min, language)));
  const name = parts.join(' ');
  return name.length <= SAVED_SEARCH_NAME_MAX
    ? name
    : `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…`;
}
