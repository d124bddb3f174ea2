import type { Image, ListingTerms, Property, Room } from '@convive/sdk';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database, ImageRow, ListingRow, PropertyRow, RoomRow } from '../db/schema';
import { displayName } from './users';

/**
 * Rows → contract objects. Related data is loaded in batches (one query per kind for a whole page),
 * so a page of nine properties costs a handful of queries, not nine times as many. They read from
 * the main connection unless told (`db`): a public search reads from where it searched (the readers,
 * `ctx.readDb`), and what a request has just written is read back from the main connection.
 */

/** Where the related data is read from. */
type Reader = Kysely<Database>;

export function imageOut(ctx: AppContext, request: FastifyRequest, row: ImageRow): Image {
  return {
    id: row.id,
    image: ctx.mediaUrl(row.storage_key, request)!,
    thumbnail: ctx.mediaUrl(row.thumb_key, request),
    is_main: !!row.is_main,
    order: row.position,
    created_at: row.created_at,
  };
}

/** The images of many owners (properties or rooms), main first then by position, grouped by owner. */
async function imagesByOwner(
  db: Reader,
  table: 'property_images' | 'room_images',
  ids: readonly number[],
): Promise<Map<number, ImageRow[]>> {
  const map = new Map<number, ImageRow[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom(table)
    .selectAll()
    .where('owner_ref', 'in', [...ids])
    .orderBy('owner_ref')
    .orderBy('is_main', 'desc')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = map.get(row.owner_ref) ?? [];
    list.push(row);
    map.set(row.owner_ref, list);
  }
  return map;
}

function thumbnailOf(ctx: AppContext, request: FastifyRequest, images: readonly ImageRow[] | undefined) {
  const first = images?.[0];
  return first ? ctx.mediaUrl(first.thumb_key, request) : null;
}

async function ownersById(db: Reader, ids: readonly number[]) {
  const map = new Map<number, { name: string; picture: string | null }>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'profile_picture'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  for (const row of rows) map.set(row.id, { name: displayName(row), picture: row.profile_picture });
  return map;
}

interface Summary {
  total: number;
  available: number;
  occupied: number;
  reserved: number;
  maintenance: number;
}

function emptySummary(): Summary {
  return { total: 0, available: 0, occupied: 0, reserved: 0, maintenance: 0 };
}

async function roomSummaries(db: Reader, propertyIds: readonly number[]): Promise<Map<number, Summary>> {
  const map = new Map<number, Summary>();
  if (propertyIds.length === 0) return map;
  const rows = await db
    .selectFrom('rooms')
    .select(['property_id', 'status'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('property_id', 'in', [...propertyIds])
    .groupBy(['property_id', 'status'])
    .execute();
  for (const row of rows) {
    const summary = map.get(row.property_id) ?? emptySummary();
    const n = Number(row.n);
    summary.total += n;
    if (
      row.status === 'available' ||
      row.status === 'occupied' ||
      row.status === 'reserved' ||
      row.status === 'maintenance'
    ) {
      summary[row.status] += n;
    }
    map.set(row.property_id, summary);
  }
  return map;
}

/** `roomSummaries` of rooms already read. */
function summarize(rooms: readonly RoomRow[]): Map<number, Summary> {
  const map = new Map<number, Summary>();
  for (const room of rooms) {
    const summary = map.get(room.property_id) ?? emptySummary();
    summary.total += 1;
    if (
      room.status === 'available' ||
      room.status === 'occupied' ||
      room.status === 'reserved' ||
      room.status === 'maintenance'
    ) {
      summary[room.status] += 1;
    }
    map.set(room.property_id, summary);
  }
  return map;
}

/** `cheapestAvailable` of rooms already read. */
function cheapestOf(rooms: readonly RoomRow[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const room of rooms) {
    if (room.status !== 'available') continue;
    const known = map.get(room.property_id);
    if (known === undefined || room.price_monthly < known) map.set(room.property_id, room.price_monthly);
  }
  return map;
}

/** Each coliving property's cheapest available room price: what its card shows. */
async function cheapestAvailable(db: Reader, propertyIds: readonly number[]): Promise<Map<number, number>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('rooms')
    .select('property_id')
    .select((eb) => eb.fn.min<number>('price_monthly').as('price'))
    .where('property_id', 'in', [...propertyIds])
    .where('status', '=', 'available')
    .groupBy('property_id')
    .execute();
  return new Map(rows.map((r) => [r.property_id, Number(r.price)]));
}

/** Each home's published listing: its terms (the page, card and JSON-LD show them) and 'Destacado'. */
export async function publishedListings(
  db: Reader,
  propertyIds: readonly number[],
): Promise<Map<number, PublishedListing>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('listings')
    .select([
      'id',
      'property_id',
      'title',
      'rent_terms',
      'min_stay',
      'deposit',
      'available_from',
      'is_featured',
    ])
    .where('property_id', 'in', [...propertyIds])
    .where('status', '=', 'published')
    .execute();
  return new Map(rows.map((r) => [r.property_id, r]));
}

