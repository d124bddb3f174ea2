import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The background jobs of the embedded (SQLite) default: one row per job, claimed by
 * setting `state` and `locked_until`, so a job whose process died mid-run is taken again once its
 * lock expires. On PostgreSQL the queue is pg-boss, in tables of its own: nothing is created there.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // created | retry | active | completed | failed
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('created'))
    .addColumn('singleton_key', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_limit', 'integer', (c) => c.notNull())
    .addColumn('retry_delay_ms', 'integer', (c) => c.notNull())
    .addColumn('start_after', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  // What a worker looks for: runnable jobs by time.
  await db.schema.createIndex('jobs_runnable').on('jobs').columns(['state', 'start_after']).execute();
  // A singleton key is taken while its job waits, runs or has run; a job that failed frees it.
  await sql`create unique index jobs_singleton on jobs (name, singleton_key) where singleton_key is not null and state <> 'failed'`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await db.schema.dropTable('jobs').execute();
}
