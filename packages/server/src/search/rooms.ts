import {
  COUNT_EXACT_LIMIT,
  type Page,
  ROOM_AMENITIES,
  ROOM_PAGE_SIZE,
  type Room,
  type RoomFilters,
  type RoomOrdering,
  type RoomStatus,
} from '@convive/sdk';
import type { FastifyRequest } from 'fastify';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { AppContext } from '../context';
import type { Dialect } from '../db/database';
import { fullTextCondition, searchTerms } from '../db/fullText';
import type { Database, RoomRow } from '../db/schema';
import { cityOrNeighborhood, containsText, type PlaceKeys, placeCondition } from '../db/text';
import { pageEnvelope, pageWindow } from '../pagination';
import { partnerOwner } from '../services/partnerKeys';
import { roomsOut } from '../services/serializers';
import { isRowId } from '../validation';
import { cappedCount } from './count';
import { cachedPlaceKeys } from './placeKeys';
import { roomFreeFor, type Stay, stayOf } from './stay';

/** The stored room status of a room one can rent (its Spanish alias is 'disponible'). */
const AVAILABLE: RoomStatus = 'available';

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
  stay: Stay | null,
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
  // Free for the stay asked: on PostgreSQL by the room's own `busy` ranges, on SQLite each room
  // probed by id in `availability_periods_unit` (search/stay.ts).
  if (stay) c.push(roomFreeFor('rooms', stay, dialect));
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

/**
 * The public room search. Rooms one can rent come first, then the rest, each group in the order
 * asked: read as two walks, each in the index of its status and order column (`rooms_status_*`,
 * or with a place `rooms_city_*`/`rooms_neighborhood_*`: the room's copies of its property's
 * keys, migration 022), that stop once the page is full. One query ordering every match by
 * "available first" sorted them all (slow at 43,000 rooms). The count stops past
 * `COUNT_EXACT_LIMIT`, as the properties' does ("más de 1.000"). A place is resolved to the
 * rooms' exact keys first, as the properties' search does (`placeKeys`). The same SQL on both
 * dialects: only the text condition is each one's (`fullTextCondition`).
 */
export async function searchRooms(
  ctx: AppContext,
  request: FastifyRequest,
  filters: RoomFilters,
): Promise<Page<Room>> {
  const window = pageWindow(filters, ROOM_PAGE_SIZE);
  const [column, direction] = ROOM_ORDER_COLUMNS[filters.ordering ?? '-created_at'];
  const ownerOnly = partnerOwner(request);
  // The public search reads the replica (DATABASE_READ_URL), else the primary.
  const reader = ctx.readDb;
  const place = filters.city ? await cachedPlaceKeys(ctx, reader, filters.city, 'rooms') : null;
  const stay = stayOf(filters);
  const matching = (available?: boolean) =>
    reader
      .selectFrom('rooms')
      .where((eb) =>
        eb.and([
          ...roomConditions(eb, filters, ownerOnly, ctx.dialect, place, stay),
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
  const { count, exact } = cappedCount(counted.n);
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
