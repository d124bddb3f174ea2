/**
 * The map of a property detail (spec 01 §2, §7): a maps service queried by the address, city,
 * postal code and country. Google's keyless `output=embed` page is used, so no API key ships.
 */

export interface MapAddress {
  address?: string | null;
  city?: string | null;
  postal_code?: string | null;
  country?: string | null;
}

/** 'Calle X 12, 28004 Madrid, España': the parts that are there, trimmed, in postal order. */
export function mapQuery({ address, city, postal_code, country }: MapAddress): string {
  const clean = (part: string | null | undefined) => part?.trim() ?? '';
  const town = [clean(postal_code), clean(city)].filter(Boolean).join(' ');
  return [clean(address), town, clean(country)].filter(Boolean).join(', ');
}

/** The iframe address of the embedded map, or null when there is nothing to look up. */
export function mapEmbedUrl(place: MapAddress): string | null {
  const query = mapQuery(place);
  return query ? `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed` : null;
}

/** The same place in the full maps site (opened in a new tab: directions, street view). */
export function mapLinkUrl(place: MapAddress): string | null {
  const query = mapQuery(place);
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}
