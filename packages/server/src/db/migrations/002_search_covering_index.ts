import type { Kysely } from 'kysely';

/**
 * The public search filters on status and city and usually on price and bedrooms, newest first.
 * With those columns in the index, counting a city's matches reads the index alone (no table row
 * per candidate: much faster for 17k candidates at 100k properties), and with an exact city the
 * index order also serves ORDER BY created_at. It supersedes properties_search, its prefix.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('properties_search_cover')
    .on('properties')
    .columns(['status', 'city_key', 'created_at', 'price', 'bedrooms', 'bathrooms', 'size'])
    .execute();
  await db.schema.dropIndex('properties_search').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('properties_search')
    .on('properties')
    .columns(['status', 'city_key', 'created_at'])
    .execute();
  await db.schema.dropIndex('properties_search_cover').execute();
}
