import {
  ENDPOINTS,
  normalizeText,
  PROPERTY_AMENITIES,
  PROPERTY_PAGE_SIZE,
  type PropertyFilters,
} from '@convive/sdk';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { type AppContext, nowIso } from '../context';
import type { Database, PropertyRow } from '../db/schema';
import { cityOrNeighborhood, containsText, toColumns } from '../db/text';
import { forbidden, notFound } from '../errors';
import { pageEnvelope, pageWindow } from '../pagination';
import {
  deleteFiles,
  deleteImage,
  PROPERTY_IMAGES,
  reorderImages,
  uploadImages,
} from '../services/imageSets';
import { IMAGE_LIMITS } from '../services/images';
import { partnerOwner, withinPartnerScope } from '../services/partnerKeys';
import { queuePropertyMatch } from '../services/savedSearchAlerts';
import { propertiesOut, propertyOut } from '../services/serializers';
import { isRowId } from '../validation';
import { router } from './route';

/* ------------------------------------------------------------------------------------------------
 * Helpers shared with the rooms routes: pagination envelope, text matching, images.
 * ---------------------------------------------------------------------------------------------- */

/* ------------------------------------------------------------------------------------------------
 * Property search
 * ---------------------------------------------------------------------------------------------- */

const SEARCH_COLUMNS = [
  'properties.title',
  'properties.description',
  'properties.city',
  'properties.neighborhood',
  'properties.address',
] as const;

interface PropertyScope {
  /** Only `disponible` properties (the public view). */
  onlyAvailable: boolean;
  /** Apply the `status` filter (not on /all/, which is always `disponible`). */
  useStatus: boolean;
  /** Apply the `owner` filter. */
  useOwner: boolean;
  /** Only this landlord's properties (a partner key scoped to its owner), whatever the filters say. */
  partnerOwner?: number | null;
}

function propertyConditions(
  eb: ExpressionBuilder<Database, 'properties'>,
  f: PropertyFilters,
  scope: PropertyScope,
): Expression<SqlBool>[] {
  const c: Expression<SqlBool>[] = [];
  if (scope.onlyAvailable) c.push(eb('properties.status', '=', 'disponible'));
  if (scope.partnerOwner) c.push(eb('properties.owner_id', '=', scope.partnerOwner));
  if (scope.useStatus && f.status) c.push(eb('properties.status', '=', f.status));
  if (scope.useOwner && f.owner !== undefined) {
    // An id no row can have matches nothing (0 is never an id).
    c.push(eb('properties.owner_id', '=', isRowId(f.owner) ? f.owner : 0));
  }
  if (f.city) c.push(...cityOrNeighborhood(eb, f.city));
  if (f.neighborhood) c.push(containsText('properties.neighborhood', f.neighborhood));
  if (f.search) {
    const term = f.search;
    c.push(
      eb.or([
        ...SEARCH_COLUMNS.map((column) => containsText(column, term)),
        // Accent-free city search ('malaga' finds 'Málaga').
        containsText('properties.city_key', normalizeText(term)),
      ]),
    );
  }
  if (f.min_price !== undefined) c.push(eb(shownPrice(), '>=', f.min_price));
  if (f.max_price !== undefined) c.push(eb(shownPrice(), '<=', f.max_price));
  if (f.min_size !== undefined) c.push(eb('properties.size', '>=', f.min_size));
  if (f.max_size !== undefined) c.push(eb('properties.size', '<=', f.max_size));
  if (f.bedrooms !== undefined) c.push(eb('properties.bedrooms', '>=', f.bedrooms));
  if (f.bathrooms !== undefined) c.push(eb('properties.bathrooms', '>=', f.bathrooms));
  if (f.property_type) c.push(eb('properties.property_type', '=', f.property_type));
  if (f.coliving === 'coliving') c.push(eb('properties.is_coliving', '=', 1));
  if (f.coliving === 'traditional') c.push(eb('properties.is_coliving', '=', 0));
  for (const amenity of PROPERTY_AMENITIES) {
    if (f[amenity] === true) c.push(eb(`properties.${amenity}`, '=', 1));
  }
  return c;
}

