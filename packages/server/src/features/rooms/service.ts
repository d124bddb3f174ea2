import {
  type Image,
  type ImageDelete,
  type ImageOrder,
  type Page,
  ROOM_IMAGES_ADDITIONAL_MAX,
  type Room,
  type RoomCreateData,
  type RoomFilters,
  type RoomStatus,
  type RoomUpdateData,
} from '@convive/sdk';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type AppContext, nowIso } from '../../context';
import { withOwnerLock } from '../../db/ownerLock';
import type { Database, PropertyRow, RoomRow } from '../../db/schema';
import { ERRORS, fieldError, forbidden, notFound } from '../../errors';
import { searchRooms } from '../../search';
import {
  deleteFiles,
  deleteImage,
  type ImageKind,
  imageCount,
  reorderImages,
  uploadImages,
} from '../../services/imageSets';
import { IMAGE_LIMITS } from '../../services/images';
import { withinPartnerScope } from '../../services/partnerKeys';
import { assertRoomFits, withPropertyRoomsLock } from '../../services/roomCapacity';
import { roomsOut } from '../../services/serializers';
import { isRowId } from '../../validation';
import { homePeriodsOnNewRoom, removeRoomCalendar } from '../availability';
import { notifyMany } from '../notifications';
import { queuePropertyMatch } from '../savedSearches';
import { changeEvents, newRoomRow, publishedEvent, type RoomEvent, roomChanges } from './mapping';
import { type FoundRoom, roomQueries } from './queries';

/*
 * A coliving property's rooms (spec 01, 02): the public search and a room's page for anyone (a
 * hidden property's for its owner only), a landlord's own, and their create, edit, status, delete
 * and images. One room per bedroom (services/roomCapacity); the tenants who favourited the property
 * are told of a new room and of each change (spec 02 §4); a room one can rent may alert saved
 * searches of its property.
 */

const ROOM_IMAGES: ImageKind = { table: 'room_images', folder: 'rooms', owner: 'room' };

/** The stored room status of a room one can rent (its Spanish alias is 'disponible'). */
const AVAILABLE: RoomStatus = 'available';

/** What the notifications and checks need of a room's property. */
type RoomProperty = Pick<PropertyRow, 'id' | 'title' | 'status'>;

/** GET /rooms/: the public search. */
export function searchPublicRooms(
  ctx: AppContext,
  request: FastifyRequest,
  filters: RoomFilters,
): Promise<Page<Room>> {
  return searchRooms(ctx, request, filters);
}

/** A landlord's own rooms, in every property of theirs, newest first. */
export async function myRooms(ctx: AppContext, request: FastifyRequest, userId: number): Promise<Room[]> {
  return roomsOut(ctx, request, await roomQueries(ctx.db).ofOwner(userId));
}

/** A property's rooms; 404 for a hidden property (but to its owner) or one outside a partner's scope. */
export async function propertyRooms(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number | undefined,
  propertyId: number,
): Promise<Room[]> {
  const queries = roomQueries(ctx.db);
  const property = await queries.property(propertyId);
  if (!property || (property.status === 'inactivo' && userId !== property.owner_id)) {
    throw notFound();
  }
  if (!withinPartnerScope(request, property.owner_id)) throw notFound();
  return roomsOut(ctx, request, await queries.ofProperty(property.id));
}

/** A room's page; 404 as its property's (`propertyRooms`). */
export async function roomPage(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number | undefined,
  id: number,
): Promise<Room> {
  const room = await roomQueries(ctx.db).find(id);
  if (!room || (room.property_status === 'inactivo' && userId !== room.owner_id)) {
    throw notFound();
  }
  if (!withinPartnerScope(request, room.owner_id)) throw notFound();
  return roomOut(ctx, request, room);
}

/** The signed-in landlord's own room, else 404 (none) or 403 (someone else's). */
export async function ownRoom(ctx: AppContext, userId: number, id: number): Promise<FoundRoom> {
  const room = await roomQueries(ctx.db).find(id);
  if (!room) throw notFound();
  if (room.owner_id !== userId) throw forbidden();
  return room;
}

export async function createRoom(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
  data: RoomCreateData,
): Promise<Room> {
  const property = await targetProperty(ctx, userId, data.coliving_property);
  await assertNumberFree(ctx, property.id, data.room_number);
  const { coliving_property: _property, ...fields } = data;
  const now = nowIso(ctx);
  // Counted and inserted under the property's lock: one room per bedroom (services/roomCapacity).
  const row = await withPropertyRoomsLock(ctx, property.id, async (trx) => {
    await assertRoomFits(trx, property.id);
    const room = await roomQueries(trx).insert(newRoomRow(fields, property.id, now));
    await homePeriodsOnNewRoom(trx, property.id, room.id);
    return room;
  });
  await tellFavouriters(ctx, row, property, [publishedEvent(row, property.title)]);
  // A room one can rent: its property may now match saved searches (its shown price changed).
  if (row.status === AVAILABLE) await queuePropertyMatch(ctx, row.property_id);
  return roomOut(ctx, request, row);
}

