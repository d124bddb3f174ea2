import { normalizeText, PROPERTY_AMENITIES, type SavedSearchFilters } from '@convive/sdk';
import { propertyMatches, searchTerms } from '../db/fullText';
import type { PropertyRow } from '../db/schema';

/**
 * The public search's filters (search/properties.ts `propertyConditions`, GET /properties/all/)
 * as a predicate on one property, for saved-search alerts: a property that appears is checked here
 * against the searches the indexed pre-filter found. It must agree with the SQL, condition by
 * condition (savedSearchMatch.test.ts runs both on the same properties):
 * - `search` is Spanish full text (db/fullText.ts): every term of the text among the stems of the
 *   title, description, neighbourhood, city and address, the last word a prefix when unfinished;
 * - `neighborhood` is matched as `lower(column) LIKE '%term%'`: a lower-cased substring;
 * - `city` is an accent-free prefix of the folded city or neighbourhood (`city_key`, `neighborhood_key`);
 * - prices compare the shown price (a coliving property's cheapest available room), the rest their column;
 * - `bedrooms` and `bathrooms` are minimums; an amenity filter only ever asks for `true`;
 * - `ordering` orders, it does not filter.
 */
export type MatchableProperty = Pick<
  PropertyRow,
  | 'title'
  | 'description'
  | 'city'
  | 'neighborhood'
  | 'address'
  | 'city_key'
  | 'neighborhood_key'
  | 'property_type'
  | 'size'
  | 'bedrooms'
  | 'bathrooms'
  | 'is_coliving'
  | (typeof PROPERTY_AMENITIES)[number]
> & {
  /** The price the search filters by (`shownPrice()` in search/shownPrice.ts). */
  shown_price: number;
};

const contains = (value: string, term: string) => value.toLowerCase().includes(term.toLowerCase());

/** True when the public search with `filters` would show `property` (a visible one). */
export function matchesFilters(filters: SavedSearchFilters, property: MatchableProperty): boolean {
  const f = filters;
  if (f.city) {
    const key = normalizeText(f.city).trim();
    if (key !== '' && !property.city_key.startsWith(key) && !property.neighborhood_key.startsWith(key))
      return false;
  }
  if (f.neighborhood && !contains(property.neighborhood, f.neighborhood)) return false;
  if (f.search && !propertyMatches(searchTerms(f.search), property)) return false;
  if (f.min_price !== undefined && !(property.shown_price >= f.min_price)) return false;
  if (f.max_price !== undefined && !(property.shown_price <= f.max_price)) return false;
  if (f.min_size !== undefined && !(property.size >= f.min_size)) return false;
  if (f.max_size !== undefined && !(property.size <= f.max_size)) return false;
  if (f.bedrooms !== undefined && !(property.bedrooms >= f.bedrooms)) return false;
  if (f.bathrooms !== undefined && !(property.bathrooms >= f.bathrooms)) return false;
  if (f.property_type && property.property_type !== f.property_type) return false;
  if (f.coliving === 'coliving' && Number(property.is_coliving) !== 1) return false;
  if (f.coliving === 'traditional' && Number(property.is_coliving) !== 0) return false;
  for (const amenity of PROPERTY_AMENITIES) {
    if (f[amenity] === true && Number(property[amenity]) !== 1) return false;
  }
  return true;
}
