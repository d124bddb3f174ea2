import { PAGE_HEADER, PARTNER_KEY_HEADER, SESSION_HEADER } from '@convive/sdk';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { APP_LOADER_SOURCE } from '../appLoader';
import type { Config } from '../config';
import { ERRORS, HttpError } from '../errors';

/** The longest query string answered (a search with every filter and a campaign's tags is a few hundred). */
export const MAX_QUERY_CHARS = 2048;

/**
 * Security headers, the query-length limit and CORS for partner origins: the first onRequest hooks,
 * so a refused request costs nothing else.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  // Security headers from helmet, built once: @fastify/helmet rebuilds the middleware (and re-parses
  // the CSP) on every request, a noticeable share of the cached search's CPU.
  // Media URLs name a configured origin when the page's host is not one (ctx.origin): over plain
  // http (development) `https:` does not cover them, so the page may load pictures from each.
  const mediaOrigins = config.publicUrl
    ? [new URL(config.publicUrl).origin, ...config.apiOrigins].filter((origin) => origin.startsWith('http:'))
    : [];
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The app's loader on a rendered page (appLoader.ts), by its hash.
        scriptSrc: ["'self'", 'https://accounts.google.com', APP_LOADER_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...mediaOrigins],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https://accounts.google.com'],
        frameSrc: ['https://www.google.com', 'https://maps.google.com', 'https://accounts.google.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Partner pages load our media cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  // A query is a few filters; one many kilobytes long is an attack on whatever repeats it (a page's
  // head writes a searched city six times). Refused before any route reads it.
  app.addHook('onRequest', (request, _reply, done) => {
    const query = request.url.indexOf('?');
    if (query >= 0 && request.url.length - query - 1 > MAX_QUERY_CHARS)
      return done(new HttpError(414, { detail: ERRORS.queryTooLong }));
    done();
  });

  // Partner embedding: the API, media and embed answer other origins, without credentials. The
  // API authenticates with the Authorization header only (no cookies), so a cross-origin page gains
  // no ambient authority: it can act only with a token it was given. PARTNER_ORIGINS, when set,
  // restricts which origins may call.
  const anyOrigin = config.partnerOrigins.length === 0 || config.partnerOrigins.includes('*');
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin?.replace(/\/+$/, '');
      const path = request.url.split('?')[0] ?? '';
      // The embed's files are public and static: PARTNER_ORIGINS (a restriction on calls) never hides them.
      const embed = path.startsWith('/embed/');
      const crossOriginPath = embed || path.startsWith('/api/') || path.startsWith('/media/');
      const allowed =
        !!origin && crossOriginPath && (embed || anyOrigin || config.partnerOrigins.includes(origin));
      callback(
        null,
        allowed
          ? {
              // '*' when any origin may call (cacheable by every page); the origin itself otherwise.
              origin: anyOrigin || embed ? '*' : origin,
              methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
              // Accept-Language (the caller's language) is CORS-safelisted; named anyway.
              allowedHeaders: [
                'Authorization',
                'Content-Type',
                'Accept',
                'Accept-Language',
                PARTNER_KEY_HEADER,
                PAGE_HEADER,
              ],
              // A partner page's client must see that its token was refused, to forget it.
              exposedHeaders: ['Retry-After', SESSION_HEADER],
              credentials: false,
              maxAge: 600,
            }
          : { origin: false },
      );
    },
  });
}