/**
 * The price a property's card shows, to filter and sort by (issue 14 #1): a coliving property's is
 * its cheapest available room's ("desde 375 €/mes"), else its per-room price, else its price; any
 * other property's is its price. The serializer shows the same (`price_per_room`).
 */
export function shownPrice() {
  return sql<number>`case when ${sql.ref('properties.is_coliving')} = 1 then coalesce((select min(r.price_monthly) from rooms r where r.property_id = ${sql.ref('properties.id')} and r.status = 'available'), nullif(${sql.ref('properties.price_per_room')}, 0), ${sql.ref('properties.price')}) else ${sql.ref('properties.price')} end`;
}

const ORDERINGS = {
  '-created_at': ['properties.created_at', 'desc'],
  created_at: ['properties.created_at', 'asc'],
  price: ['price', 'asc'],
  '-price': ['price', 'desc'],
  size: ['properties.size', 'asc'],
  '-size': ['properties.size', 'desc'],
} as const;

async function searchProperties(
  ctx: AppContext,
  request: FastifyRequest,
  filters: PropertyFilters,
  scope: PropertyScope,
) {
  const window = pageWindow(filters, PROPERTY_PAGE_SIZE);
  const where = (eb: ExpressionBuilder<Database, 'properties'>) =>
    eb.and(propertyConditions(eb, filters, scope));
  const counted = await ctx.db
    .selectFrom('properties')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(where)
    .executeTakeFirst();
  const count = Number(counted?.n ?? 0);
  let rows: PropertyRow[] = [];
  if (window.offset < count) {
    const [column, direction] = ORDERINGS[filters.ordering ?? '-created_at'];
    rows = await ctx.db
      .selectFrom('properties')
      .selectAll()
      .where(where)
      .orderBy(column === 'price' ? shownPrice() : column, direction)
      .orderBy('properties.id', filters.ordering === 'created_at' ? 'asc' : 'desc')
      .limit(window.pageSize)
      .offset(window.offset)
      .execute();
  }
  return pageEnvelope(ctx, request, window, count, await propertiesOut(ctx, request, rows));
}

/* ------------------------------------------------------------------------------------------------
 * Routes
 * ---------------------------------------------------------------------------------------------- */

