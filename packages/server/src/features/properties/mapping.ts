import { normalizeText, type PropertyCreateData, type PropertyUpdateData } from '@convive/sdk';
import type { NewProperty, PropertyRow, PropertyUpdateRow } from '../../db/schema';
import { toColumns } from '../../db/text';

/*
 * Properties between the contract and the table. Rows become the contract's Property through the
 * shared serializers (services/serializers.ts: `propertyOut`, `propertiesOut`).
 */

/** A new property's row: the payload's columns, its owner, and the folded place keys. */
export function newPropertyRow(data: PropertyCreateData, ownerId: number, now: string): NewProperty {
  return {
    ...(toColumns(data) as Omit<
      PropertyRow,
      'id' | 'owner_id' | 'city_key' | 'neighborhood_key' | 'created_at' | 'updated_at'
    >),
    owner_id: ownerId,
    city_key: normalizeText(data.city),
    neighborhood_key: normalizeText(data.neighborhood),
    created_at: now,
    updated_at: now,
  };
}

/** An edit's changes: the columns sent, and the place keys of a city or neighbourhood sent. */
export function propertyChanges(data: PropertyUpdateData, now: string): PropertyUpdateRow {
  return {
    ...(toColumns(data) as Partial<Omit<PropertyRow, 'search_price'>>),
    ...(data.city !== undefined ? { city_key: normalizeText(data.city) } : {}),
    ...(data.neighborhood !== undefined ? { neighborhood_key: normalizeText(data.neighborhood) } : {}),
    updated_at: now,
  };
}

/** A property's cached page: who owns it and its status (for the visibility checks), and its JSON. */
export interface DetailEntry {
  ownerId: number;
  status: string;
  body: string;
}

export function writeDetailEntry(entry: DetailEntry): string {
  return `${entry.ownerId} ${entry.status}\n${entry.body}`;
}

/** Undefined for anything this server did not write (it is then read from the database). */
export function readDetailEntry(stored: string): DetailEntry | undefined {
  const newline = stored.indexOf('\n');
  const [owner, status] = stored.slice(0, Math.max(newline, 0)).split(' ');
  const ownerId = Number(owner);
  if (newline < 0 || !status || !Number.isSafeInteger(ownerId)) return undefined;
  return { ownerId, status, body: stored.slice(newline + 1) };
}
