import { ENDPOINTS, LOCATION_LIMIT_DEFAULT } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { router } from '../http/route';
import { partnerOwner } from '../services/partnerKeys';

/**
 * The location autocomplete of the search bar (GET /locations/?q=): cities and neighbourhoods
 * starting with what was typed, with how many available properties the search `city=<name>` finds.
 * Answered from the per-process index (services/locationIndex.ts): no database read per keystroke.
 */
export async function locationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);

  on(ENDPOINTS.locations.search, ({ request, query }) =>
    ctx.locations.search(query.q, query.limit ?? LOCATION_LIMIT_DEFAULT, partnerOwner(request)),
  );
}
