import { type ConviveClient, LOCATION_QUERY_MAX, normalizeText, type PropertyFilters } from '@convive/sdk';

/** What the words of a search box ask the property search for: a place, or words of the listings. */
export type PlaceOrText = Pick<PropertyFilters, 'city' | 'search'>;

/**
 * The one text box of a search (the home's, /properties'): a city or neighbourhood when the
 * locations endpoint has a place with properties starting with it (`city`, written as the listings
 * write it when the text is the whole name: 'retiro' → 'Retiro'), else the listings' full text
 * (`search`: 'terraza', 'ático luminoso'). A text that is not a place would otherwise find nothing.
 * When the suggestions cannot be asked for, the full text, which also covers cities and
 * neighbourhoods, is the safe reading.
 */
export async function placeOrText(client: ConviveClient, text: string): Promise<PlaceOrText> {
  const q = text.trim();
  if (q === '') return {};
  if (q.length > LOCATION_QUERY_MAX) return { search: q };
  let places: { name: string; count: number }[];
  try {
    places = (await client.locations.search(q)).filter((place) => place.count > 0);
  } catch {
    return { search: q };
  }
  if (places.length === 0) return { search: q };
  const folded = normalizeText(q);
  const whole = places.find((place) => normalizeText(place.name) === folded);
  return { city: whole ? whole.name : q };
}
