import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Partner keys and the source of the leads they bring: a landlord's publishable keys,
 * and on each enquiry and visit request the key, page origin and page address it came through.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('partner_keys')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    // JSON array of origins; '[]' lets any page use the key.
    .addColumn('allowed_origins', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('scope', 'text', (c) => c.notNull().defaultTo('own'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('partner_keys_owner').on('partner_keys').column('owner_id').execute();
  for (const table of ['property_requests', 'appointments']) {
    await db.schema
      .alterTable(table)
      .addColumn('source_key_id', 'integer', (c) => c.references('partner_keys.id').onDelete('set null'))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('source_origin', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('source_url', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['property_requests', 'appointments']) {
    for (const column of ['source_url', 'source_origin', 'source_key_id']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
  await db.schema.dropTable('partner_keys').execute();
}
