import { ENDPOINTS } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { perAddress } from '../../http/rateLimits';
import { router } from '../../http/route';
import {
  createPartnerKey,
  listPartnerKeys,
  ownActiveKey,
  ownKey,
  partnerReport,
  requirePartnerKey,
  revokePartnerKey,
  trackPartnerEvent,
} from './service';

/** A landlord's partner keys (list, create, revoke, report), and the events their elements count. */
export async function partnerRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);
  const E = ENDPOINTS.partnerKeys;

  on(E.list, ({ user }) => listPartnerKeys(ctx, user.id));
  on(E.create, ({ user, body }) => createPartnerKey(ctx, user.id, body));

  on(E.revoke, { load: ({ user, params }) => ownActiveKey(ctx, user.id, params.id) }, async ({ record }) => {
    await revokePartnerKey(ctx, record);
    app.forgetPartnerKey(record.key);
  });

  on(E.report, { load: ({ user, params }) => ownKey(ctx, user.id, params.id) }, ({ record }) =>
    partnerReport(ctx, record),
  );

  on(
    E.track,
    { ...perAddress(ctx, 'partnerEventsPerAddress'), before: requirePartnerKey },
    ({ request, body }) => trackPartnerEvent(ctx, request.partner, body),
  );
}
