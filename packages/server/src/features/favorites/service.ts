import type { Favorite } from '@convive/sdk';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ERRORS, fieldError, notFound } from '../../errors';
import { propertiesOut } from '../../services/serializers';
import { displayName } from '../../services/users';
import { isRowId } from '../../validation';
import { notify } from '../notifications';
import { favoritesOut } from './mapping';
import { type FavoriteRow, favoriteQueries } from './queries';

/*
 * A tenant's favourite properties (spec 01 §7; only tenants keep favourites, DESIGN.md "Roles"): one
 * per property, only of a property any visitor may see; its owner is told once, when it is added.
 */

/** Favourites with their property, read in one batch for the whole list. */
async function withProperties(
  ctx: AppContext,
  request: FastifyRequest,
  rows: readonly FavoriteRow[],
): Promise<Favorite[]> {
  const ids = [...new Set(rows.map((r) => r.property_id))];
  const properties = await propertiesOut(ctx, request, await favoriteQueries(ctx.db).visibleProperties(ids));
  return favoritesOut(rows, new Map(properties.map((p) => [p.id, p])));
}

export async function listFavorites(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
): Promise<Favorite[]> {
  return withProperties(ctx, request, await favoriteQueries(ctx.db).ofUser(userId));
}

/**
 * Adds a favourite: `created` false when the tenant already kept it (also when another request of
 * theirs added it a moment before), so the call answers the existing one with 200.
 */
export async function addFavorite(
  ctx: AppContext,
  request: FastifyRequest,
  user: { id: number; first_name: string; last_name: string; email: string },
  propertyId: number,
): Promise<{ favorite: Favorite; created: boolean }> {
  const queries = favoriteQueries(ctx.db);
  const property = isRowId(propertyId) ? await queries.property(propertyId) : undefined;
  // Only a property the tenant may see (not inactivo); a hidden one answers as if it did not exist.
  if (!property || property.status === 'inactivo') throw fieldError('property', ERRORS.propertyNotFound);
  const one = async (row: FavoriteRow) => (await withProperties(ctx, request, [row]))[0]!;

  const existing = await queries.find(user.id, property.id);
  if (existing) return { favorite: await one(existing), created: false };
  const created = await queries.insert(user.id, property.id, ctx.now().toISOString());
  if (!created) {
    const winner = await queries.find(user.id, property.id);
    if (!winner) throw notFound();
    return { favorite: await one(winner), created: false };
  }
  await notify(ctx, {
    userId: property.owner_id,
    eventType: 'property_favorited',
    notice: { code: 'favourite.added', params: { name: displayName(user), property: property.title } },
    relatedObjectId: property.id,
    relatedObjectType: 'property',
  });
  return { favorite: await one(created), created: true };
}

/** The tenant's own favourite, or 404 (someone else's looks the same as none). */
export async function ownFavorite(ctx: AppContext, userId: number, id: number): Promise<{ id: number }> {
  const favorite = await favoriteQueries(ctx.db).findOwn(userId, id);
  if (!favorite) throw notFound();
  return favorite;
}

/** Removes the tenant's favourite, by its id or its property's; 404 when there is none (any more). */
export async function removeFavorite(
  ctx: AppContext,
  userId: number,
  by: { id: number } | { propertyId: number },
): Promise<void> {
  if ((await favoriteQueries(ctx.db).remove(userId, by)) === 0) throw notFound();
}
