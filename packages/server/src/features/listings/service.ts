import {
  type Listing,
  type listingCreateSchema,
  type listingUpdateSchema,
  type Property,
  rentTermsFor,
} from '@convive/sdk';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { type AppContext, nowIso } from '../../context';
import type { ListingRow, PropertyRow } from '../../db/schema';
import { toColumns } from '../../db/text';
import { ERRORS, fieldError, forbidden, notFound } from '../../errors';
import { propertiesOut } from '../../services/serializers';
import { isRowId } from '../../validation';
import { queuePropertyMatch } from '../savedSearches';
import { emitWebhookEvent } from '../webhooks';
import { listingProperty, listingsOut } from './mapping';
import { listingQueries } from './queries';
import { applyListingGate, type GateChanges } from './visibility';

/*
 * A landlord's listings ("anuncios"): their list, detail, create, update, delete. One listing per
 * property, of the landlord's own properties; anyone may read a published one, unless its property
 * is hidden. A home's listing decides whether it is public (`applyListingGate`, ADR 0177).
 */

type Create = z.output<typeof listingCreateSchema>;
type Update = z.output<typeof listingUpdateSchema>;

/**
 * Listings as the contract's Listing, in the order given: the property summary (its card thumbnail
 * comes from propertiesOut), `views` from the column and `inquiries` counted in one query: the
 * requests on the property created at or after the listing.
 */
async function withDetails(
  ctx: AppContext,
  request: FastifyRequest,
  rows: readonly ListingRow[],
): Promise<Listing[]> {
  if (rows.length === 0) return [];
  const queries = listingQueries(ctx.db);
  const propertyIds = [...new Set(rows.map((r) => r.property_id))];
  const [propertyRows, inquiries] = await Promise.all([
    queries.properties(propertyIds),
    queries.inquiryCounts(rows.map((r) => r.id)),
  ]);
  const properties = await propertiesOut(ctx, request, propertyRows);
  return listingsOut(rows, new Map(properties.map((p) => [p.id, listingProperty(p)])), inquiries);
}

/**
 * Listings as the API answers them, for properties already serialized by `propertiesOut` (the feed
 * export's, which has them): only the inquiries are counted here.
 */
export async function listingsOfProperties(
  ctx: AppContext,
  rows: readonly ListingRow[],
  properties: readonly Property[],
): Promise<Listing[]> {
  if (rows.length === 0) return [];
  const inquiries = await listingQueries(ctx.db).inquiryCounts(rows.map((r) => r.id));
  return listingsOut(rows, new Map(properties.map((p) => [p.id, listingProperty(p)])), inquiries);
}

async function oneWithDetails(ctx: AppContext, request: FastifyRequest, row: ListingRow): Promise<Listing> {
  const [listing] = await withDetails(ctx, request, [row]);
  return listing!;
}

/** Only a landlord's own listings: the path's id must be theirs. */
export function ownLandlordPath(userId: number, pathUserId: number): void {
  if (pathUserId !== userId) throw forbidden();
}

/** The signed-in landlord's own listing of the path, else 404/403. */
export async function ownListing(ctx: AppContext, userId: number, id: number): Promise<ListingRow> {
  const listing = await listingQueries(ctx.db).find(id);
  if (!listing) throw notFound();
  if (listing.owner_id !== userId) throw forbidden();
  return listing;
}

/** The property a listing is about: 400 when it does not exist (spec 02 §5), 403 when not theirs. */
async function ownProperty(ctx: AppContext, userId: number, propertyId: number): Promise<PropertyRow> {
  const property = isRowId(propertyId) ? await listingQueries(ctx.db).property(propertyId) : undefined;
  if (!property) throw fieldError('property', ERRORS.listingPropertyNotFound({ id: propertyId }));
  if (property.owner_id !== userId) throw forbidden();
  return property;
}

/** One listing per property: a second one would show the same home twice. */
async function refuseSecondListing(
  ctx: AppContext,
  propertyId: number,
  except: number | null,
): Promise<void> {
  if (await listingQueries(ctx.db).propertyListed(propertyId, except)) {
    throw fieldError('property', ERRORS.listingExists);
  }
}

/** The landlord's listings, newest first. */
export async function landlordListings(
  ctx: AppContext,
  request: FastifyRequest,
  ownerId: number,
): Promise<Listing[]> {
  return withDetails(ctx, request, await listingQueries(ctx.db).ofOwner(ownerId));
}

