import { ENDPOINTS } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { router } from '../../http/route';
import { addFavorite, listFavorites, ownFavorite, removeFavorite } from './service';

/** A tenant's favourites (spec 01 §7): each handler one call to the service. */
export async function favoriteRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);
  const E = ENDPOINTS.favorites;

  on(E.list, ({ request, user }) => listFavorites(ctx, request, user.id));

  // A new favourite answers 201; one already kept answers itself with 200 (the table's second status).
  on(E.add, async ({ request, user, body, answerWith }) => {
    const { favorite, created } = await addFavorite(ctx, request, user, body.property);
    if (!created) answerWith(200);
    return favorite;
  });

  on(E.removeByProperty, ({ user, params }) =>
    removeFavorite(ctx, user.id, { propertyId: params.propertyId }),
  );

  on(E.remove, { load: ({ user, params }) => ownFavorite(ctx, user.id, params.id) }, ({ user, record }) =>
    removeFavorite(ctx, user.id, { id: record.id }),
  );
}
