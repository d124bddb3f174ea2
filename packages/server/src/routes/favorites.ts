import { ENDPOINTS, type Favorite } from '@convive/sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { PROPERTY_COLUMNS, type PropertyRow } from '../db/schema';
import { ERRORS, fieldError, notFound } from '../errors';
import { notify } from '../features/notifications';
import { router } from '../http/route';
import { propertiesOut } from '../services/serializers';
import { displayName } from '../services/users';
import { isRowId } from '../validation';

interface FavoriteRow {
  id: number;
  property_id: number;
  created_at: string;
}

/** A tenant's favourite properties (spec 01 §7; only tenants keep favourites, DESIGN.md "Roles"). */
export async function favoriteRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  /** Favourites with their property, one batch for the whole list. */
  async function favoritesOut(request: FastifyRequest, rows: readonly FavoriteRow[]): Promise<Favorite[]> {
    const ids = [...new Set(rows.map((r) => r.property_id))];
    // A favourite whose property has since been hidden (inactivo) is kept but not shown: a tenant
    // sees only what any visitor may see.
    const propertyRows: PropertyRow[] =
      ids.length === 0
        ? []
        : await db
            .selectFrom('properties')
            .select(PROPERTY_COLUMNS)
            .where('id', 'in', ids)
            .where('status', '!=', 'inactivo')
            .execute();
    const properties = new Map((await propertiesOut(ctx, request, propertyRows)).map((p) => [p.id, p]));
    return rows.flatMap((row) => {
      const property = properties.get(row.property_id);
      return property
        ? [{ id: row.id, property: row.property_id, property_details: property, created_at: row.created_at }]
        : [];
    });
  }

  function findFavorite(userId: number, propertyId: number) {
    return db
      .selectFrom('favorites')
      .select(['id', 'property_id', 'created_at'])
      .where('user_id', '=', userId)
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
  }

  const on = router(app, ctx);
  const E = ENDPOINTS.favorites;

  on(E.list, async ({ request, user }) => {
    const rows = await db
      .selectFrom('favorites')
      .select(['id', 'property_id', 'created_at'])
      .where('user_id', '=', user.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return favoritesOut(request, rows);
  });

  /** One favourite as the contract's Favorite (its property is visible: checked before). */
  async function favoriteOut(request: FastifyRequest, row: FavoriteRow): Promise<Favorite> {
    const [favorite] = await favoritesOut(request, [row]);
    return favorite!;
  }

  // A new favourite answers 201; one already kept answers itself with 200 (the table's second status).
  on(E.add, async ({ request, user, body, answerWith }) => {
    const property = isRowId(body.property)
      ? await db
          .selectFrom('properties')
          .select(PROPERTY_COLUMNS)
          .where('id', '=', body.property)
          .executeTakeFirst()
      : undefined;
    // Only a property the tenant may see (not inactivo); a hidden one answers as if it did not exist.
    if (!property || property.status === 'inactivo') throw fieldError('property', ERRORS.propertyNotFound);

    const existing = await findFavorite(user.id, property.id);
    if (existing) {
      answerWith(200);
      return favoriteOut(request, existing);
    }

    const created = await db
      .insertInto('favorites')
      .values({ user_id: user.id, property_id: property.id, created_at: ctx.now().toISOString() })
      .returning(['id', 'property_id', 'created_at'])
      .executeTakeFirst()
      .catch(async (error: unknown) => {
        // Two adds racing: the unique index keeps one, and the loser answers it.
        if (/unique|duplicate/i.test(String(error))) return undefined;
        throw error;
      });
    if (!created) {
      const winner = await findFavorite(user.id, property.id);
      if (!winner) throw notFound();
      answerWith(200);
      return favoriteOut(request, winner);
    }
    await notify(ctx, {
      userId: property.owner_id,
      eventType: 'property_favorited',
      notice: { code: 'favourite.added', params: { name: displayName(user), property: property.title } },
      relatedObjectId: property.id,
      relatedObjectType: 'property',
    });
    return favoriteOut(request, created);
  });

  on(E.removeByProperty, async ({ user, params }) => {
    const result = await db
      .deleteFrom('favorites')
      .where('user_id', '=', user.id)
      .where('property_id', '=', params.propertyId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound();
  });

  /** The signed-in tenant's favourite of the path, else 404 (someone else's looks the same as none). */
  async function ownFavorite({ user, params }: { user: { id: number }; params: { id: number } }) {
    const favorite = await db
      .selectFrom('favorites')
      .select('id')
      .where('id', '=', params.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!favorite) throw notFound();
    return favorite;
  }

  on(E.remove, { load: ownFavorite }, async ({ user, record: favorite }) => {
    const result = await db
      .deleteFrom('favorites')
      .where('id', '=', favorite.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    // Removed by another request in the meantime.
    if (Number(result.numDeletedRows) === 0) throw notFound();
  });
}
