import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type RegisteredRoute, registerApi } from './app/api';
import { buildContext } from './app/context';
import { registerHttp } from './app/http';
import { registerLifecycle } from './app/lifecycle';
import { registerMedia } from './app/media';
import { registerRealtime } from './app/realtime';
import { registerSecurity } from './app/security';
import { registerWeb } from './app/web';
import type { Config } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/database';
import type { EventBus } from './realtime/eventBus';
import type { Mailer } from './services/mailer';
import type { Storage } from './storage/storage';

export type { RegisteredRoute } from './app/api';
export { MAX_QUERY_CHARS } from './app/security';

export interface BuildAppOptions {
  config: Config;
  /** An open database; by default the one the configuration names is opened (and closed with the app). */
  database?: DatabaseHandle;
  storage?: Storage;
  mailer?: Mailer;
  events?: EventBus;
  /** The clock (tests move time). @default () => new Date() */
  clock?: () => Date;
  /** pino options, or false for silence; replaces the default (redacting) logger. */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (tests read it to prove no personal data is logged). */
  logStream?: { write(line: string): void };
}

export type App = FastifyInstance & {
  ctx: AppContext;
  /** Every route registered, HEAD included (to check them against the contract's endpoint table). */
  registeredRoutes: readonly RegisteredRoute[];
};

/** JSON bodies above this are refused with 413 (uploads have their own limits). */
const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the API (not listening): migrations run, context built, plugins and routes registered. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      // No passwords, tokens or personal data in logs: requests are logged by method and path only
      // (the query may carry the socket token), and credentials headers are censored anyway.
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.query.token', 'req.url'],
        censor: '[oculto]',
      },
      serializers: {
        // A feed export's and a calendar export's addresses carry their token in the path (fx_…,
        // cal_…): it is censored there too.
        req: (req) => ({
          method: req.method,
          path: String(req.url ?? '')
            .split('?')[0]
            ?.replace(/\b(fx|cal)_[A-Za-z0-9_-]+/g, '$1_[oculto]'),
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: JSON_BODY_LIMIT,
    // X-Forwarded-For/-Host/-Proto are read only from the proxies TRUST_PROXY names (none by default):
    // request.ip, the key of every per-address limit, cannot be chosen by the client.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // The whole request must arrive in this time (Node's default is none); a body that stalls is cut
    // sooner by the body-idle timeout (app/http.ts).
    requestTimeout: config.requestTimeoutMs,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // On close, drop idle keep-alive connections but let requests in flight finish before the
    // database is closed (force-closing them left handlers querying a destroyed pool).
    forceCloseConnections: 'idle',
  });

  const services = await buildContext(app, options);
  const { ctx } = services;

  // Each part registers on the app itself, not in a plugin's own scope, so its hooks, decorators and
  // error handler reach every route. The order is the hooks' order: onRequest and onSend hooks run
  // in the order added, onClose hooks in reverse, and a route takes the onRoute hooks there are when
  // it is added.
  // Refusals first (security headers, overlong queries, CORS), before anything else runs.
  await registerSecurity(app, config);
  // Before any route: compression and the error handler attach to each route as it is added.
  await registerHttp(app, config);
  // Before any route: a socket route is set up by the plugin's onRoute hook as it is added.
  await registerRealtime(app);
  // Before the api's route registry, which lists the contract's routes and the pages', not these.
  await registerMedia(app, ctx);
  await registerApi(app, ctx);
  // After the API: the route registry lists the pages' routes too.
  await registerWeb(app, ctx);
  // Last: it counts a request once every onRequest hook above let it through, sees its answer after
  // every onSend hook, and on close drains requests before closing what the context opened.
  await registerLifecycle(app, services);

  return app as unknown as App;
}

/** TRUST_PROXY as a hop count: the `hops` proxies nearest the server are trusted, no others. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}
