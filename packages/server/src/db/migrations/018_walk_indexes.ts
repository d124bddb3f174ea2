import { type Kysely, PostgresAdapter } from 'kysely';
import { FILTER_COLUMNS } from './014_search_price';

/**
 * SQLite's search indexes carry every filter column, so no search reads a table row it
 * does not show.
 *
 * - **The walks.** A search past the count limit walks the index of its order and tests each entry
 *   against the filters until a page is full (see `walkOrder` in search/properties.ts). The order
 *   indexes held only the order — (status, size), (status, created_at), a city's (status, city, size)
 *   — so every entry walked was a row read from the table. When the filters run against the order
 *   (the smallest homes first with 3+ bedrooms; the biggest first under 750 €) the walk passed
 *   thousands of rows a query at 100,000 properties. With every filter column in the index, SQLite
 *   tests them on the index entry and reads a row only for a match (the same queries: much faster).
 * - **The counted page.** A search of at most 1,000 matches gathers their ids from a filter index and
 *   then read those rows to sort them (cheap for a thousand). The filter indexes now end with
 *   `created_at` as well, so the gathering also takes each match's sort value (date, shown price or
 *   size) from the index, and only the page's rows are read.
 *
 * The narrow indexes these replace are dropped: each new one starts with the same columns, so every
 * query they served is served as well. PostgreSQL is left as it is: its planner weighs the LIMIT and
 * it only counts through the filter indexes (docs/adr/0086-filter-indexes.md, 0087-walk-the-order-index.md).
 */

/** Every column a search filters on besides the place, as migration 014 indexed them. */
const FILTERS = FILTER_COLUMNS;

/** The filter columns after a leading one (the order walked), without repeating it. */
const after = (lead: string) => [lead, ...FILTERS.filter((column) => column !== lead)];

export const INDEXES: Record<string, string[]> = {
  properties_walk_created: ['status', ...after('created_at'), 'city_key', 'neighborhood_key'],
  properties_walk_size: ['status', ...after('size'), 'city_key', 'neighborhood_key'],
  properties_walk_city_created: ['status', 'city_key', ...after('created_at'), 'neighborhood_key'],
  properties_walk_city_size: ['status', 'city_key', ...after('size'), 'neighborhood_key'],
  properties_walk_neighborhood_created: ['status', 'neighborhood_key', ...after('created_at'), 'city_key'],
  properties_filter_city: ['status', 'city_key', ...FILTERS, 'neighborhood_key', 'created_at'],
  properties_filter_neighborhood: ['status', 'neighborhood_key', ...FILTERS, 'city_key', 'created_at'],
  properties_filter_all: ['status', ...FILTERS, 'city_key', 'neighborhood_key', 'created_at'],
};

/** What 001, 003 and 014 had made of the indexes replaced or rebuilt here. */
export const BEFORE: Record<string, string[]> = {
  properties_status_created: ['status', 'created_at'],
  properties_status_size: ['status', 'size'],
  properties_search_cover: [
    'status',
    'city_key',
    'created_at',
    'search_price',
    'bedrooms',
    'bathrooms',
    'size',
  ],
  properties_city_size: ['status', 'city_key', 'size'],
  properties_city_price: ['status', 'city_key', 'search_price'],
  properties_neighborhood: ['status', 'neighborhood_key', 'created_at'],
  properties_filter_city: ['status', 'city_key', ...FILTERS, 'neighborhood_key'],
  properties_filter_neighborhood: ['status', 'neighborhood_key', ...FILTERS, 'city_key'],
  properties_filter_all: ['status', ...FILTERS, 'city_key', 'neighborhood_key'],
};

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
async function replace(db: Kysely<any>, drop: string[], create: Record<string, string[]>) {
  for (const name of drop) await db.schema.dropIndex(name).ifExists().execute();
  for (const [name, columns] of Object.entries(create))
    await db.schema.createIndex(name).on('properties').columns(columns).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await replace(db, Object.keys(BEFORE), INDEXES);
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await replace(db, Object.keys(INDEXES), BEFORE);
}
