import type { Kysely } from 'kysely';

/**
 * The iCalendar SEQUENCE of each visit: 0 when it is asked for, one more on every change
 * of its status a calendar shows (confirmed, cancelled or rejected), so calendar apps that already
 * hold the event take the newer copy of its `.ics`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('appointments')
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('sequence').execute();
}
