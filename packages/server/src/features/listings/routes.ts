import { ENDPOINTS } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { router } from '../../http/route';
import {
  createListing,
  deleteListing,
  getListing,
  landlordListings,
  ownLandlordPath,
  ownListing,
  updateListing,
} from './service';

/** A landlord's listings ("anuncios"): each handler one call to the service. */
export async function listingRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);
  const E = ENDPOINTS.listings;

  const own = ({ user, params }: { user: { id: number }; params: { id: number } }) =>
    ownListing(ctx, user.id, params.id);

  on(
    E.byLandlord,
    { load: ({ user, params }) => ownLandlordPath(user.id, params.userId) },
    ({ request, user }) => landlordListings(ctx, request, user.id),
  );

  on(E.get, ({ request, params }) => getListing(ctx, request, params.id));

  on(E.create, ({ request, user, body }) => createListing(ctx, request, user.id, body));

  on(E.update, { load: own }, ({ request, record, body }) => updateListing(ctx, request, record, body));

  on(E.delete, { load: own }, ({ request, record }) => deleteListing(ctx, request, record));
}
