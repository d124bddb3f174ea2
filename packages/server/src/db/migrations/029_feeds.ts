import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Listing feeds (docs/adr/0171-listing-feeds.md): an agency's Kyero feeds, their runs with each
 * run's report, the uploaded document a queued run reads, and the photos fetched once per account
 * and URL. A property a feed made keeps the feed, its `<ref>` (unique per account: the key of
 * every re-import) and the hash of what it was made from (an unchanged row writes nothing).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('feeds')
    .addColumn('id', 'integer', id)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('format', 'text', (c) => c.notNull())
    // url | upload
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('next_run_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feeds_owner').on('feeds').column('owner_id').execute();

  await db.schema
    .createTable('feed_runs')
    .addColumn('id', 'integer', id)
    .addColumn('feed_id', 'integer', (c) => c.notNull().references('feeds.id').onDelete('cascade'))
    // queued | running | succeeded | failed
    .addColumn('status', 'text', (c) => c.notNull())
    // schedule | manual | upload
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    // The whole document refused: a stable code and its message's code and parameters (JSON).
    .addColumn('error', 'text')
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unchanged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unpublished', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('photos_fetched', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('photos_failed', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON: the reported rows, each with a message code and parameters worded when read.
    .addColumn('skipped_rows', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('feed_runs_feed').on('feed_runs').columns(['feed_id', 'id']).execute();
  // At most one run of a feed waits or runs: two imports of one feed never overlap.
  await db.schema
    .createIndex('feed_runs_one_active')
    .on('feed_runs')
    .column('feed_id')
    .unique()
    .where(sql.ref('status'), 'in', ['queued', 'running'])
    .execute();

  // The document of an upload, kept only until its run has read it.
  await db.schema
    .createTable('feed_uploads')
    .addColumn('run_id', 'integer', (c) => c.primaryKey().references('feed_runs.id').onDelete('cascade'))
    .addColumn('body', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();

  // A photo URL of an account's feeds, fetched once: the same URL is never fetched again.
  await db.schema
    .createTable('feed_photos')
    .addColumn('id', 'integer', id)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('thumb_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('feed_photos_once', ['owner_id', 'url'])
    .execute();

  await db.schema
    .alterTable('properties')
    .addColumn('feed_id', 'integer', (c) => c.references('feeds.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('properties').addColumn('external_ref', 'text').execute();
  await db.schema.alterTable('properties').addColumn('feed_hash', 'text').execute();
  await db.schema
    .createIndex('properties_external_ref')
    .on('properties')
    .columns(['owner_id', 'external_ref'])
    .unique()
    .execute();
  await db.schema.createIndex('properties_feed').on('properties').column('feed_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('properties_feed').execute();
  await db.schema.dropIndex('properties_external_ref').execute();
  for (const column of ['feed_hash', 'external_ref', 'feed_id'])
    await db.schema.alterTable('properties').dropColumn(column).execute();
  await db.schema.dropTable('feed_photos').execute();
  await db.schema.dropTable('feed_uploads').execute();
  await db.schema.dropTable('feed_runs').execute();
  await db.schema.dropTable('feeds').execute();
}
