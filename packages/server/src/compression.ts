import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli quality for answers compressed per request. 4 is within a few per cent of the size of 11
 * (zlib's default, kept for the build's files) at a small fraction of the time: 11 costs tens of
 * milliseconds on a large search answer.
 */
export const BROTLI_QUALITY = 4;

/** Files served as they are: uploaded images (already compressed) and the partner embed (pre-compressed). */
const FILE_ROUTES = /^\/(media|embed)\//;

/** What @fastify/compress compresses (its own default test). */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

/**
 * Compresses the dynamic answers (the API's JSON, the portal's page, the sitemaps) with brotli or
 * gzip, as the caller's Accept-Encoding asks. Must be registered before the routes: the plugin adds
 * its hook to each route as it is registered.
 *
 * Left alone: files served by @fastify/static (the portal's build and the embed bring their own .br
 * and .gz, made once at build time, and uploaded media is images), WebSocket routes, and request
 * bodies (no request decompression: a body is read as it was sent, within the body limit).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const config = route.config as { rootPath?: unknown } | undefined;
    // @fastify/static's one route per file of a build carries its root in the route's config.
    const staticFile = config?.rootPath !== undefined;
    const socket = (route as { websocket?: boolean }).websocket === true;
    if (staticFile || socket || FILE_ROUTES.test(route.url)) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    globalDecompression: false,
  });
  // The plugin adds `Vary: accept-encoding` only to the answers it compresses; the same answer sent
  // uncompressed (a caller without Accept-Encoding) varies on it too, or a shared cache could keep
  // it for everyone. Runs before the plugin's hook (route hooks follow the app's), which then sees
  // the value and does not repeat it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (mayBeCompressed(reply, payload)) {
      const current = reply.getHeader('vary');
      const list = typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
      if (!/(^|,\s*)(accept-encoding|\*)(\s*,|$)/i.test(list))
        reply.header('vary', list ? `${list}, accept-encoding` : 'accept-encoding');
    }
    done(null, payload);
  });
}

/** Whether the plugin would compress this answer for a caller that accepts it. */
function mayBeCompressed(reply: FastifyReply, payload: unknown): boolean {
  // Set (per request) only on routes the plugin compresses.
  if (!(reply as { compress?: unknown }).compress) return false;
  if (reply.hasHeader('content-encoding') || reply.statusCode === 206) return false;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return false;
  if (typeof payload === 'string' || Buffer.isBuffer(payload))
    return Buffer.byteLength(payload) >= COMPRESSION_THRESHOLD;
  return payload !== null && typeof payload === 'object' && 'pipe' in payload;
}
