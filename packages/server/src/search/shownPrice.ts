import { sql } from 'kysely';

/**
 * The price a property's card shows, to filter and sort by: a coliving property's is
 * its cheapest available room's ("desde 375 €/mes"), else its per-room price, else its price; any
 * other property's is its price. The serializer shows the same (`price_per_room`). The database keeps
 * it in `search_price` (migration 014: triggers on properties and rooms), so the search filters and
 * sorts by it through an index instead of computing it per row.
 */
export function shownPrice() {
  return sql.ref<number>('properties.search_price');
}
