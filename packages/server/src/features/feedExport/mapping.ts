import type { FeedExport, FeedRef, Property } from '@convive/sdk';
import type { ListingRow, PropertyRow } from '../../db/schema';
import type { StockPropertyRow } from './queries';

/** What `ref` a home is exported under, from its row. */
type RefSource = Pick<PropertyRow, 'id'> & { external_ref?: string | null };

/**
 * A home's `ref`: the agency's own `<ref>` for a home a feed imported (so the agency reconciles
 * against its own references), `convive-{id}` for the others.
 */
export function exportRef(row: RefSource): string {
  const external = row.external_ref?.trim();
  return external ? external : `convive-${row.id}`;
}

/** The later of the property's and its listing's last change (ISO instants sort as text). */
export function stockUpdatedAt(
  property: Pick<PropertyRow, 'updated_at'>,
  listing: Pick<ListingRow, 'updated_at'>,
) {
  return property.updated_at > listing.updated_at ? property.updated_at : listing.updated_at;
}

/** A home of the stock: its rows, its ref, its last change. */
export interface StockRow {
  ref: string;
  updated_at: string;
  property: StockPropertyRow;
  listing: ListingRow;
}

/** A home of the stock with its property as the API answers it, and its public page. */
export interface StockHome extends StockRow {
  url: string;
  answer: Property;
}

/** The reconciliation list: by ref, as text (the order is the same whatever the locale). */
export function refsOut(rows: readonly StockRow[]): FeedRef[] {
  return rows
    .map((row) => ({ ref: row.ref, updated_at: row.updated_at }))
    .sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
}

/** The account's export addresses, on the API's origin. */
export function exportAddresses(apiOrigin: string, token: string, properties: number): FeedExport {
  const base = `${apiOrigin}/api/feeds/export/${token}`;
  return { token, xml_url: `${base}.xml`, json_url: `${base}.json`, refs_url: `${base}/refs/`, properties };
}
