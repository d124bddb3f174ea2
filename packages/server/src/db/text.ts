import { normalizeText } from '@convive/sdk';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { Database } from './schema';

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards escaped (escape character `\`). */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(column) LIKE '%term%'`, the same on SQLite and PostgreSQL. */
export function containsText(column: string, term: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(term)} escape '\\'`;
}

/**
 * Where a search's place keys are read: the properties', or the rooms' own copies of their
 * property's (migration 022), which the room search's indexes hold.
 */
export type PlaceTable = 'properties' | 'rooms';

/** The rows of `table` a place is looked for among: visible properties, rooms of visible ones. */
const VISIBLE: Record<PlaceTable, string> = {
  properties: "status = 'disponible'",
  rooms: 'property_visible = 1',
};

/** `column >= key AND column < key || '\uffff'`: a prefix match an index on `column` serves. */
function keyPrefix<DB extends Database, TB extends PlaceTable>(
  eb: ExpressionBuilder<DB, TB>,
  column: `${PlaceTable}.${'city_key' | 'neighborhood_key'}`,
  key: string,
): Expression<SqlBool> {
  const ref = sql.ref<string>(column);
  return eb.and([eb(ref, '>=', key), eb(ref, '<', `${key}\uffff`)]);
}

/**
 * The `city` filter ("Ciudad o barrio"): an accent-free prefix of the city OR of the neighbourhood,
 * each written as a range on its folded column: `city_key >= k AND city_key < k || '\uffff'` is
 * served by the covering index (status, city_key, created_at, …), the neighbourhood's range by
 * (status, neighborhood_key, created_at); on the rooms' copies (`table` 'rooms', migration 022) by
 * (city_key, status, …) and (neighborhood_key, status, …).
 */
export function cityOrNeighborhood<DB extends Database, TB extends PlaceTable>(
  eb: ExpressionBuilder<DB, TB>,
  city: string,
  table: PlaceTable = 'properties',
): Expression<SqlBool>[] {
  const key = normalizeText(city).trim();
  if (key === '') return [];
  return [eb.or([keyPrefix(eb, `${table}.city_key`, key), keyPrefix(eb, `${table}.neighborhood_key`, key)])];
}

/** The folded city and neighbourhood keys a `city` filter's prefix stands for (`placeKeys`). */
export interface PlaceKeys {
  city: string[];
  neighborhood: string[];
}

/** Past this many distinct keys a prefix is searched as a range (a one- or two-letter prefix). */
const MAX_PLACE_KEYS = 20;

/**
 * The distinct keys in `column` that start with `key`, of visible properties or of the rooms of
 * visible ones (`table`), found by a loose index scan (one index probe per key, whatever the number
 * of rows: a recursive query of `min()`s), or null when there are more than `MAX_PLACE_KEYS`.
 */
async function keysWithPrefix(
  db: Kysely<Database>,
  column: 'city_key' | 'neighborhood_key',
  key: string,
  table: PlaceTable,
): Promise<string[] | null> {
  const ref = sql.ref(column);
  const upper = `${key}\uffff`;
  const from = sql.raw(`${table} where ${VISIBLE[table]}`);
  const { rows } = await sql<{ k: string }>`with recursive t(k) as (
      select min(${ref}) from ${from} and ${ref} >= ${key} and ${ref} < ${upper}
      union all
      select (select min(${ref}) from ${from} and ${ref} > t.k and ${ref} < ${upper})
      from t where t.k is not null
    ) select k from t where k is not null limit ${MAX_PLACE_KEYS + 1}`.execute(db);
  return rows.length > MAX_PLACE_KEYS ? null : rows.map((row) => row.k);
}

/**
 * The `city` filter of a search over visible properties, resolved to the exact keys it matches:
 * "barcel" is `city_key = 'barcelona'`, which the index (status, city_key, created_at) serves in
 * order, where the prefix range on two columns made the database collect and sort every match of
 * both ranges for one page (slow for a big city at 100,000 properties). Null when the
 * filter is blank or matches too many keys: then `cityOrNeighborhood`'s ranges apply.
 */
export async function placeKeys(
  db: Kysely<Database>,
  city: string,
  table: PlaceTable = 'properties',
): Promise<PlaceKeys | null> {
  const key = normalizeText(city).trim();
  if (key === '') return null;
  const [cityKeys, neighborhoodKeys] = await Promise.all([
    keysWithPrefix(db, 'city_key', key, table),
    keysWithPrefix(db, 'neighborhood_key', key, table),
  ]);
  if (!cityKeys || !neighborhoodKeys) return null;
  return { city: cityKeys, neighborhood: neighborhoodKeys };
}

/** The condition of resolved place keys: the same rows as `cityOrNeighborhood` among visible ones. */
export function placeCondition<DB extends Database, TB extends PlaceTable>(
  eb: ExpressionBuilder<DB, TB>,
  keys: PlaceKeys,
  table: PlaceTable = 'properties',
): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  const cityRef = sql.ref<string>(`${table}.city_key`);
  const neighborhoodRef = sql.ref<string>(`${table}.neighborhood_key`);
  if (keys.city.length === 1) parts.push(eb(cityRef, '=', keys.city[0]!));
  else if (keys.city.length > 1) parts.push(eb(cityRef, 'in', keys.city));
  if (keys.neighborhood.length === 1) parts.push(eb(neighborhoodRef, '=', keys.neighborhood[0]!));
  else if (keys.neighborhood.length > 1) parts.push(eb(neighborhoodRef, 'in', keys.neighborhood));
  if (parts.length === 0) return sql<SqlBool>`1 = 0`;
  return parts.length === 1 ? parts[0]! : eb.or(parts);
}

/** 0/1 for the booleans of a validated payload (booleans are stored as integers). */
export function toColumns(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    out[key] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }
  return out;
}
