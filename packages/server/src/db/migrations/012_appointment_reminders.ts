import type { Kysely } from 'kysely';

/**
 * When each reminder of a confirmed visit was sent (24 h and 2 h before, to both parties).
 * Null until then. The reminder job claims its column with one UPDATE (`… IS NULL`), so a reminder
 * run twice (a retry, a second worker, a second job for the same visit) is sent once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('reminded_24h_at', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('reminded_2h_at', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('reminded_2h_at').execute();
  await db.schema.alterTable('appointments').dropColumn('reminded_24h_at').execute();
}
