import { ENDPOINTS } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { router } from '../../http/route';
import { cachedSearch } from '../../search';
import {
  createProperty,
  deleteProperty,
  deletePropertyImage,
  listProperties,
  myProperties,
  ownProperty,
  propertyPage,
  reorderPropertyImages,
  searchPublicProperties,
  updateProperty,
  uploadPropertyImages,
} from './service';

/** Properties: public search and detail, the landlord's own list, create/update/delete, images. */
export async function propertyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);
  const E = ENDPOINTS.properties;
  const own = ({ user, params }: { user: { id: number }; params: { id: number } }) =>
    ownProperty(ctx, user.id, params.id);

  // A signed-in caller naming an owner may be asking for their own properties (every status):
  // never answered from what someone else's request stored.
  const cache = cachedSearch(
    ctx,
    (request) => !!request.user && (request.query as Record<string, unknown>).owner !== undefined,
  );

  on(E.all, { early: cache.early }, ({ request, reply, query }) =>
    cache.answer(request, reply, () => searchPublicProperties(ctx, request, query)),
  );

  on(E.list, { early: cache.early }, ({ request, reply, user, query }) => {
    const mine = !!user && query.owner === user.id;
    return cache.answer(request, reply, () => listProperties(ctx, request, query, mine), !mine);
  });

  on(E.mine, ({ request, user }) => myProperties(ctx, request, user.id));

  // The page's JSON as stored, from the cache when it has it (see `propertyPage`).
  on(E.get, async ({ request, reply, user, params }) => {
    const { body, hit } = await propertyPage(ctx, request, user?.id, params.id);
    return reply
      .type('application/json; charset=utf-8')
      .header('x-cache', hit ? 'hit' : 'miss')
      .send(body);
  });

  on(E.create, ({ request, user, body }) => createProperty(ctx, request, user.id, body));
  on(E.update, { load: own }, ({ request, record, body }) => updateProperty(ctx, request, record, body));
  on(E.delete, { load: own }, ({ record }) => deleteProperty(ctx, record));

  on(E.uploadImages, { load: own }, ({ request, record }) => uploadPropertyImages(ctx, request, record));
  on(E.reorderImages, { load: own }, ({ body, record }) => reorderPropertyImages(ctx, record, body));
  on(E.deleteImage, { load: own }, ({ body, record }) => deletePropertyImage(ctx, record, body));
}
