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

/**
 * Prefix match on `properties.city_key` written as a range, so the (status, city_key, created_at)
 * index serves it: `city_key >= k AND city_key < k || '\uffff'`.
 */
export function cityPrefix<DB extends Database, TB extends 'properties' | 'rooms'>(
  eb: ExpressionBuilder<DB, TB>,
  city: string,
): Expression<SqlBool>[] {
  const key = normalizeText(city).trim();
  if (key === '') return [];
  const ref = sql.ref<string>('properties.city_key');
  return [eb(ref, '>=', key), eb(ref, '<', `${key}\uffff`)];
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
