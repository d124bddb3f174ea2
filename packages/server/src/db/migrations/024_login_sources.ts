import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * The sources (a browser's device cookie, a network address) each account signed in from, as
 * hashes only: a known source keeps its own count of failed logins, so failures from elsewhere
 * cannot lock the owner out (docs/adr/0002-login-lock-per-source.md).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('login_sources')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source_hash', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_sources_user_source')
    .on('login_sources')
    .columns(['user_id', 'source_hash'])
    .unique()
    .execute();
  // The sweep deletes the ones unused for long.
  await db.schema.createIndex('login_sources_seen').on('login_sources').column('last_seen_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_sources').execute();
}
