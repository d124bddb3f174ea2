import { ENDPOINTS, type Listing } from '@convive/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AppContext, nowIso } from '../context';
import { type ListingRow, PROPERTY_COLUMNS, type PropertyRow } from '../db/schema';
import { toColumns } from '../db/text';
import { ERRORS, fieldError, forbidden, notFound } from '../errors';
import { router } from '../http/route';
import { propertiesOut } from '../services/serializers';
import { isRowId } from '../validation';

/**
 * Listings as the contract's Listing, in the order given: the property summary (its card thumbnail
 * comes from propertiesOut), `views` from the column and `inquiries` counted in one query: the
 * requests on the property created at or after the listing.
 */
async function listingsOut(
  ctx: AppContext,
  request: FastifyRequest,
  rows: readonly ListingRow[],
): Promise<Listing[]> {
  if (rows.length === 0) return [];
  const propertyIds = [...new Set(rows.map((r) => r.property_id))];
  const listingIds = rows.map((r) => r.id);
  const [propertyRows, counts] = await Promise.all([
    ctx.db.selectFrom('properties').select(PROPERTY_COLUMNS).where('id', 'in', propertyIds).execute(),
    ctx.db
      .selectFrom('listings')
      .innerJoin('property_requests', (join) =>
        join
          .onRef('property_requests.property_id', '=', 'listings.property_id')
          .onRef('property_requests.created_at', '>=', 'listings.created_at'),
      )
      .select('listings.id')
      .select((eb) => eb.fn.count<number>('property_requests.id').as('n'))
      .where('listings.id', 'in', listingIds)
      .groupBy('listings.id')
      .execute(),
  ]);
  const properties = new Map(
    (await propertiesOut(ctx, request, propertyRows)).map((p) => [
      p.id,
      { id: p.id, title: p.title, city: p.city, thumbnail: p.thumbnail },
    ]),
  );
  const inquiries = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    property: properties.get(row.property_id) ?? {
      id: row.property_id,
      title: '',
      city: '',
      thumbnail: null,
    },
    rent_terms: row.rent_terms,
    min_stay: row.min_stay,
    deposit: row.deposit,
    available_from: row.available_from,
    status: row.status as Listing['status'],
    is_featured: !!row.is_featured,
    views: row.views,
    inquiries: inquiries.get(row.id) ?? 0,
    owner: row.owner_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

/** A landlord's listings ("anuncios"): their list, detail, create, update, delete. */
export async function listingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  async function findListing(id: number) {
    return db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The signed-in landlord's own listing of the path, else 404/403. */
  async function ownListing({ user, params }: { user: { id: number }; params: { id: number } }) {
    const listing = await findListing(params.id);
    if (!listing) throw notFound();
    if (listing.owner_id !== user.id) throw forbidden();
    return listing;
  }

  /** The property a listing is about: 400 when it does not exist (spec 02 §5), 403 when not theirs. */
  async function ownProperty(userId: number, propertyId: number): Promise<PropertyRow> {
    const property = isRowId(propertyId)
      ? await db
          .selectFrom('properties')
          .select(PROPERTY_COLUMNS)
          .where('id', '=', propertyId)
          .executeTakeFirst()
      : undefined;
    if (!property) throw fieldError('property', ERRORS.listingPropertyNotFound({ id: propertyId }));
    if (property.owner_id !== userId) throw forbidden();
    return property;
  }

  async function listingOut(request: FastifyRequest, row: ListingRow): Promise<Listing> {
    const [listing] = await listingsOut(ctx, request, [row]);
    return listing!;
  }

  /** One listing per property: a second one would show the same home twice. */
  async function refuseSecondListing(propertyId: number, except: number | null): Promise<void> {
    let query = db.selectFrom('listings').select('id').where('property_id', '=', propertyId);
    if (except !== null) query = query.where('id', '!=', except);
    if (await query.executeTakeFirst()) throw fieldError('property', ERRORS.listingExists);
  }

  const on = router(app, ctx);
  const E = ENDPOINTS.listings;

  /** Only a landlord's own listings: the path's id must be theirs. */
  const ownLandlordId = ({ user, params }: { user: { id: number }; params: { userId: number } }) => {
    if (params.userId !== user.id) throw forbidden();
  };

  on(E.byLandlord, { load: ownLandlordId }, async ({ request, user }) => {
    const rows = await db
      .selectFrom('listings')
      .selectAll()
      .where('owner_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return listingsOut(ctx, request, rows);
  });

  on(E.get, async ({ request, params }) => {
    const listing = await findListing(params.id);
    const isOwner = !!listing && request.user?.id === listing.owner_id;
    if (!listing || (!isOwner && listing.status !== 'published')) throw notFound();
    if (!isOwner) {
      // A published listing of a hidden (inactivo) property is hidden with it.
      const property = await db
        .selectFrom('properties')
        .select('status')
        .where('id', '=', listing.property_id)
        .executeTakeFirst();
      if (!property || property.status === 'inactivo') throw notFound();
    }
    return listingOut(request, listing);
  });

  on(E.create, async ({ request, user, body: data }) => {
    const property = await ownProperty(user.id, data.property);
    await refuseSecondListing(property.id, null);
    const { property: _property, ...fields } = data;
    const now = nowIso(ctx);
    const row = await db
      .insertInto('listings')
      .values({
        ...(toColumns(fields) as Omit<
          ListingRow,
          'id' | 'property_id' | 'owner_id' | 'views' | 'created_at' | 'updated_at'
        >),
        property_id: property.id,
        owner_id: user.id,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return listingOut(request, row);
  });

  on(E.update, { load: ownListing }, async ({ request, record: listing, body: data }) => {
    const { property: propertyId, ...fields } = data;
    if (propertyId !== undefined && propertyId !== listing.property_id) {
      await ownProperty(listing.owner_id, propertyId);
      await refuseSecondListing(propertyId, listing.id);
    }
    const row = await db
      .updateTable('listings')
      .set({
        ...(toColumns(fields) as Partial<ListingRow>),
        ...(propertyId !== undefined ? { property_id: propertyId } : {}),
        updated_at: nowIso(ctx),
      })
      .where('id', '=', listing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return listingOut(request, row);
  });

  on(E.delete, { load: ownListing }, async ({ record: listing }) => {
    await db.deleteFrom('listings').where('id', '=', listing.id).execute();
  });
}
