import { ENDPOINTS } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { router } from '../../http/route';
import { pageEnvelope, pageWindow } from '../../pagination';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  ownDeliveryEndpoint,
  ownWebhook,
  pingWebhook,
  replayDelivery,
  rotateWebhookSecret,
  updateWebhook,
  webhookAnswer,
  webhookDeliveries,
} from './service';

/** A landlord's webhook endpoints and their deliveries: each handler one call to the service. */
export async function webhookRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);
  const E = ENDPOINTS.webhooks;
  const own = {
    load: ({ user, params }: { user: { id: number }; params: { id: number } }) =>
      ownWebhook(ctx, user.id, params.id),
  };

  on(E.list, ({ user }) => listWebhooks(ctx, user.id));
  on(E.create, ({ user, body }) => createWebhook(ctx, user.id, body));
  on(E.get, own, ({ record }) => webhookAnswer(ctx, record));
  on(E.update, own, ({ record, body }) => updateWebhook(ctx, record, body));
  on(E.delete, own, ({ record }) => deleteWebhook(ctx, record));
  on(E.rotateSecret, own, ({ record }) => rotateWebhookSecret(ctx, record));
  on(E.test, own, ({ record }) => pingWebhook(ctx, record));
  on(E.deliveries, own, async ({ request, record, query }) => {
    const window = pageWindow(query);
    const page = await webhookDeliveries(ctx, record, window);
    return pageEnvelope(ctx, request, window, page.total, page.results);
  });
  on(
    E.replay,
    { load: ({ user, params }) => ownDeliveryEndpoint(ctx, user.id, params.id) },
    ({ record, params }) => replayDelivery(ctx, record, params.id),
  );
}
