import type { Listing, Property } from '@convive/sdk';
import type { ListingRow } from '../../db/schema';

type ListingProperty = Listing['property'];

/** A property as the summary a listing carries (its card thumbnail). */
export function listingProperty(p: Property): ListingProperty {
  return { id: p.id, title: p.title, city: p.city, thumbnail: p.thumbnail };
}

/**
 * Listings as the contract's Listing, in the order given: the property summary, `views` from the
 * column and `inquiries` from `inquiries` (none counted: 0).
 */
export function listingsOut(
  rows: readonly ListingRow[],
  properties: ReadonlyMap<number, ListingProperty>,
  inquiries: ReadonlyMap<number, number>,
): Listing[] {
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    property: properties.get(row.property_id) ?? {
      id: row.property_id,
      title: '',
      city: '',
      thumbnail: null,
    },
    rent_terms: row.rent_terms,
    min_stay: row.min_stay,
    deposit: row.deposit,
    available_from: row.available_from,
    status: row.status as Listing['status'],
    is_featured: !!row.is_featured,
    views: row.views,
    inquiries: inquiries.get(row.id) ?? 0,
    owner: row.owner_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}
