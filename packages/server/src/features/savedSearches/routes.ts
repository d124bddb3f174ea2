import { ENDPOINTS } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { perAddress } from '../../http/rateLimits';
import { router } from '../../http/route';
import { requestLanguage } from '../../i18n/translate';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  markSavedSearchSeen,
  ownSavedSearch,
  unsubscribe,
  updateSavedSearch,
} from './service';

/** A tenant's saved searches, and unsubscribing by link: each handler one call to the service. */
export async function savedSearchRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);
  const E = ENDPOINTS.savedSearches;
  const own = ({ user, params }: { user: { id: number }; params: { id: number } }) =>
    ownSavedSearch(ctx, user.id, params.id);

  on(E.list, ({ user }) => listSavedSearches(ctx, user.id));
  on(E.create, ({ user, body }) => createSavedSearch(ctx, user.id, body));
  on(E.update, { load: own }, ({ user, record, body }) => updateSavedSearch(ctx, user.id, record, body));
  on(E.delete, { load: own }, ({ record }) => deleteSavedSearch(ctx, record));
  on(E.seen, { load: own }, ({ user, record }) => markSavedSearchSeen(ctx, user.id, record));

  on(E.unsubscribe, perAddress(ctx, 'unsubscribePerAddress'), async ({ request, body }) => {
    const { name, said } = await unsubscribe(ctx, body.token);
    return { detail: said.in(requestLanguage(request)), name };
  });
}
