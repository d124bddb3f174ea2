import type { Kysely } from 'kysely';

/**
 * When each user accepted the terms and the privacy policy: the registration form's
 * required checkbox, or continuing with Google (whose button says so). Null for accounts created
 * before the checkbox existed.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('terms_accepted_at', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('terms_accepted_at').execute();
}
