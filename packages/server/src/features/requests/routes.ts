import { ENDPOINTS } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { perAddress } from '../../http/rateLimits';
import { router } from '../../http/route';
import { requestLanguage } from '../../i18n/translate';
import { pageEnvelope, pageWindow } from '../../pagination';
import {
  cancelRequest,
  createRequest,
  decidableRequest,
  decideRequest,
  ownRequest,
  receivedRequests,
  releaseRequest,
  sentRequests,
  signedInUnlessEnquiry,
  tenantRequestsPage,
} from './service';

/**
 * Property requests (docs/adr/0013-property-requests.md): creation, the landlord's received list,
 * decision and release of an accepted period (docs/adr/0175-rental-periods.md), the tenant's applications, and the tenant's requests list and cancel call under the
 * notifications' paths (spec 02 §7). Each handler one call to the service.
 */
export async function requestRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);
  const E = ENDPOINTS.propertyRequests;
  const N = ENDPOINTS.notifications;

  const createOptions = { ...perAddress(ctx, 'enquiryPerAddress'), before: signedInUnlessEnquiry };
  on(E.create, createOptions, ({ request, user, body }) => createRequest(ctx, request, user, body));

  on(E.received, ({ request, user }) => receivedRequests(ctx, request, user.id));

  on(E.mine, ({ request, user }) => sentRequests(ctx, request, user.id));

  on(
    E.decide,
    { load: ({ user, params }) => decidableRequest(ctx, user.id, params.id) },
    ({ request, user, body, record }) => decideRequest(ctx, request, user, record, body),
  );

  on(
    E.release,
    { load: ({ user, params }) => decidableRequest(ctx, user.id, params.id) },
    ({ request, user, body, record }) => releaseRequest(ctx, request, user, record, body),
  );

  on(N.requests, async ({ request, user, query }) => {
    const window = pageWindow(query);
    const page = await tenantRequestsPage(ctx, user.id, query.status, window, requestLanguage(request));
    return pageEnvelope(ctx, request, window, page.total, page.results);
  });

  on(
    N.cancelRequest,
    { load: ({ user, params }) => ownRequest(ctx, user.id, params.id) },
    ({ request, record }) => cancelRequest(ctx, record, requestLanguage(request)),
  );
}
