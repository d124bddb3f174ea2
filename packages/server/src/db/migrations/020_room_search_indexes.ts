import type { Kysely } from 'kysely';

/**
 * The public room search's orders: rooms one can rent first, then the rest, each group by
 * price or size when asked. The search reads each group as a walk of the index of its status and
 * order column, which stops once the page is full (`search/rooms.ts`); 001 made the one for the
 * newest first (`rooms_status_created`). Without these, a search by price sorted every match.
 */
const INDEXES = {
  rooms_status_price: ['status', 'price_monthly'],
  rooms_status_size: ['status', 'size_sqm'],
} as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of Object.entries(INDEXES)) {
    await db.schema
      .createIndex(name)
      .on('rooms')
      .columns([...columns])
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of Object.keys(INDEXES)) await db.schema.dropIndex(name).ifExists().execute();
}
