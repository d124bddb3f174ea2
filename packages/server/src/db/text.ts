import { normalizeText } from '@convive/sdk';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from './schema';

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards escaped (escape character `\`). */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(column) LIKE '%term%'`, the same on SQLite and PostgreSQL. */
export function containsText(column: string, term: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likePattern(term)} escape '\\'`;
}

/** `column >= key AND column < key || '\uffff'`: a prefix match an index on `column` serves. */
function keyPrefix<DB extends Database, TB extends 'properties' | 'rooms'>(
  eb: ExpressionBuilder<DB, TB>,
  column: 'properties.city_key' | 'properties.neighborhood_key',
  key: string,
): Expression<SqlBool> {
  const ref = sql.ref<string>(column);
  return eb.and([eb(ref, '>=', key), eb(ref, '<', `${key}\uffff`)]);
}

/**
 * The `city` filter ("Ciudad o barrio"): an accent-free prefix of the city OR of the neighbourhood,
 * each written as a range on its folded column: `city_key >= k AND city_key < k || '\uffff'` is
 * served by the covering index (status, city_key, created_at, …), the neighbourhood's range by
 * (status, neighborhood_key, created_at).
 */
export function cityOrNeighborhood<DB extends Database, TB extends 'properties' | 'rooms'>(
  eb: ExpressionBuilder<DB, TB>,
  city: string,
): Expression<SqlBool>[] {
  const key = normalizeText(city).trim();
  if (key === '') return [];
  return [
    eb.or([keyPrefix(eb, 'properties.city_key', key), keyPrefix(eb, 'properties.neighborhood_key', key)]),
  ];
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
