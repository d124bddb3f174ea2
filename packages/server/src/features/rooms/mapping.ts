import type { CodedNotification, EventType, RoomCreateData, RoomUpdateData } from '@convive/sdk';
import type { Insertable, Updateable } from 'kysely';
import type { RoomRow, RoomsTable } from '../../db/schema';
import { toColumns } from '../../db/text';

/*
 * Rooms between the contract and the table, and the notifications a change of one raises. Rows
 * become the contract's Room through the shared serializer (services/serializers.ts: `roomsOut`).
 */

/** A room's own fields in a payload: its property (`coliving_property`) is given apart. */
type RoomFields<T> = Omit<T, 'coliving_property'>;

export function newRoomRow(
  fields: RoomFields<RoomCreateData>,
  propertyId: number,
  now: string,
): Insertable<RoomsTable> {
  return {
    ...(toColumns(fields) as Omit<RoomRow, 'id' | 'property_id' | 'created_at' | 'updated_at'>),
    property_id: propertyId,
    created_at: now,
    updated_at: now,
  };
}

export function roomChanges(
  fields: RoomFields<RoomUpdateData>,
  propertyId: number,
  now: string,
): Updateable<RoomsTable> {
  return {
    ...(toColumns(fields) as Updateable<RoomsTable>),
    property_id: propertyId,
    updated_at: now,
  };
}

/** A notification an edit of a room raises for the tenants who favourited its property. */
export interface RoomEvent {
  eventType: EventType;
  notice: CodedNotification;
}

/** A new room, published in its property. */
export function publishedEvent(room: RoomRow, propertyTitle: string): RoomEvent {
  return {
    eventType: 'room_created',
    notice: {
      code: 'room.published',
      params: { room_number: room.room_number, room_title: room.title, property: propertyTitle },
    },
  };
}

/** The notifications an edit raises: one per specific change, else room_updated. */
export function changeEvents(before: RoomRow, after: RoomRow, propertyTitle: string): RoomEvent[] {
  const events: RoomEvent[] = [];
  const room = { room_number: after.room_number, room_title: after.title, property: propertyTitle };
  if (before.status !== after.status) {
    events.push({
      eventType: 'room_status_changed',
      notice: { code: 'room.status_changed', params: { ...room, status: after.status } },
    });
  }
  if (before.price_monthly !== after.price_monthly) {
    events.push({
      eventType: 'room_price_changed',
      notice: {
        code: 'room.price_changed',
        params: { ...room, before: before.price_monthly, after: after.price_monthly },
      },
    });
  }
  if (before.available_from !== after.available_from) {
    events.push({
      eventType: 'room_availability_changed',
      notice: { code: 'room.availability_changed', params: { ...room, date: after.available_from } },
    });
  }
  if (events.length === 0) {
    const changed = (Object.keys(after) as (keyof RoomRow)[]).some(
      (key) => key !== 'updated_at' && before[key] !== after[key],
    );
    if (changed) events.push({ eventType: 'room_updated', notice: { code: 'room.updated', params: room } });
  }
  return events;
}