export async function updateRoom(
  ctx: AppContext,
  request: FastifyRequest,
  room: FoundRoom,
  data: RoomUpdateData,
): Promise<Room> {
  let property: RoomProperty = {
    id: room.property_id,
    title: room.property_title,
    status: room.property_status,
  };
  if (data.coliving_property !== undefined && data.coliving_property !== room.property_id) {
    property = await targetProperty(ctx, room.owner_id, data.coliving_property);
  }
  const minStay = data.min_stay_months ?? room.min_stay_months;
  const maxStay = data.max_stay_months === undefined ? room.max_stay_months : data.max_stay_months;
  if (maxStay !== null && maxStay < minStay) throw fieldError('max_stay_months', ERRORS.stayOrder);
  const roomNumber = data.room_number ?? room.room_number;
  if (property.id !== room.property_id || roomNumber !== room.room_number) {
    await assertNumberFree(ctx, property.id, roomNumber, room.id);
  }
  const { coliving_property: _property, ...fields } = data;
  const moved = property.id !== room.property_id;
  const save = (db: Kysely<Database>) =>
    roomQueries(db).update(room.id, roomChanges(fields, property.id, nowIso(ctx)));
  // A room moved to another property takes one of its bedrooms (services/roomCapacity).
  const after = moved
    ? await withPropertyRoomsLock(ctx, property.id, async (trx) => {
        await assertRoomFits(trx, property.id);
        return save(trx);
      })
    : await save(ctx.db);
  await tellFavouriters(ctx, after, property, changeEvents(room, after, property.title));
  if (after.status === AVAILABLE && (room.status !== AVAILABLE || after.property_id !== room.property_id))
    await queuePropertyMatch(ctx, after.property_id);
  return roomOut(ctx, request, after);
}

export async function changeRoomStatus(
  ctx: AppContext,
  request: FastifyRequest,
  room: FoundRoom,
  status: RoomStatus,
): Promise<Room> {
  if (room.status === status) return roomOut(ctx, request, room);
  const after = await roomQueries(ctx.db).update(room.id, { status, updated_at: nowIso(ctx) });
  await tellFavouriters(
    ctx,
    after,
    { id: room.property_id, title: room.property_title, status: room.property_status },
    changeEvents(room, after, room.property_title),
  );
  if (after.status === AVAILABLE) await queuePropertyMatch(ctx, after.property_id);
  return roomOut(ctx, request, after);
}

/**
 * Deletes the room with its calendar (periods, export address, imported calendars: their unit is
 * the room's id, with no foreign key), then its images' files.
 */
export async function deleteRoom(ctx: AppContext, room: FoundRoom): Promise<void> {
  const files = await roomQueries(ctx.db).imageFiles(room.id);
  // Under the calendar's lock, so an import writing the home's days on each room cannot add some after.
  await withOwnerLock(ctx.db, ctx.dialect, 'calendar', room.property_id, async (trx) => {
    await removeRoomCalendar(trx, room.property_id, room.id);
    await roomQueries(trx).delete(room.id);
  });
  await deleteFiles(ctx, files);
}

/** A room's first upload may bring as many images as a property's; later ones fewer. */
export async function uploadRoomImages(
  ctx: AppContext,
  request: FastifyRequest,
  room: FoundRoom,
): Promise<Image[]> {
  const perUpload =
    (await imageCount(ctx, ROOM_IMAGES, room.id)) === 0
      ? IMAGE_LIMITS.maxFilesPerUpload
      : ROOM_IMAGES_ADDITIONAL_MAX;
  return uploadImages(ctx, request, ROOM_IMAGES, room.id, perUpload);
}

export function reorderRoomImages(ctx: AppContext, room: FoundRoom, order: ImageOrder) {
  return reorderImages(ctx, order, ROOM_IMAGES, room.id);
}

export function deleteRoomImage(ctx: AppContext, room: FoundRoom, image: ImageDelete) {
  return deleteImage(ctx, image, ROOM_IMAGES, room.id);
}

async function roomOut(ctx: AppContext, request: FastifyRequest, row: RoomRow): Promise<Room> {
  const [room] = await roomsOut(ctx, request, [row]);
  return room!;
}

/** A property a landlord puts a room in: 400 when it does not exist, 403 when it is not theirs. */
async function targetProperty(ctx: AppContext, userId: number, propertyId: number): Promise<PropertyRow> {
  const property = isRowId(propertyId) ? await roomQueries(ctx.db).property(propertyId) : undefined;
  if (!property) throw fieldError('coliving_property', ERRORS.propertyNotFound);
  if (property.owner_id !== userId) throw forbidden();
  return property;
}

/** 400 on `room_number` when another room of the property has it (in any case). */
async function assertNumberFree(ctx: AppContext, propertyId: number, roomNumber: string, exceptId?: number) {
  if (await roomQueries(ctx.db).numberTaken(propertyId, roomNumber, exceptId)) {
    throw fieldError('room_number', ERRORS.roomNumberTaken);
  }
}

/** Tells the tenants who favourited the room's property (spec 02 §4); none for a hidden property. */
async function tellFavouriters(ctx: AppContext, room: RoomRow, property: RoomProperty, events: RoomEvent[]) {
  if (events.length === 0 || property.status === 'inactivo') return;
  const fans = await roomQueries(ctx.db).favouriters(property.id);
  if (fans.length === 0) return;
  for (const event of events) {
    await notifyMany(ctx, fans, { ...event, relatedObjectId: room.id, relatedObjectType: 'room' });
  }
}