/** A listing for its owner; for anyone else only a published one of a visible property, else 404. */
export async function getListing(ctx: AppContext, request: FastifyRequest, id: number): Promise<Listing> {
  const queries = listingQueries(ctx.db);
  const listing = await queries.find(id);
  const isOwner = !!listing && request.user?.id === listing.owner_id;
  if (!listing || (!isOwner && listing.status !== 'published')) throw notFound();
  if (!isOwner) {
    // A published listing of a hidden (inactivo) property is hidden with it.
    const property = await queries.propertyStatus(listing.property_id);
    if (!property || property.status === 'inactivo') throw notFound();
  }
  return oneWithDetails(ctx, request, listing);
}

export async function createListing(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
  data: Create,
): Promise<Listing> {
  const property = await ownProperty(ctx, userId, data.property);
  await refuseSecondListing(ctx, property.id, null);
  const { property: _property, ...fields } = data;
  // Terms left out say the listing's own stay and deposit, never figures it contradicts.
  const rent_terms = fields.rent_terms ?? rentTermsFor({ ...fields, price: property.price });
  const now = nowIso(ctx);
  const published = fields.status === 'published';
  const [row, gate] = await ctx.db.transaction().execute(async (trx) => {
    const inserted = await listingQueries(trx).insert({
      ...(toColumns({ ...fields, rent_terms }) as Omit<
        ListingRow,
        'id' | 'property_id' | 'owner_id' | 'views' | 'created_at' | 'updated_at'
      >),
      property_id: property.id,
      owner_id: userId,
      created_at: now,
      updated_at: now,
    });
    return [
      inserted,
      await applyListingGate(trx, [property.id], now, published ? [property.id] : []),
    ] as const;
  });
  await afterGate(ctx, gate);
  const answer = await oneWithDetails(ctx, request, row);
  if (row.status === 'published')
    await emitWebhookEvent(ctx, userId, 'listing.published', { listing: answer });
  return answer;
}

/** What a listing write's gate changed that others wait for: saved searches want a home shown again. */
async function afterGate(ctx: AppContext, gate: GateChanges): Promise<void> {
  for (const id of gate.shownAvailable) await queuePropertyMatch(ctx, id);
}

/** Changes the landlord's listing; moving it to another property checks that one as a new listing. */
export async function updateListing(
  ctx: AppContext,
  request: FastifyRequest,
  listing: ListingRow,
  data: Update,
): Promise<Listing> {
  const { property: propertyId, ...fields } = data;
  if (propertyId !== undefined && propertyId !== listing.property_id) {
    await ownProperty(ctx, listing.owner_id, propertyId);
    await refuseSecondListing(ctx, propertyId, listing.id);
  }
  const now = nowIso(ctx);
  const [row, gate] = await ctx.db.transaction().execute(async (trx) => {
    const updated = await listingQueries(trx).update(listing.id, {
      ...(toColumns(fields) as Partial<ListingRow>),
      ...(propertyId !== undefined ? { property_id: propertyId } : {}),
      updated_at: now,
    });
    const moved = updated.property_id !== listing.property_id;
    const becamePublished = updated.status === 'published' && (moved || listing.status !== 'published');
    const homes = [listing.property_id, updated.property_id];
    return [
      updated,
      await applyListingGate(trx, homes, now, becamePublished ? [updated.property_id] : []),
    ] as const;
  });
  await afterGate(ctx, gate);
  const answer = await oneWithDetails(ctx, request, row);
  const was = listing.status === 'published';
  const is = row.status === 'published';
  // A draft or paused listing's edits are nobody's news: only the published one's are sent.
  const type = was && is ? 'listing.updated' : is ? 'listing.published' : was ? 'listing.unpublished' : null;
  if (type) await emitWebhookEvent(ctx, listing.owner_id, type, { listing: answer });
  return answer;
}

/** Deletes the listing; a published one is announced as unpublished, with what it was. */
export async function deleteListing(
  ctx: AppContext,
  request: FastifyRequest,
  listing: ListingRow,
): Promise<void> {
  const last = listing.status === 'published' ? await oneWithDetails(ctx, request, listing) : null;
  const now = nowIso(ctx);
  const gate = await ctx.db.transaction().execute(async (trx) => {
    await listingQueries(trx).remove(listing.id);
    // Without a listing a home is public again with the status it had (ADR 0177).
    return applyListingGate(trx, [listing.property_id], now);
  });
  await afterGate(ctx, gate);
  if (last) await emitWebhookEvent(ctx, listing.owner_id, 'listing.unpublished', { listing: last });
}
