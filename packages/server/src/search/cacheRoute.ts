import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { partnerOwner } from '../services/partnerKeys';
import type { SearchCacheLookup } from '../services/responseCache';

/**
 * The public searches' answers kept in the search cache (`ctx.searchCache`: invalidated by any write
 * that may change a search, shared by every process with Redis), for a feature's routes:
 * - `early`, the route option, sends a cached answer before the route validates the query: an answer
 *   is stored only for a query that was valid, under a key holding the whole URL, so the same URL
 *   needs no second look (zod's parse was a twelfth of a cached search's time). A miss is remembered;
 * - `answer` runs the search the cache did not answer and keeps its serialized answer, under the
 *   generation the lookup saw, when it is the same for every caller. It stores only after `early`
 *   looked (the route must have both), since an answer is kept under the generation seen before it.
 * Keyed by origin (media URLs are absolute) and the full URL; a partner key scoped to its owner
 * narrows the answer, so it is part of the key.
 */
export function cachedSearch(
  ctx: AppContext,
  /** True when this caller's answer may be theirs alone (never answered from the cache). */
  personal: (request: FastifyRequest) => boolean = () => false,
) {
  const lookups = new WeakMap<FastifyRequest, { key: string; cached: SearchCacheLookup }>();

  async function early(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const key = `${ctx.origin(request)}${request.url}|${partnerOwner(request) ?? ''}`;
    const cached = await ctx.searchCache.get(key);
    if (personal(request) || cached.body === undefined) {
      lookups.set(request, { key, cached });
      return false;
    }
    reply.type('application/json; charset=utf-8').header('x-cache', 'hit').send(cached.body);
    return true;
  }

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    run: () => Promise<unknown>,
    cacheable = true,
  ): Promise<FastifyReply> {
    const lookup = lookups.get(request);
    const store = !!lookup && cacheable;
    const body = JSON.stringify(await run());
    // Not awaited: the answer does not wait for the store (which never throws).
    if (store) void ctx.searchCache.set(lookup.key, body, lookup.cached.generation);
    return reply
      .type('application/json; charset=utf-8')
      .header('x-cache', store ? 'miss' : 'bypass')
      .send(body);
  }

  return { early, answer };
}
