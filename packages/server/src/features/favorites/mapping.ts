import type { Favorite, Property } from '@convive/sdk';
import type { FavoriteRow } from './queries';

/**
 * Favourites as the contract's Favorite, each with its property; a favourite whose property is not
 * among `properties` (hidden since, inactivo) is kept but not shown: a tenant sees only what any
 * visitor may see.
 */
export function favoritesOut(
  rows: readonly FavoriteRow[],
  properties: ReadonlyMap<number, Property>,
): Favorite[] {
  return rows.flatMap((row) => {
    const property = properties.get(row.property_id);
    return property
      ? [{ id: row.id, property: row.property_id, property_details: property, created_at: row.created_at }]
      : [];
  });
}
