import type { Insertable, Kysely, Updateable } from 'kysely';
import { type Database, PROPERTY_COLUMNS, type PropertiesTable, type PropertyRow } from '../../db/schema';

/**
 * The properties' queries: every SQL statement of the feature but the public search's
 * (src/search/). Given a transaction, they run under its lock.
 */
export function propertyQueries(db: Kysely<Database>) {
  return {
    find(id: number): Promise<PropertyRow | undefined> {
      return db.selectFrom('properties').select(PROPERTY_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** A landlord's properties, every status, newest first. */
    ofOwner(ownerId: number): Promise<PropertyRow[]> {
      return db
        .selectFrom('properties')
        .select(PROPERTY_COLUMNS)
        .where('owner_id', '=', ownerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    insert(values: Insertable<PropertiesTable>): Promise<PropertyRow> {
      return db.insertInto('properties').values(values).returningAll().executeTakeFirstOrThrow();
    },

    update(id: number, changes: Updateable<PropertiesTable>): Promise<PropertyRow> {
      return db
        .updateTable('properties')
        .set(changes)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The stored files of the property's images and of its rooms' (to delete with it). */
    async imageFiles(id: number): Promise<string[]> {
      const propertyImages = await db
        .selectFrom('property_images')
        .select(['storage_key', 'thumb_key'])
        .where('owner_ref', '=', id)
        .execute();
      const roomImages = await db
        .selectFrom('room_images')
        .innerJoin('rooms', 'rooms.id', 'room_images.owner_ref')
        .select(['room_images.storage_key', 'room_images.thumb_key'])
        .where('rooms.property_id', '=', id)
        .execute();
      return [...propertyImages, ...roomImages].flatMap((i) => [i.storage_key, i.thumb_key]);
    },

    /** Foreign keys cascade: rooms, images, listings, favourites, appointments and requests. */
    async delete(id: number): Promise<void> {
      await db.deleteFrom('properties').where('id', '=', id).execute();
    },
  };
}
