import {
  formatEuros,
  PROPERTY_AMENITIES,
  type PropertyType,
  type SavedSearchFilters,
  sizeText,
} from '@convive/sdk';
import type { SavedSearchesCopy } from './copy';

/** A range's text from its bounds: 'De 400 € a 800 €', 'Hasta 800 €', 'Desde 400 €', or nothing. */
function range(
  min: number | undefined,
  max: number | undefined,
  format: (value: number) => string,
  words: { between(min: string, max: string): string; upTo(max: string): string; from(min: string): string },
): string | null {
  const low = min !== undefined && Number(min) > 0 ? Number(min) : null;
  const high = max !== undefined ? Number(max) : null;
  if (low !== null && high !== null) return words.between(format(low), format(high));
  if (high !== null) return words.upTo(format(high));
  if (low !== null) return words.from(format(low));
  return null;
}

/**
 * A saved search's filters in words, one part per idea, in the reader's language:
 * ['En Malasaña, Madrid', 'Hasta 800 €', 'Piso', '2+ dormitorios', 'Amueblado, Ascensor'].
 * A search with no filter is ['Todas las propiedades']. The order of the results is not a filter
 * and is left out.
 */
export function savedSearchSummary(
  filters: SavedSearchFilters,
  words: SavedSearchesCopy['summary'],
  intlLocale: string,
): string[] {
  const parts: string[] = [];
  const text = filters.search?.trim();
  if (text) parts.push(words.text(text));
  const place = [filters.neighborhood?.trim(), filters.city?.trim()].filter(Boolean).join(', ');
  if (place) parts.push(words.place(place));
  const price = range(filters.min_price, filters.max_price, (n) => formatEuros(n, intlLocale), {
    between: words.priceBetween,
    upTo: words.priceUpTo,
    from: words.priceFrom,
  });
  if (price) parts.push(price);
  if (filters.property_type) {
    parts.push(words.types[filters.property_type as PropertyType] ?? filters.property_type);
  }
  if (filters.coliving === 'coliving') parts.push(words.coliving);
  else if (filters.coliving === 'traditional') parts.push(words.traditional);
  if (filters.bedrooms !== undefined && Number(filters.bedrooms) > 0)
    parts.push(words.bedrooms(Number(filters.bedrooms)));
  if (filters.bathrooms !== undefined && Number(filters.bathrooms) > 0)
    parts.push(words.bathrooms(Number(filters.bathrooms)));
  const size = range(filters.min_size, filters.max_size, (n) => sizeText(n, intlLocale), {
    between: words.sizeBetween,
    upTo: words.sizeUpTo,
    from: words.sizeFrom,
  });
  if (size) parts.push(size);
  const extras = PROPERTY_AMENITIES.filter((amenity) => filters[amenity] === true).map(
    (amenity) => words.extras[amenity],
  );
  if (extras.length > 0) parts.push(extras.join(', '));
  return parts.length > 0 ? parts : [words.any];
}
