import { normalizeText } from '@convive/sdk';
import type { Kysely } from 'kysely';

/**
 * The search's `city` also matches the neighbourhood ("Ciudad o barrio"), accent-free like the city:
 * `neighborhood_key` is the neighbourhood folded as `city_key` is (normalizeText), written on every
 * create/update. Its index lets the neighbourhood alternative of the OR be served by an index
 * (SQLite's multi-index OR, PostgreSQL's BitmapOr) while the city range keeps the covering index.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('properties')
    .addColumn('neighborhood_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Backfill once per distinct neighbourhood (few), not once per property (many).
  const hoods = await db.selectFrom('properties').select('neighborhood').distinct().execute();
  for (const { neighborhood } of hoods as { neighborhood: string }[]) {
    const key = normalizeText(neighborhood);
    if (key === '') continue;
    await db
      .updateTable('properties')
      .set({ neighborhood_key: key })
      .where('neighborhood', '=', neighborhood)
      .execute();
  }
  await db.schema
    .createIndex('properties_neighborhood')
    .on('properties')
    .columns(['status', 'neighborhood_key', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('properties_neighborhood').execute();
  await db.schema.alterTable('properties').dropColumn('neighborhood_key').execute();
}
