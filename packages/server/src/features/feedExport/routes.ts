import { ENDPOINTS } from '@convive/sdk';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppContext, nowIso } from '../../context';
import { perAddress } from '../../http/rateLimits';
import { router } from '../../http/route';
import {
  contentTag,
  exportItems,
  exportOf,
  exportOwner,
  exportRefs,
  exportXml,
  notModified,
  rotateExport,
} from './service';

/**
 * Portals poll a feed; five minutes of a private cache spares them and us a rebuild, and is short
 * next to an hourly import. `private`: the address is a secret, not for a shared cache to keep.
 */
const CACHE_CONTROL = 'private, max-age=300';

/**
 * Sets the caching headers of a document; true when the caller's copy is current (then the 304 is
 * sent, with no body).
 */
function cached(request: FastifyRequest, reply: FastifyReply, content: string): boolean {
  const tag = contentTag(content);
  reply.header('cache-control', CACHE_CONTROL).header('etag', tag);
  if (!notModified(request, tag)) return false;
  reply.code(304).send();
  return true;
}

/** An account's feed export: its private addresses, and the documents at them. */
export async function feedExportRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);
  const E = ENDPOINTS.feeds;
  const throttled = perAddress(ctx, 'feedExportPerAddress');

  on(E.export, ({ request, user }) => exportOf(ctx, request, user.id));
  on(E.rotateExport, ({ request, user }) => rotateExport(ctx, request, user.id));

  on(E.exportXml, throttled, async ({ request, reply, params }) => {
    const xml = await exportXml(ctx, request, await exportOwner(ctx, params.token));
    return cached(request, reply, xml) ? reply : xml;
  });

  on(E.exportJson, throttled, async ({ request, reply, params }) => {
    const owner = await exportOwner(ctx, params.token);
    // Written once: the tag is of the homes (not of `generated_at`, which changes on every call).
    const homes = JSON.stringify(await exportItems(ctx, request, owner));
    if (cached(request, reply, homes)) return reply;
    const body = `{"generated_at":${JSON.stringify(nowIso(ctx))},"properties":${homes}}`;
    return reply.code(200).type('application/json; charset=utf-8').send(body);
  });

  on(E.exportRefs, throttled, async ({ params }) => exportRefs(ctx, await exportOwner(ctx, params.token)));
}
