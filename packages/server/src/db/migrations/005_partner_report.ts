import type { Kysely } from 'kysely';

/** Per key and day, the impressions and clicks its elements reported: the partner key's report. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('partner_key_days')
    .addColumn('key_id', 'integer', (c) => c.notNull().references('partner_keys.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('impressions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('partner_key_days_pk', ['key_id', 'day'])
    .execute();
  for (const table of ['property_requests', 'appointments']) {
    await db.schema
      .createIndex(`${table}_source`)
      .on(table)
      .columns(['source_key_id', 'created_at'])
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['property_requests', 'appointments']) {
    await db.schema.dropIndex(`${table}_source`).execute();
  }
  await db.schema.dropTable('partner_key_days').execute();
}
