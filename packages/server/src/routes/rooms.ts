import {
  COUNT_EXACT_LIMIT,
  type CodedNotification,
  ENDPOINTS,
  type EventType,
  ROOM_AMENITIES,
  ROOM_IMAGES_ADDITIONAL_MAX,
  ROOM_PAGE_SIZE,
  type RoomFilters,
  type RoomOrdering,
  type RoomStatus,
} from '@convive/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Expression, type ExpressionBuilder, type SqlBool, sql, type Updateable } from 'kysely';
import { type AppContext, nowIso } from '../context';
import type { Dialect } from '../db/database';
import { fullTextCondition, searchTerms } from '../db/fullText';
import type { Database, PropertyRow, RoomRow, RoomsTable } from '../db/schema';
import { cityOrNeighborhood, containsText, type PlaceKeys, placeCondition, toColumns } from '../db/text';
import { ERRORS, fieldError, forbidden, notFound } from '../errors';
import { notifyMany } from '../features/notifications';
import { router } from '../http/route';
import { pageEnvelope, pageWindow } from '../pagination';
import {
  deleteFiles,
  deleteImage,
  type ImageKind,
  imageCount,
  reorderImages,
  uploadImages,
} from '../services/imageSets';
import { IMAGE_LIMITS } from '../services/images';
import { partnerOwner, withinPartnerScope } from '../services/partnerKeys';
import { cachedPlaceKeys } from '../services/placeKeys';
import { assertRoomFits, withPropertyRoomsLock } from '../services/roomCapacity';
import { queuePropertyMatch } from '../services/savedSearchAlerts';
import { roomsOut } from '../services/serializers';
import { isRowId } from '../validation';
import { searchCacheRoute } from './searchCacheRoute';

const ROOM_IMAGES: ImageKind = { table: 'room_images', folder: 'rooms', owner: 'room' };

/** The stored room status of a room one can rent (its Spanish alias is 'disponible'). */
const AVAILABLE: RoomStatus = 'available';

/** A notification an edit of a room raises for the tenants who favourited its property. */
interface RoomEvent {
  eventType: EventType;
  notice: CodedNotification;
}

/** Each order of GET /rooms/: its column and direction. */
const ROOM_ORDER_COLUMNS: Record<
  RoomOrdering,
  ['rooms.created_at' | 'rooms.price_monthly' | 'rooms.size_sqm', 'asc' | 'desc']
> = {
  '-created_at': ['rooms.created_at', 'desc'],
  price: ['rooms.price_monthly', 'asc'],
  '-price': ['rooms.price_monthly', 'desc'],
  size: ['rooms.size_sqm', 'asc'],
  '-size': ['rooms.size_sqm', 'desc'],
};

/**
 * The public room search's conditions, on the rooms alone: the property's visibility and place are
 * the room's own copies (migration 022), and what is the property's alone (a partner key's owner,
 * its full text) is a subquery on the property's id.
 */
function roomConditions(
  eb: ExpressionBuilder<Database, 'rooms'>,
  f: RoomFilters,
  ownerOnly: number | null,
  dialect: Dialect,
  place: PlaceKeys | null,
): Expression<SqlBool>[] {
  const c: Expression<SqlBool>[] = [eb('rooms.property_visible', '=', 1)];
  // A partner key scoped to its owner shows only that landlord's rooms.
  if (ownerOnly !== null) {
    c.push(
      eb(
        'rooms.property_id',
        'in',
        eb.selectFrom('properties').select('properties.id').where('properties.owner_id', '=', ownerOnly),
      ),
    );
  }
  if (f.status) c.push(eb('rooms.status', '=', f.status));
  if (f.city)
    c.push(...(place ? [placeCondition(eb, place, 'rooms')] : cityOrNeighborhood(eb, f.city, 'rooms')));
  if (f.coliving_property !== undefined) {
    c.push(eb('rooms.property_id', '=', isRowId(f.coliving_property) ? f.coliving_property : 0));
  }
  if (f.min_price !== undefined) c.push(eb('rooms.price_monthly', '>=', f.min_price));
  if (f.max_price !== undefined) c.push(eb('rooms.price_monthly', '<=', f.max_price));
  if (f.min_size !== undefined) c.push(eb('rooms.size_sqm', '>=', f.min_size));
  if (f.max_size !== undefined) c.push(eb('rooms.size_sqm', '<=', f.max_size));
  for (const amenity of ROOM_AMENITIES) {
    if (f[amenity] === true) c.push(eb(`rooms.${amenity}`, '=', 1));
  }
  if (f.search) {
    // The room's property's Spanish full text (title, description, neighbourhood, city, address:
    // db/fullText.ts), or the room's own title, description or number containing the text. Only
    // stop words or punctuation: no text condition, as an empty search.
    const text = fullTextCondition(dialect, searchTerms(f.search));
    if (text) {
      const term = f.search;
      c.push(
        eb.or([
          eb('rooms.property_id', 'in', eb.selectFrom('properties').select('properties.id').where(text)),
          ...['rooms.title', 'rooms.description', 'rooms.room_number'].map((column) =>
            containsText(column, term),
          ),
        ]),
      );
    }
  }
  return c;
}