/** Properties: public search and detail, the landlord's own list, create/update/delete, images. */
export async function propertyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  async function findProperty(id: number) {
    return db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The signed-in landlord's own property of the path, else 404/403. */
  async function ownProperty({ user, params }: { user: { id: number }; params: { id: number } }) {
    const property = await findProperty(params.id);
    if (!property) throw notFound();
    if (property.owner_id !== user.id) throw forbidden();
    return property;
  }

  /**
   * Answers a public search from the cache when it can (the same answer for every caller: no
   * "mine" in it), else runs it and keeps the serialized answer. Keyed by origin (media URLs are
   * absolute) and the full query.
   */
  async function cachedSearch(
    request: FastifyRequest,
    reply: FastifyReply,
    filters: PropertyFilters,
    run: (filters: PropertyFilters) => Promise<unknown>,
    cacheable: (filters: PropertyFilters) => boolean,
  ) {
    // Only valid queries reach here (the route validated it), so only valid queries are stored.
    // A partner key scoped to its owner narrows the answer: it is part of the key.
    const key = `${ctx.origin(request)}${request.url}|${partnerOwner(request) ?? ''}`;
    // A signed-in caller naming an owner may be asking for their own properties (every status):
    // never answer that from what someone else's request stored.
    const mayBeOwn = !!request.user && (request.query as Record<string, unknown>).owner !== undefined;
    const hit = mayBeOwn ? undefined : ctx.searchCache.get(key);
    if (hit !== undefined)
      return reply.type('application/json; charset=utf-8').header('x-cache', 'hit').send(hit);
    const store = cacheable(filters);
    const body = JSON.stringify(await run(filters));
    if (store) ctx.searchCache.set(key, body);
    return reply
      .type('application/json; charset=utf-8')
      .header('x-cache', store ? 'miss' : 'bypass')
      .send(body);
  }

  const on = router(app, ctx);
  const E = ENDPOINTS.properties;

  on(E.all, ({ request, reply, query }) =>
    cachedSearch(
      request,
      reply,
      query,
      (filters) =>
        searchProperties(ctx, request, filters, {
          onlyAvailable: true,
          useStatus: false,
          useOwner: false,
          partnerOwner: partnerOwner(request),
        }),
      () => true,
    ),
  );

  on(E.list, ({ request, reply, user, query }) => {
    const mine = (filters: PropertyFilters) => !!user && filters.owner === user.id;
    return cachedSearch(
      request,
      reply,
      query,
      (filters) =>
        searchProperties(ctx, request, filters, {
          onlyAvailable: !mine(filters),
          useStatus: true,
          useOwner: true,
          partnerOwner: partnerOwner(request),
        }),
      (filters) => !mine(filters),
    );
  });

  on(E.mine, async ({ request, user }) => {
    const rows = await db
      .selectFrom('properties')
      .selectAll()
      .where('owner_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return propertiesOut(ctx, request, rows);
  });

  on(E.get, async ({ request, user, params }) => {
    const property = await findProperty(params.id);
    const isOwner = !!property && user?.id === property.owner_id;
    if (!property || (property.status === 'inactivo' && !isOwner)) throw notFound();
    if (!withinPartnerScope(request, property.owner_id)) throw notFound();
    // Counted in memory and written in batches: reading a listing is never a write.
    if (!isOwner) ctx.views.record(property.id);
    return propertyOut(ctx, request, property, { withRooms: true });
  });

  on(E.create, async ({ request, user, body: data }) => {
    const now = nowIso(ctx);
    const row = await db
      .insertInto('properties')
      .values({
        ...(toColumns(data) as Omit<
          PropertyRow,
          'id' | 'owner_id' | 'city_key' | 'neighborhood_key' | 'created_at' | 'updated_at'
        >),
        owner_id: user.id,
        city_key: normalizeText(data.city),
        neighborhood_key: normalizeText(data.neighborhood),
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Published available: it appears in the public search, and saved searches may want it.
    if (row.status === 'disponible') await queuePropertyMatch(ctx, row.id, { justCreated: true });
    return propertyOut(ctx, request, row, { withRooms: true });
  });

  on(E.update, { load: ownProperty }, async ({ request, record: property, body: data }) => {
    const row = await db
      .updateTable('properties')
      .set({
        ...(toColumns(data) as Partial<PropertyRow>),
        ...(data.city !== undefined ? { city_key: normalizeText(data.city) } : {}),
        ...(data.neighborhood !== undefined ? { neighborhood_key: normalizeText(data.neighborhood) } : {}),
        updated_at: nowIso(ctx),
      })
      .where('id', '=', property.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Became available (the public search shows it from now): saved searches may want it. An edit
    // of a property already shown alerts nothing (a property alerts a search once, when it appears).
    if (row.status === 'disponible' && property.status !== 'disponible')
      await queuePropertyMatch(ctx, row.id);
    return propertyOut(ctx, request, row, { withRooms: true });
  });

  on(E.delete, { load: ownProperty }, async ({ record: property }) => {
    const propertyImages = await db
      .selectFrom('property_images')
      .select(['storage_key', 'thumb_key'])
      .where('owner_ref', '=', property.id)
      .execute();
    const roomImages = await db
      .selectFrom('room_images')
      .innerJoin('rooms', 'rooms.id', 'room_images.owner_ref')
      .select(['room_images.storage_key', 'room_images.thumb_key'])
      .where('rooms.property_id', '=', property.id)
      .execute();
    // Foreign keys cascade: rooms, images, listings, favourites, appointments and requests.
    await db.deleteFrom('properties').where('id', '=', property.id).execute();
    await deleteFiles(
      ctx,
      [...propertyImages, ...roomImages].flatMap((i) => [i.storage_key, i.thumb_key]),
    );
  });

  on(E.uploadImages, { load: ownProperty }, ({ request, record: property }) =>
    uploadImages(ctx, request, PROPERTY_IMAGES, property.id, IMAGE_LIMITS.maxFilesPerUpload),
  );

  on(E.reorderImages, { load: ownProperty }, ({ body, record: property }) =>
    reorderImages(ctx, body, PROPERTY_IMAGES, property.id),
  );

  on(E.deleteImage, { load: ownProperty }, ({ body, record: property }) =>
    deleteImage(ctx, body, PROPERTY_IMAGES, property.id),
  );
}
