import type {
  Image,
  ImageDelete,
  ImageOrder,
  Page,
  Property,
  PropertyCreateData,
  PropertyFilters,
  PropertyUpdateData,
} from '@convive/sdk';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type AppContext, nowIso } from '../../context';
import type { Database, PropertyRow } from '../../db/schema';
import { ERRORS, fieldError, forbidden, notFound } from '../../errors';
import { searchProperties } from '../../search';
import {
  deleteFiles,
  deleteImage,
  PROPERTY_IMAGES,
  reorderImages,
  uploadImages,
} from '../../services/imageSets';
import { IMAGE_LIMITS } from '../../services/images';
import { partnerOwner, withinPartnerScope } from '../../services/partnerKeys';
import { assertBedroomsHoldRooms, withPropertyRoomsLock } from '../../services/roomCapacity';
import { propertiesOut, propertyOut } from '../../services/serializers';
import { hiddenByItsListings } from '../listings/visibility';
import { queuePropertyMatch } from '../savedSearches';
import { newPropertyRow, propertyChanges, readDetailEntry, writeDetailEntry } from './mapping';
import { propertyQueries } from './queries';

/*
 * Properties (spec 01, 02): the public search and a property's page for anyone (an inactivo one for
 * its owner only), a landlord's own list, and their create, edit, delete and images. A new property
 * or one that becomes available may alert saved searches.
 */

/** GET /properties/all/: the available properties only, whatever `status` and `owner` say. */
export function searchPublicProperties(
  ctx: AppContext,
  request: FastifyRequest,
  filters: PropertyFilters,
): Promise<Page<Property>> {
  return searchProperties(ctx, request, filters, {
    onlyAvailable: true,
    useStatus: false,
    useOwner: false,
    partnerOwner: partnerOwner(request),
  });
}

/**
 * GET /properties/: the available ones, filtered by `status` and `owner`; every status when `mine`
 * (the signed-in landlord naming themselves as `owner`).
 */
export function listProperties(
  ctx: AppContext,
  request: FastifyRequest,
  filters: PropertyFilters,
  mine: boolean,
): Promise<Page<Property>> {
  return searchProperties(ctx, request, filters, {
    onlyAvailable: !mine,
    useStatus: true,
    useOwner: true,
    partnerOwner: partnerOwner(request),
  });
}

/** A landlord's own properties, every status, newest first. */
export async function myProperties(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
): Promise<Property[]> {
  return propertiesOut(ctx, request, await propertyQueries(ctx.db).ofOwner(userId));
}

/**
 * A property's page as JSON, and whether the cache answered it.
 *
 * A property's page is the same for every caller (media URLs depend only on the origin); only who
 * may see it differs. So the serialized answer is kept in the search cache (invalidated by the same
 * writes, shared between processes with Redis), behind a first line with what the checks need: the
 * owner and the status. A popular listing is then read from memory, not from ten queries.
 */
export async function propertyPage(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number | undefined,
  id: number,
): Promise<{ body: string; hit: boolean }> {
  const key = `property|${ctx.origin(request)}|${id}`;
  const cached = await ctx.searchCache.get(key);
  let entry = cached.body === undefined ? undefined : readDetailEntry(cached.body);
  const hit = entry !== undefined;
  if (!entry) {
    const property = await propertyQueries(ctx.db).find(id);
    if (!property) throw notFound();
    entry = {
      ownerId: property.owner_id,
      status: property.status,
      body: JSON.stringify(await propertyOut(ctx, request, property, { withRooms: true })),
    };
    void ctx.searchCache.set(key, writeDetailEntry(entry), cached.generation);
  }
  const isOwner = userId === entry.ownerId;
  if (entry.status === 'inactivo' && !isOwner) throw notFound();
  if (!withinPartnerScope(request, entry.ownerId)) throw notFound();
  // Counted in memory and written in batches: reading a listing is never a write.
  if (!isOwner) ctx.views.record(id);
  return { body: entry.body, hit };
}

/** The signed-in landlord's own property, else 404 (none) or 403 (someone else's). */
export async function ownProperty(ctx: AppContext, userId: number, id: number): Promise<PropertyRow> {
  const property = await propertyQueries(ctx.db).find(id);
  if (!property) throw notFound();
  if (property.owner_id !== userId) throw forbidden();
  return property;
}

export async function createProperty(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
  data: PropertyCreateData,
): Promise<Property> {
  // A burst and an hour's total per account: each new property may alert every saved search.
  await ctx.throttles.hit('propertiesPerAccountMinute', userId);
  await ctx.throttles.hit('propertiesPerAccountHour', userId);
  const row = await propertyQueries(ctx.db).insert(newPropertyRow(data, userId, nowIso(ctx)));
  // Published available: it appears in the public search, and saved searches may want it.
  if (row.status === 'disponible') await queuePropertyMatch(ctx, row.id, { justCreated: true });
  return propertyOut(ctx, request, row, { withRooms: true });
}

export async function updateProperty(
  ctx: AppContext,
  request: FastifyRequest,
  property: PropertyRow,
  data: PropertyUpdateData,
): Promise<Property> {
  // A home its listing hides is shown by publishing the listing, not by its status (ADR 0177); a
  // status the landlord sets is theirs from then on.
  const statusChanged = data.status !== undefined && data.status !== property.status;
  if (statusChanged && data.status !== 'inactivo' && (await hiddenByItsListings(ctx.db, property.id)))
    throw fieldError('status', ERRORS.propertyHiddenByListing);
  const changes = {
    ...propertyChanges(data, nowIso(ctx)),
    ...(statusChanged ? { hidden_by_listing: null } : {}),
  };
  const save = (db: Kysely<Database>) => propertyQueries(db).update(property.id, changes);
  // Fewer bedrooms than its rooms would contradict the page: refused, checked under the lock that
  // adding a room takes (services/roomCapacity). Only a lowering is checked, so a property whose
  // rooms already outnumber its bedrooms can still be edited otherwise.
  const { bedrooms } = data;
  const row =
    bedrooms !== undefined && bedrooms < property.bedrooms
      ? await withPropertyRoomsLock(ctx, property.id, async (trx) => {
          await assertBedroomsHoldRooms(trx, property.id, bedrooms);
          return save(trx);
        })
      : await save(ctx.db);
  // Became available (the public search shows it from now): saved searches may want it. An edit
  // of a property already shown alerts nothing (a property alerts a search once, when it appears).
  if (row.status === 'disponible' && property.status !== 'disponible') await queuePropertyMatch(ctx, row.id);
  return propertyOut(ctx, request, row, { withRooms: true });
}

/** Deletes the property (its rooms, images, listings… go with it) and then its images' files. */
export async function deleteProperty(ctx: AppContext, property: PropertyRow): Promise<void> {
  const queries = propertyQueries(ctx.db);
  const files = await queries.imageFiles(property.id);
  await queries.delete(property.id);
  await deleteFiles(ctx, files);
}

export function uploadPropertyImages(
  ctx: AppContext,
  request: FastifyRequest,
  property: PropertyRow,
): Promise<Image[]> {
  return uploadImages(ctx, request, PROPERTY_IMAGES, property.id, IMAGE_LIMITS.maxFilesPerUpload);
}

export function reorderPropertyImages(ctx: AppContext, property: PropertyRow, order: ImageOrder) {
  return reorderImages(ctx, order, PROPERTY_IMAGES, property.id);
}

export function deletePropertyImage(ctx: AppContext, property: PropertyRow, image: ImageDelete) {
  return deleteImage(ctx, image, PROPERTY_IMAGES, property.id);
}