/** Rooms: public search and detail, per property, the landlord's own, create/update/delete, images. */
export async function roomRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  async function findRoom(id: number) {
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
  }
  type FoundRoom = NonNullable<Awaited<ReturnType<typeof findRoom>>>;

  async function findProperty(id: number) {
    return db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The signed-in landlord's own room of the path, else 404/403. */
  async function ownRoom({
    user,
    params,
  }: {
    user: { id: number };
    params: { id: number };
  }): Promise<FoundRoom> {
    const room = await findRoom(params.id);
    if (!room) throw notFound();
    if (room.owner_id !== user.id) throw forbidden();
    return room;
  }

  /** A property a landlord puts a room in: 400 when it does not exist, 403 when it is not theirs. */
  async function targetProperty(userId: number, propertyId: number): Promise<PropertyRow> {
    const property = isRowId(propertyId) ? await findProperty(propertyId) : undefined;
    if (!property) throw fieldError('coliving_property', ERRORS.propertyNotFound);
    if (property.owner_id !== userId) throw forbidden();
    return property;
  }

  async function assertNumberFree(propertyId: number, roomNumber: string, exceptId?: number) {
    let query = db
      .selectFrom('rooms')
      .select('id')
      .where('property_id', '=', propertyId)
      .where(sql<string>`lower(room_number)`, '=', roomNumber.toLowerCase());
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) throw fieldError('room_number', ERRORS.roomNumberTaken);
  }

  async function roomOut(request: FastifyRequest, row: RoomRow) {
    const [room] = await roomsOut(ctx, request, [row]);
    return room!;
  }

  /** Tells the tenants who favourited the room's property (spec 02 §4); none for a hidden property. */
  async function tellFavouriters(
    room: RoomRow,
    property: Pick<PropertyRow, 'id' | 'title' | 'status'>,
    events: RoomEvent[],
  ) {
    if (events.length === 0 || property.status === 'inactivo') return;
    const fans = await db
      .selectFrom('favorites')
      .select('user_id')
      .where('property_id', '=', property.id)
      .execute();
    if (fans.length === 0) return;
    for (const event of events) {
      await notifyMany(
        ctx,
        fans.map((f) => f.user_id),
        { ...event, relatedObjectId: room.id, relatedObjectType: 'room' },
      );
    }
  }

  /** The notifications an edit raises: one per specific change, else room_updated. */
  function changeEvents(before: RoomRow, after: RoomRow, propertyTitle: string): RoomEvent[] {
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

  const on = router(app, ctx);
  const E = ENDPOINTS.rooms;

  // The public search's answers kept in the search cache, as the properties' (the same for every
  // caller: nothing in a room search is the caller's own).
  const cache = searchCacheRoute(ctx);

  on(E.list, { early: cache.early }, ({ request, reply, query }) =>
    cache.answer(request, reply, () => searchRooms(request, query)),
  );

  /**
   * The public room search. Rooms one can rent come first, then the rest, each group in the order
   * asked: read as two walks, each in the index of its status and order column (`rooms_status_*`,
   * or with a place `rooms_city_*`/`rooms_neighborhood_*`: the room's copies of its property's
   * keys, migration 022), that stop once the page is full. One query ordering every match by
   * "available first" sorted them all (slow at 43,000 rooms). The count stops past
   * `COUNT_EXACT_LIMIT`, as the properties' does ("más de 1.000"). A place is resolved to the
   * rooms' exact keys first, as the properties' search does (`placeKeys`).
   */
  async function searchRooms(request: FastifyRequest, filters: RoomFilters) {
    const window = pageWindow(filters, ROOM_PAGE_SIZE);
    const [column, direction] = ROOM_ORDER_COLUMNS[filters.ordering ?? '-created_at'];
    const ownerOnly = partnerOwner(request);
    // The public search reads the replica (DATABASE_READ_URL), else the primary.
    const reader = ctx.readDb;
    const place = filters.city ? await cachedPlaceKeys(ctx, reader, filters.city, 'rooms') : null;
    const matching = (available?: boolean) =>
      reader
        .selectFrom('rooms')
        .where((eb) =>
          eb.and([
            ...roomConditions(eb, filters, ownerOnly, ctx.dialect, place),
            ...(available === undefined ? [] : [eb('rooms.status', available ? '=' : '!=', AVAILABLE)]),
          ]),
        );
    /** One group's rooms in the order asked, from `offset`. */
    const group = (available: boolean, offset: number, limit: number) =>
      matching(available)
        .selectAll('rooms')
        .orderBy(column, direction)
        .orderBy('rooms.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    // The count and the page's rooms one can rent, asked for together (one message to a SQLite
    // reader thread): one row more than a page, to know whether another follows when the count stops.
    const wanted = window.pageSize + 1;
    const [counted, firstRows] = await Promise.all([
      reader
        .selectFrom(
          matching()
            .select(sql.lit(1).as('one'))
            .limit(COUNT_EXACT_LIMIT + 1)
            .as('m'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      group(true, window.offset, wanted),
    ]);
    const matches = Number(counted.n);
    const exact = matches <= COUNT_EXACT_LIMIT;
    const count = Math.min(matches, COUNT_EXACT_LIMIT);
    let rows: RoomRow[] = [];
    let more = false;
    if (!exact || window.offset < count) {
      rows = firstRows;
      if (rows.length < wanted) {
        // The rooms one can rent end on this page or before it: the others follow them. Where they
        // end is known from this page, else counted (a page past all of them).
        const available =
          rows.length > 0 || window.offset === 0 ? window.offset + rows.length : await countAvailable();
        rows.push(...(await group(false, Math.max(0, window.offset - available), wanted - rows.length)));
      }
      more = rows.length > window.pageSize;
      rows = rows.slice(0, window.pageSize);
    }
    const results = await roomsOut(ctx, request, rows, { db: reader });
    return pageEnvelope(ctx, request, window, count, results, exact ? undefined : { more });

    async function countAvailable(): Promise<number> {
      const row = await matching(true)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }
  }

  on(E.mine, async ({ request, user }) => {
    const rows = await db
      .selectFrom('rooms')
      .innerJoin('properties', 'properties.id', 'rooms.property_id')
      .selectAll('rooms')
      .where('properties.owner_id', '=', user.id)
      .orderBy('rooms.created_at', 'desc')
      .orderBy('rooms.id', 'desc')
      .execute();
    return roomsOut(ctx, request, rows);
  });

  on(E.byProperty, async ({ request, user, params }) => {
    const property = await findProperty(params.propertyId);
    if (!property || (property.status === 'inactivo' && user?.id !== property.owner_id)) {
      throw notFound();
    }
    if (!withinPartnerScope(request, property.owner_id)) throw notFound();
    const rows = await db
      .selectFrom('rooms')
      .selectAll()
      .where('property_id', '=', property.id)
      .orderBy('room_number')
      .orderBy('id')
      .execute();
    return roomsOut(ctx, request, rows);
  });

  on(E.get, async ({ request, user, params }) => {
    const room = await findRoom(params.id);
    if (!room || (room.property_status === 'inactivo' && user?.id !== room.owner_id)) {
      throw notFound();
    }
    if (!withinPartnerScope(request, room.owner_id)) throw notFound();
    return roomOut(request, room);
  });

  on(E.create, async ({ request, user, body: data }) => {
    const property = await targetProperty(user.id, data.coliving_property);
    await assertNumberFree(property.id, data.room_number);
    const { coliving_property: _property, ...fields } = data;
    const now = nowIso(ctx);
    // Counted and inserted under the property's lock: one room per bedroom (services/roomCapacity).
    const row = await withPropertyRoomsLock(ctx, property.id, async (trx) => {
      await assertRoomFits(trx, property.id);
      return trx
        .insertInto('rooms')
        .values({
          ...(toColumns(fields) as Omit<RoomRow, 'id' | 'property_id' | 'created_at' | 'updated_at'>),
          property_id: property.id,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    await tellFavouriters(row, property, [
      {
        eventType: 'room_created',
        notice: {
          code: 'room.published',
          params: { room_number: row.room_number, room_title: row.title, property: property.title },
        },
      },
    ]);
    // A room one can rent: its property may now match saved searches (its shown price changed).
    if (row.status === AVAILABLE) await queuePropertyMatch(ctx, row.property_id);
    return roomOut(request, row);
  });

  on(E.update, { load: ownRoom }, async ({ request, record: room, body: data }) => {
    let property: Pick<PropertyRow, 'id' | 'title' | 'status'> = {
      id: room.property_id,
      title: room.property_title,
      status: room.property_status,
    };
    if (data.coliving_property !== undefined && data.coliving_property !== room.property_id) {
      property = await targetProperty(room.owner_id, data.coliving_property);
    }
    const minStay = data.min_stay_months ?? room.min_stay_months;
    const maxStay = data.max_stay_months === undefined ? room.max_stay_months : data.max_stay_months;
    if (maxStay !== null && maxStay < minStay) throw fieldError('max_stay_months', ERRORS.stayOrder);
    const roomNumber = data.room_number ?? room.room_number;
    if (property.id !== room.property_id || roomNumber !== room.room_number) {
      await assertNumberFree(property.id, roomNumber, room.id);
    }
    const { coliving_property: _property, ...fields } = data;
    const moved = property.id !== room.property_id;
    const save = (executor: typeof db) =>
      executor
        .updateTable('rooms')
        .set({
          ...(toColumns(fields) as Updateable<RoomsTable>),
          property_id: property.id,
          updated_at: nowIso(ctx),
        })
        .where('id', '=', room.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    // A room moved to another property takes one of its bedrooms (services/roomCapacity).
    const after = moved
      ? await withPropertyRoomsLock(ctx, property.id, async (trx) => {
          await assertRoomFits(trx, property.id);
          return save(trx);
        })
      : await save(db);
    await tellFavouriters(after, property, changeEvents(room, after, property.title));
    if (after.status === AVAILABLE && (room.status !== AVAILABLE || after.property_id !== room.property_id))
      await queuePropertyMatch(ctx, after.property_id);
    return roomOut(request, after);
  });

  on(E.changeStatus, { load: ownRoom }, async ({ request, record: room, body: { status } }) => {
    if (room.status === status) return roomOut(request, room);
    const after = await db
      .updateTable('rooms')
      .set({ status, updated_at: nowIso(ctx) })
      .where('id', '=', room.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await tellFavouriters(
      after,
      { id: room.property_id, title: room.property_title, status: room.property_status },
      changeEvents(room, after, room.property_title),
    );
    if (after.status === AVAILABLE) await queuePropertyMatch(ctx, after.property_id);
    return roomOut(request, after);
  });

  on(E.delete, { load: ownRoom }, async ({ record: room }) => {
    const images = await db
      .selectFrom('room_images')
      .select(['storage_key', 'thumb_key'])
      .where('owner_ref', '=', room.id)
      .execute();
    await db.deleteFrom('rooms').where('id', '=', room.id).execute();
    await deleteFiles(
      ctx,
      images.flatMap((i) => [i.storage_key, i.thumb_key]),
    );
  });

  on(E.uploadImages, { load: ownRoom }, async ({ request, record: room }) => {
    const perUpload =
      (await imageCount(ctx, ROOM_IMAGES, room.id)) === 0
        ? IMAGE_LIMITS.maxFilesPerUpload
        : ROOM_IMAGES_ADDITIONAL_MAX;
    return uploadImages(ctx, request, ROOM_IMAGES, room.id, perUpload);
  });

  on(E.reorderImages, { load: ownRoom }, ({ body, record: room }) =>
    reorderImages(ctx, body, ROOM_IMAGES, room.id),
  );

  on(E.deleteImage, { load: ownRoom }, ({ body, record: room }) =>
    deleteImage(ctx, body, ROOM_IMAGES, room.id),
  );
}
