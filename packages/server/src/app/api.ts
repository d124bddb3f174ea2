import type { FastifyInstance } from 'fastify';
import { registerAuthentication } from '../auth/authenticate';
import type { AppContext } from '../context';
import { registerAvailability } from '../features/availability';
import { registerDocs } from '../openapi';
import { registerRoutes } from '../routes';
import { registerPartnerKeys } from '../services/partnerKeys';
import { writeChangesSearch } from '../services/responseCache';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * The API under /api: who is calling (a session, a partner key), the route registry, every
 * feature's routes, the OpenAPI docs, and the search cache forgotten on every write.
 */
export async function registerApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerAuthentication(app, ctx);
  registerPartnerKeys(app, ctx);

  // From here on, every route added is listed (the contract's tests compare them to its endpoint table).
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  await registerRoutes(app, ctx);
  await registerAvailability(app, ctx);
  await registerDocs(app);

  // Any successful write may change what the public search shows: forget its cached answers, in
  // every process, before the write's answer leaves (its data is committed by then), so a search
  // sent anywhere after that answer is never served from before the write. The locations index is
  // cleared with it (onInvalidate in app/context.ts). Writes that cannot change a search (a
  // sign-in, a partner impression…: the endpoint table's `changesSearch: false`) leave it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      !['GET', 'HEAD', 'OPTIONS'].includes(request.method) &&
      reply.statusCode < 400 &&
      writeChangesSearch(request.method, request.routeOptions.url)
    )
      await ctx.searchCache.invalidate();
    return payload;
  });
}
