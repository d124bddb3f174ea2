import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Saved searches and their alerts. A saved search keeps the public search's filters as
 * JSON, plus a few of them again as columns (the folded city, the price bounds, coliving, the
 * property type), so the properties that appear are matched against the searches that may want
 * them with an indexed query instead of reading every search. `saved_search_matches` records each
 * (search, property) pair once: its unique key is what makes a property alert a search at most
 * once, ever.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const REAL = postgres ? 'double precision' : 'real';
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // The validated filters, as JSON (the keys of GET /properties/all/ without the page).
    .addColumn('filters', 'text', (c) => c.notNull().defaultTo('{}'))
    // instant | daily | off
    .addColumn('alert', 'text', (c) => c.notNull().defaultTo('instant'))
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('last_seen_at', 'text')
    // The `city` filter folded as properties.city_key is (normalizeText); null: any city.
    .addColumn('city_key', 'text')
    .addColumn('min_price', REAL)
    .addColumn('max_price', REAL)
    // coliving | traditional | null (both)
    .addColumn('coliving', 'text')
    .addColumn('property_type', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_searches_user')
    .on('saved_searches')
    .columns(['user_id', 'created_at'])
    .execute();
  // The matcher's entry: the searches of a city (or of any city: null), by price.
  await db.schema
    .createIndex('saved_searches_city')
    .on('saved_searches')
    .columns(['city_key', 'min_price', 'max_price'])
    .execute();

  await db.schema
    .createTable('saved_search_matches')
    .addColumn('id', 'integer', id)
    .addColumn('saved_search_id', 'integer', (c) =>
      c.notNull().references('saved_searches.id').onDelete('cascade'),
    )
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('matched_at', 'text', (c) => c.notNull())
    // When the instant alert was sent (or settled without one: the search was not instant).
    .addColumn('notified_at', 'text')
    // When the daily digest carried it (or settled without one: the search was not daily).
    .addColumn('digested_at', 'text')
    .addUniqueConstraint('saved_search_matches_once', ['saved_search_id', 'property_id'])
    .execute();
  // New matches of a search since it was last seen; the digest's pending matches.
  await db.schema
    .createIndex('saved_search_matches_search')
    .on('saved_search_matches')
    .columns(['saved_search_id', 'matched_at'])
    .execute();
  await db.schema
    .createIndex('saved_search_matches_property')
    .on('saved_search_matches')
    .column('property_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_search_matches').execute();
  await db.schema.dropTable('saved_searches').execute();
}
