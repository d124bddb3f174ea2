import type { Kysely } from 'kysely';

/**
 * The feed export (docs/adr/0172-feed-export.md): one private token per account, naming the
 * addresses where its published stock is read as Kyero v3 XML, JSON and a list of refs. The token
 * is kept as is: it only reads what is public anyway, and the account is shown it again on every
 * GET /feeds/export/ (a hash could not be shown back). Rotating replaces it in place.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('feed_exports')
    // One per account: the owner is the key.
    .addColumn('owner_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // 'fx_' + 32 random bytes in base64url.
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('rotated_at', 'text')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feed_exports').execute();
}
