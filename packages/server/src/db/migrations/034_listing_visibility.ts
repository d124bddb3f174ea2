import { type Kysely, sql } from 'kysely';

/**
 * A home's listing decides whether it is public (docs/adr/0177-listing-visibility.md): a home whose
 * listings are all drafts or paused is hidden (`inactivo`), and `hidden_by_listing` keeps the status
 * it had, given back when a listing is published. Homes already in that state are hidden now.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').addColumn('hidden_by_listing', 'text').execute();
  await sql`
    update properties set hidden_by_listing = status, status = 'inactivo'
    where status <> 'inactivo'
      and exists (select 1 from listings l where l.property_id = properties.id)
      and not exists (select 1 from listings l where l.property_id = properties.id and l.status = 'published')
  `.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`update properties set status = hidden_by_listing where hidden_by_listing is not null`.execute(db);
  await db.schema.alterTable('properties').dropColumn('hidden_by_listing').execute();
}
