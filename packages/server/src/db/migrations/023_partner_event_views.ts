import type { Kysely } from 'kysely';

/**
 * Partner events that cannot inflate a key's figures: the page views' impressions already counted
 * (one row per key, page view, element and kind; the primary key is what de-duplicates, across
 * processes; rows older than two days are deleted as the counts are written), and per key and day
 * the events received but not counted, by reason.
 */
const DISCARDED = ['discarded_duplicate', 'discarded_no_origin', 'discarded_sandboxed'];

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('partner_event_views')
    .addColumn('key_id', 'integer', (c) => c.notNull().references('partner_keys.id').onDelete('cascade'))
    .addColumn('page_view', 'text', (c) => c.notNull())
    .addColumn('element', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // The day it was counted ('YYYY-MM-DD', server time zone), for the clean-up.
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('partner_event_views_pk', ['key_id', 'page_view', 'element', 'kind'])
    .execute();
  await db.schema.createIndex('partner_event_views_day').on('partner_event_views').column('day').execute();
  for (const column of DISCARDED) {
    await db.schema
      .alterTable('partner_key_days')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of DISCARDED) {
    await db.schema.alterTable('partner_key_days').dropColumn(column).execute();
  }
  await db.schema.dropTable('partner_event_views').execute();
}
