import type { Kysely } from 'kysely';
import { type Database, PROPERTY_COLUMNS, type PropertyRow } from '../../db/schema';

export interface FavoriteRow {
  id: number;
  property_id: number;
  created_at: string;
}

/** The favourites' queries: every SQL statement of the feature. */
export function favoriteQueries(db: Kysely<Database>) {
  return {
    /** A user's favourites, newest first. */
    ofUser(userId: number): Promise<FavoriteRow[]> {
      return db
        .selectFrom('favorites')
        .select(['id', 'property_id', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    find(userId: number, propertyId: number): Promise<FavoriteRow | undefined> {
      return db
        .selectFrom('favorites')
        .select(['id', 'property_id', 'created_at'])
        .where('user_id', '=', userId)
        .where('property_id', '=', propertyId)
        .executeTakeFirst();
    },

    findOwn(userId: number, id: number): Promise<{ id: number } | undefined> {
      return db
        .selectFrom('favorites')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The new favourite, or undefined when another request added the same one first. */
    insert(userId: number, propertyId: number, now: string): Promise<FavoriteRow | undefined> {
      return db
        .insertInto('favorites')
        .values({ user_id: userId, property_id: propertyId, created_at: now })
        .returning(['id', 'property_id', 'created_at'])
        .executeTakeFirst()
        .catch((error: unknown) => {
          // Two adds racing: the unique index keeps one.
          if (/unique|duplicate/i.test(String(error))) return undefined;
          throw error;
        });
    },

    /** How many were removed (0 or 1): by favourite id or by property, the user's own only. */
    async remove(userId: number, by: { id: number } | { propertyId: number }): Promise<number> {
      let query = db.deleteFrom('favorites').where('user_id', '=', userId);
      query = 'id' in by ? query.where('id', '=', by.id) : query.where('property_id', '=', by.propertyId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    property(id: number): Promise<PropertyRow | undefined> {
      return db.selectFrom('properties').select(PROPERTY_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** The properties a visitor may see among `ids` (a hidden one, inactivo, is left out). */
    visibleProperties(ids: readonly number[]): Promise<PropertyRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('properties')
        .select(PROPERTY_COLUMNS)
        .where('id', 'in', ids)
        .where('status', '!=', 'inactivo')
        .execute();
    },
  };
}
