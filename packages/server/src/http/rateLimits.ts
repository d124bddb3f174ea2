import type { onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../context';
import { addressKey } from '../services/limitKeys';
import type { LimitName } from '../services/limits';

/**
 * A route's per-address throttle, checked before its body is read: `{ onRequest: perAddress(ctx,
 * 'loginPerAddress') }`. The address is `request.ip`, which honours only the proxies TRUST_PROXY
 * names, keyed by `addressKey` (an IPv6 client counts per /64). Per-account and per-e-mail
 * throttles are counted inside the handlers, which know them.
 */
export function perAddress(ctx: AppContext, limit: LimitName): { onRequest: onRequestAsyncHookHandler } {
  return { onRequest: async (request) => ctx.throttles.hit(limit, addressKey(request.ip)) };
}
