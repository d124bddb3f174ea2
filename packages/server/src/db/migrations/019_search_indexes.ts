import { type Kysely, PostgresAdapter } from 'kysely';
import { FILTER_COLUMNS } from './014_search_price';
import { BEFORE as NARROW, INDEXES as WIDE } from './018_walk_indexes';

/**
 * Search indexes: one led by the property type, and 018's walk indexes on PostgreSQL too.
 *
 * - **A filter index led by the property type, on both databases.** A search by type without a
 *   place ("casas" anywhere under 1,400 €) had only the index led by the shown price to count from:
 *   the database walked the whole price range testing each entry's type, so counting up to the limit
 *   read tens of thousands of entries at 100,000 properties (on both databases, much of the database
 *   time of the bench's varied searches, `bench/variedQueries.mjs`, though few of them ask for it).
 *   Led by (status, type) the count reads that type's entries only (much faster on both). Like 018's
 *   it holds every filter column and ends with the place keys and `created_at`.
 * - **018's walk indexes on PostgreSQL too.** Its planner does weigh the LIMIT, but the index it walks
 *   for the order held only the order ((status, created_at), (status, size), a city's (status, city,
 *   created_at, a few filters)), so every entry passed was a table row read to test the filters: the
 *   newest "casas" under 1,400 € walked 5,000 rows. With every filter column in the walked index,
 *   PostgreSQL tests them on the entry (much faster). The narrow indexes they replace are dropped, as
 *   018 did on SQLite (each new one starts with the same columns). `npm run bench:api` measures them.
 */
const TYPE_INDEX = [
  'status',
  'property_type',
  ...FILTER_COLUMNS.filter((column) => column !== 'property_type'),
  'city_key',
  'neighborhood_key',
  'created_at',
];

/** 018's walk indexes (its filter indexes PostgreSQL has from 014: it only counts through them). */
const WALKS = Object.entries(WIDE).filter(([name]) => name.startsWith('properties_walk_'));

/** PostgreSQL's narrow order indexes the walks replace, as 001, 002, 003 and 014 made them. */
const REPLACED = [
  'properties_status_created',
  'properties_status_size',
  'properties_search_cover',
  'properties_city_size',
  'properties_city_price',
  'properties_neighborhood',
] as const;

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('properties_filter_type').on('properties').columns(TYPE_INDEX).execute();
  if (!isPostgres(db)) return;
  for (const [name, columns] of WALKS)
    await db.schema.createIndex(name).on('properties').columns(columns).execute();
  for (const name of REPLACED) await db.schema.dropIndex(name).ifExists().execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('properties_filter_type').ifExists().execute();
  if (!isPostgres(db)) return;
  for (const name of REPLACED) {
    await db.schema
      .createIndex(name)
      .ifNotExists()
      .on('properties')
      .columns(NARROW[name] ?? [])
      .execute();
  }
  for (const [name] of WALKS) await db.schema.dropIndex(name).ifExists().execute();
}
