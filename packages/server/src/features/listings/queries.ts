import type { Insertable, Kysely, Updateable } from 'kysely';
import {
  type Database,
  type ListingRow,
  type ListingsTable,
  PROPERTY_COLUMNS,
  type PropertyRow,
} from '../../db/schema';

/** The listings' queries: every SQL statement of the feature. */
export function listingQueries(db: Kysely<Database>) {
  return {
    find(id: number): Promise<ListingRow | undefined> {
      return db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A landlord's listings, newest first. */
    ofOwner(ownerId: number): Promise<ListingRow[]> {
      return db
        .selectFrom('listings')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    property(id: number): Promise<PropertyRow | undefined> {
      return db.selectFrom('properties').select(PROPERTY_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    propertyStatus(id: number): Promise<{ status: string } | undefined> {
      return db.selectFrom('properties').select('status').where('id', '=', id).executeTakeFirst();
    },

    properties(ids: readonly number[]): Promise<PropertyRow[]> {
      return db.selectFrom('properties').select(PROPERTY_COLUMNS).where('id', 'in', ids).execute();
    },

    /** Per listing among `ids`, the requests on its property created at or after it (none: left out). */
    async inquiryCounts(ids: readonly number[]): Promise<Map<number, number>> {
      const counts = await db
        .selectFrom('listings')
        .innerJoin('property_requests', (join) =>
          join
            .onRef('property_requests.property_id', '=', 'listings.property_id')
            .onRef('property_requests.created_at', '>=', 'listings.created_at'),
        )
        .select('listings.id')
        .select((eb) => eb.fn.count<number>('property_requests.id').as('n'))
        .where('listings.id', 'in', ids)
        .groupBy('listings.id')
        .execute();
      return new Map(counts.map((c) => [c.id, Number(c.n)]));
    },

    /** Whether the property has a listing other than `except`. */
    async propertyListed(propertyId: number, except: number | null): Promise<boolean> {
      let query = db.selectFrom('listings').select('id').where('property_id', '=', propertyId);
      if (except !== null) query = query.where('id', '!=', except);
      return !!(await query.executeTakeFirst());
    },

    insert(values: Insertable<ListingsTable>): Promise<ListingRow> {
      return db.insertInto('listings').values(values).returningAll().executeTakeFirstOrThrow();
    },

    update(id: number, values: Updateable<ListingsTable>): Promise<ListingRow> {
      return db
        .updateTable('listings')
        .set(values)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('listings').where('id', '=', id).execute();
    },
  };
}
