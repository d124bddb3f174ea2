import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { Database, PropertyRow, RoomRow, RoomsTable } from '../../db/schema';

/** A room with what its checks need of its property: the owner, the status, the title. */
export type FoundRoom = RoomRow & { owner_id: number; property_status: string; property_title: string };

/**
 * The rooms' queries: every SQL statement of the feature but the public search's (src/search/).
 * Given a transaction, they run under its lock.
 */
export function roomQueries(db: Kysely<Database>) {
  return {
    find(id: number): Promise<FoundRoom | undefined> {
      return db
        .selectFrom('rooms')
        .innerJoin('properties', 'properties.id', 'rooms.property_id')
        .selectAll('rooms')
        .select([
          'properties.owner_id as owner_id',
          'properties.status as property_status',
          'properties.title as property_title',
        ])
        .where('rooms.id', '=', id)
        .executeTakeFirst();
    },

    property(id: number): Promise<PropertyRow | undefined> {
      return db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Whether another room of the property has this number, in any case. */
    async numberTaken(propertyId: number, roomNumber: string, exceptId?: number): Promise<boolean> {
      let query = db
        .selectFrom('rooms')
        .select('id')
        .where('property_id', '=', propertyId)
        .where(sql<string>`lower(room_number)`, '=', roomNumber.toLowerCase());
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** The users who favourited the property. */
    async favouriters(propertyId: number): Promise<number[]> {
      const fans = await db
        .selectFrom('favorites')
        .select('user_id')
        .where('property_id', '=', propertyId)
        .execute();
      return fans.map((f) => f.user_id);
    },

    /** A landlord's rooms, in every property of theirs, newest first. */
    ofOwner(ownerId: number): Promise<RoomRow[]> {
      return db
        .selectFrom('rooms')
        .innerJoin('properties', 'properties.id', 'rooms.property_id')
        .selectAll('rooms')
        .where('properties.owner_id', '=', ownerId)
        .orderBy('rooms.created_at', 'desc')
        .orderBy('rooms.id', 'desc')
        .execute();
    },

    /** A property's rooms by number. */
    ofProperty(propertyId: number): Promise<RoomRow[]> {
      return db
        .selectFrom('rooms')
        .selectAll()
        .where('property_id', '=', propertyId)
        .orderBy('room_number')
        .orderBy('id')
        .execute();
    },

    insert(values: Insertable<RoomsTable>): Promise<RoomRow> {
      return db.insertInto('rooms').values(values).returningAll().executeTakeFirstOrThrow();
    },

    update(id: number, changes: Updateable<RoomsTable>): Promise<RoomRow> {
      return db
        .updateTable('rooms')
        .set(changes)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The stored files of the room's images (to delete with it). */
    async imageFiles(id: number): Promise<string[]> {
      const images = await db
        .selectFrom('room_images')
        .select(['storage_key', 'thumb_key'])
        .where('owner_ref', '=', id)
        .execute();
      return images.flatMap((i) => [i.storage_key, i.thumb_key]);
    },

    async delete(id: number): Promise<void> {
      await db.deleteFrom('rooms').where('id', '=', id).execute();
    },
  };
}
