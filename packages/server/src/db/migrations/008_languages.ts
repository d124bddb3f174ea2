import type { Kysely } from 'kysely';

/**
 * The language of each person the server writes to: a user's (kept from the
 * Accept-Language of their requests, set at registration) and a guest's, taken from the request
 * that made the guest visit or the signed-out enquiry. E-mails and live notifications go out in it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['users', 'guest_visit_requests', 'property_requests']) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('es'))
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['users', 'guest_visit_requests', 'property_requests']) {
    await db.schema.alterTable(table).dropColumn('language').execute();
  }
}
