import type { ExpressionBuilder, Kysely } from 'kysely';
import { type Database, type ListingRow, PROPERTY_COLUMNS, type PropertyRow } from '../../db/schema';

/** A property of the stock: its row, and its feed's `<ref>` (null: not imported). */
export type StockPropertyRow = PropertyRow & { external_ref: string | null };

/** The feed export's queries: every SQL statement of the feature. */
export function feedExportQueries(db: Kysely<Database>) {
  /**
   * The stock's rule, on `properties`: the owner's, shown by the public search (`disponible`), with
   * a published listing. A draft or paused listing, or a reserved, rented or hidden home, is out.
   */
  const inStock = (eb: ExpressionBuilder<Database, 'properties'>, ownerId: number) =>
    eb.and([
      eb('properties.owner_id', '=', ownerId),
      eb('properties.status', '=', 'disponible'),
      eb.exists(
        eb
          .selectFrom('listings')
          .select('listings.id')
          .whereRef('listings.property_id', '=', 'properties.id')
          .where('listings.owner_id', '=', ownerId)
          .where('listings.status', '=', 'published'),
      ),
    ]);

  return {
    /** The account's token row, if it has one. */
    byOwner(ownerId: number) {
      return db.selectFrom('feed_exports').selectAll().where('owner_id', '=', ownerId).executeTakeFirst();
    },

    /** Whose export a token opens (undefined: unknown or rotated away). */
    async ownerOf(token: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('feed_exports')
        .select('owner_id')
        .where('token', '=', token)
        .executeTakeFirst();
      return row?.owner_id;
    },

    /** Gives the account its first token; a concurrent first call's token wins, and is read back. */
    async create(ownerId: number, token: string, now: string): Promise<string> {
      await db
        .insertInto('feed_exports')
        .values({ owner_id: ownerId, token, created_at: now })
        .onConflict((oc) => oc.column('owner_id').doNothing())
        .execute();
      const row = await db
        .selectFrom('feed_exports')
        .select('token')
        .where('owner_id', '=', ownerId)
        .executeTakeFirstOrThrow();
      return row.token;
    },

    /** Replaces the account's token (made when missing): the old one stops opening anything. */
    async rotate(ownerId: number, token: string, now: string): Promise<void> {
      await db
        .insertInto('feed_exports')
        .values({ owner_id: ownerId, token, created_at: now, rotated_at: now })
        .onConflict((oc) => oc.column('owner_id').doUpdateSet({ token, rotated_at: now }))
        .execute();
    },

    /** How many homes the export holds now. */
    async stockCount(ownerId: number): Promise<number> {
      const row = await db
        .selectFrom('properties')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where((eb) => inStock(eb, ownerId))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** The stock's properties, by id, with the agency's `<ref>` of those a feed imported. */
    stockProperties(ownerId: number): Promise<StockPropertyRow[]> {
      return db
        .selectFrom('properties')
        .select(PROPERTY_COLUMNS)
        .select('properties.external_ref')
        .where((eb) => inStock(eb, ownerId))
        .orderBy('properties.id')
        .execute();
    },

    /** The published listings of the stock's properties (one per property, by the listings' rule). */
    stockListings(ownerId: number): Promise<ListingRow[]> {
      return db
        .selectFrom('listings')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('status', '=', 'published')
        .where('property_id', 'in', (eb) =>
          eb
            .selectFrom('properties')
            .select('properties.id')
            .where('properties.owner_id', '=', ownerId)
            .where('properties.status', '=', 'disponible'),
        )
        .orderBy('id')
        .execute();
    },
  };
}
