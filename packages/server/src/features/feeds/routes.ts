import { ENDPOINTS } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { router } from '../../http/route';
import { createFeed, deleteFeed, feedAnswer, listFeeds, ownFeed, runFeedNow, updateFeed } from './service';

/** A landlord's listing feeds (the import side): each handler one call to the service. */
export async function feedRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);
  const E = ENDPOINTS.feeds;
  const own = {
    load: ({ user, params }: { user: { id: number }; params: { id: number } }) =>
      ownFeed(ctx, user.id, params.id),
  };

  on(E.list, ({ request, user }) => listFeeds(ctx, request, user.id));
  on(E.create, ({ request, user }) => createFeed(ctx, request, user.id));
  on(E.get, own, ({ request, record }) => feedAnswer(ctx, request, record));
  on(E.update, own, ({ request, record, body }) => updateFeed(ctx, request, record, body));
  on(E.delete, own, ({ record }) => deleteFeed(ctx, record));
  on(E.run, own, ({ request, record }) => runFeedNow(ctx, request, record));
}