export type PublishedListing = Pick<
  ListingRow,
  'id' | 'property_id' | 'title' | 'rent_terms' | 'min_stay' | 'deposit' | 'available_from' | 'is_featured'
>;

function listingTerms(listing: PublishedListing | undefined): ListingTerms | null {
  if (!listing) return null;
  return {
    id: listing.id,
    title: listing.title,
    rent_terms: listing.rent_terms,
    min_stay: listing.min_stay,
    deposit: listing.deposit,
    available_from: listing.available_from,
  };
}

/**
 * Properties as the contract's Property, in the order given. `withRooms` fills `rooms` (detail call);
 * `db` is where their related data is read (the main connection by default).
 */
export async function propertiesOut(
  ctx: AppContext,
  request: FastifyRequest,
  rows: readonly PropertyRow[],
  options: { withRooms?: boolean; db?: Reader } = {},
): Promise<Property[]> {
  const db = options.db ?? ctx.db;
  const ids = rows.map((r) => r.id);
  const coliving = rows.filter((r) => r.is_coliving).map((r) => r.id);
  // With the rooms (a property's page): read them first, and count them and find the cheapest
  // available one here, and give their serializer the properties already read: three queries fewer
  // for every page (a round trip each on PostgreSQL).
  const roomRows =
    options.withRooms && ids.length > 0
      ? await db
          .selectFrom('rooms')
          .selectAll()
          .where('property_id', 'in', ids)
          .orderBy('room_number')
          .orderBy('id')
          .execute()
      : null;
  const [images, owners, summaries, listings, cheapest, rooms] = await Promise.all([
    imagesByOwner(db, 'property_images', ids),
    ownersById(
      db,
      rows.map((r) => r.owner_id),
    ),
    roomRows ? summarize(roomRows) : roomSummaries(db, ids),
    publishedListings(db, ids),
    roomRows ? cheapestOf(roomRows) : cheapestAvailable(db, coliving),
    roomRows ? roomsOut(ctx, request, roomRows, { known: rows, db }) : [],
  ]);
  const roomsByProperty = new Map<number, Room[]>();
  for (const room of rooms) {
    const list = roomsByProperty.get(room.coliving_property) ?? [];
    list.push(room);
    roomsByProperty.set(room.coliving_property, list);
  }
  return rows.map((row) => {
    const summary = summaries.get(row.id) ?? {
      total: 0,
      available: 0,
      occupied: 0,
      reserved: 0,
      maintenance: 0,
    };
    const propertyImages = images.get(row.id) ?? [];
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      property_type: row.property_type as Property['property_type'],
      price: row.price,
      // A coliving property is 'desde' its cheapest available room (the search filters by the same).
      price_per_room: (row.is_coliving ? cheapest.get(row.id) : undefined) ?? row.price_per_room,
      address: row.address,
      city: row.city,
      postal_code: row.postal_code,
      country: row.country,
      location: row.location,
      neighborhood: row.neighborhood,
      plus_code_or_maps_link: row.plus_code_or_maps_link,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      size: row.size,
      floor: row.floor,
      is_coliving: !!row.is_coliving,
      is_furnished: !!row.is_furnished,
      has_parking: !!row.has_parking,
      has_pool: !!row.has_pool,
      has_terrace: !!row.has_terrace,
      has_garden: !!row.has_garden,
      has_elevator: !!row.has_elevator,
      pets_allowed: !!row.pets_allowed,
      energy_rating: row.energy_rating as Property['energy_rating'],
      energy_consumption: row.energy_consumption,
      energy_emissions: row.energy_emissions,
      cadastral_reference: row.cadastral_reference,
      nrua_number: row.nrua_number,
      status: row.status as Property['status'],
      is_featured: !!listings.get(row.id)?.is_featured,
      listing: listingTerms(listings.get(row.id)),
      hidden_by_listing: row.status === 'inactivo' && row.hidden_by_listing !== null,
      owner: row.owner_id,
      owner_name: owners.get(row.owner_id)?.name ?? '',
      images: propertyImages.map((image) => imageOut(ctx, request, image)),
      thumbnail: thumbnailOf(ctx, request, propertyImages),
      rooms_count: summary.total,
      available_rooms_count: summary.available,
      rooms_status_summary: {
        ...summary,
        occupancy_rate: summary.total === 0 ? 0 : Math.round((summary.occupied / summary.total) * 100),
      },
      rooms: roomsByProperty.get(row.id) ?? [],
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

export async function propertyOut(
  ctx: AppContext,
  request: FastifyRequest,
  row: PropertyRow,
  options: { withRooms?: boolean } = {},
): Promise<Property> {
  const [property] = await propertiesOut(ctx, request, [row], options);
  return property!;
}

/** Rooms as the contract's Room, in the order given. */
export async function roomsOut(
  ctx: AppContext,
  request: FastifyRequest,
  rows: readonly RoomRow[],
  options: {
    /** Their properties, when the caller has read them already. */
    known?: readonly Pick<PropertyRow, 'id' | 'title' | 'city' | 'neighborhood' | 'owner_id'>[];
    /** Where their related data is read (the main connection by default). */
    db?: Reader;
  } = {},
): Promise<Room[]> {
  const { known, db = ctx.db } = options;
  const propertyIds = [...new Set(rows.map((r) => r.property_id))];
  const properties = new Map<
    number,
    { title: string; city: string; neighborhood: string; owner_id: number }
  >();
  for (const property of known ?? []) properties.set(property.id, property);
  if (propertyIds.some((id) => !properties.has(id))) {
    const propertyRows = await db
      .selectFrom('properties')
      .select(['id', 'title', 'city', 'neighborhood', 'owner_id'])
      .where('id', 'in', propertyIds)
      .execute();
    for (const row of propertyRows) properties.set(row.id, row);
  }
  const [images, owners, listings] = await Promise.all([
    imagesByOwner(
      db,
      'room_images',
      rows.map((r) => r.id),
    ),
    ownersById(
      db,
      [...properties.values()].map((p) => p.owner_id),
    ),
    publishedListings(db, propertyIds),
  ]);
  return rows.map((row) => {
    const property = properties.get(row.property_id);
    const owner = property ? owners.get(property.owner_id) : undefined;
    const roomImages = images.get(row.id) ?? [];
    return {
      id: row.id,
      coliving_property: row.property_id,
      coliving_property_title: property?.title ?? '',
      city: property?.city ?? '',
      neighborhood: property?.neighborhood ?? '',
      room_number: row.room_number,
      title: row.title,
      description: row.description,
      price_monthly: row.price_monthly,
      size_sqm: row.size_sqm,
      floor_level: row.floor_level,
      status: row.status,
      has_private_bathroom: !!row.has_private_bathroom,
      has_window: !!row.has_window,
      has_balcony: !!row.has_balcony,
      has_desk: !!row.has_desk,
      has_wardrobe: !!row.has_wardrobe,
      is_furnished: !!row.is_furnished,
      available_from: row.available_from,
      min_stay_months: row.min_stay_months,
      max_stay_months: row.max_stay_months,
      deposit_amount: row.deposit_amount,
      images: roomImages.map((image) => imageOut(ctx, request, image)),
      thumbnail: thumbnailOf(ctx, request, roomImages),
      owner: property?.owner_id ?? 0,
      owner_name: owner?.name ?? '',
      owner_profile_picture: ctx.mediaUrl(owner?.picture, request),
      // A room is 'Destacada' when its home's listing is (the only featuring there is).
      is_featured: !!listings.get(row.property_id)?.is_featured,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}
