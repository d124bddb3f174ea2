import { Socket } from 'node:net';
import { join } from 'node:path';
import { PAGE_HEADER, PARTNER_KEY_HEADER, SESSION_HEADER } from '@convive/sdk';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { APP_LOADER_SOURCE } from './appLoader';
import { registerAuthentication } from './auth/authenticate';
import { sweepExpiredSessions } from './auth/sessions';
import { callAt } from './calls';
import { registerCompression } from './compression';
import type { Config } from './config';
import { type AppContext, createContextHelpers } from './context';
import { type DatabaseHandle, openDatabase } from './db/database';
import { migrateToLatest, refreshStatistics } from './db/migrate';
import { openSqliteReaders } from './db/sqliteReaders';
import { registerEmbed } from './embed';
import { ERRORS, HttpError } from './errors';
import { LANGUAGE_READ, requestLanguage, varyOnLanguage, wordBody } from './i18n/translate';
import { createJobQueue } from './jobs';
import { queuedMailer } from './jobs/mail';
import { registerLinkPreviews } from './linkPreview';
import { registerDocs } from './openapi';
import { registerPortal } from './portal';
import { type EventBus, LocalEventBus } from './realtime/eventBus';
import { createPostgresEventBus } from './realtime/postgresEventBus';
import { registerRoutes } from './routes';
import { registerSeo } from './seo';
import { bodyIdleTimeout } from './services/bodyTimeout';
import { IMAGE_LIMITS } from './services/images';
import { Throttles } from './services/limits';
import { LocationIndex } from './services/locationIndex';
import { createMailer, type Mailer } from './services/mailer';
import { PartnerEventCounter } from './services/partnerEvents';
import { registerPartnerKeys } from './services/partnerKeys';
import { RedisSearchCache } from './services/redisSearchCache';
import { registerReminderJobs } from './services/reminders';
import { MemorySearchCache, type SearchCache, writeChangesSearch } from './services/responseCache';
import { registerSavedSearchJobs, scheduleDigest } from './services/savedSearchAlerts';
import { ViewCounter } from './services/viewCounter';
import { LocalStorage, type Storage } from './storage/storage';

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

export interface RegisteredRoute {
  method: string;
  url: string;
}
export type App = FastifyInstance & {
  ctx: AppContext;
  /** Every route registered, HEAD included (to check them against the contract's endpoint table). */
  registeredRoutes: readonly RegisteredRoute[];
};

/** How long a closing server waits for handlers still running before closing the database. */
const DRAIN_TIMEOUT_MS = 8_000;

/** How long a connection answered before its body ended keeps draining before it is dropped. */
const LINGER_MS = 2_000;

/** How often expired sessions are deleted. */
const SESSION_SWEEP_MS = 60 * 60 * 1000;

/** JSON bodies above this are refused with 413 (uploads have their own limits). */
const JSON_BODY_LIMIT = 1024 * 1024;
/** The longest query string answered (a search with every filter and a campaign's tags is a few hundred). */
export const MAX_QUERY_CHARS = 2048;

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
        req: (req) => ({ method: req.method, path: String(req.url ?? '').split('?')[0] }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: JSON_BODY_LIMIT,
    // X-Forwarded-For/-Host/-Proto are read only from the proxies TRUST_PROXY names (none by default):
    // request.ip, the key of every per-address limit, cannot be chosen by the client.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // The whole request must arrive in this time (Node's default is none); a body that stalls is cut
    // sooner by the body-idle timeout below.
    requestTimeout: config.requestTimeoutMs,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // On close, drop idle keep-alive connections but let requests in flight finish before the
    // database is closed (force-closing them left handlers querying a destroyed pool).
    forceCloseConnections: 'idle',
  });

  const database = options.database ?? openDatabase(config);
  const ownsDatabase = !options.database;
  await migrateToLatest(database.db);
  await refreshStatistics(database.db);
  // DATABASE_READ_URL: a read replica the public searches read from (never migrated: it follows the
  // primary). Closed with the app.
  const readDatabase =
    config.databaseReadUrl && database.dialect === 'postgres'
      ? openDatabase({ ...config, databaseUrl: config.databaseReadUrl })
      : null;
  // SQLITE_READERS: on SQLite the same public reads run on reader threads (db/sqliteReaders.ts),
  // opened once the schema is migrated.
  const sqliteReaders =
    database.dialect === 'sqlite' && database.file && config.sqliteReaders > 0
      ? openSqliteReaders({
          file: database.file,
          count: config.sqliteReaders,
          onError: (error) => app.log.error({ err: error }, 'sqlite: a reader thread stopped; started again'),
        })
      : null;

  const storage = options.storage ?? new LocalStorage(join(config.dataDir, 'media'));
  const events =
    options.events ??
    (database.dialect === 'postgres' && config.databaseUrl
      ? createPostgresEventBus({
          connectionString: config.databaseUrl,
          channel: config.eventsChannel,
          log: app.log,
        })
      : new LocalEventBus());
  // Redis, when configured, holds the rate-limit counters every process shares. Commands are not
  // queued while it is down: the throttles fall back to memory at once instead of waiting.
  let redis: Redis | null = null;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis: connection problem'));
    await redis.connect().catch((error: unknown) => {
      app.log.warn({ err: error }, 'redis: not reachable at start; limits count in memory until it is');
    });
  }
  // The public search's answers: shared by every process through Redis (and invalidated for all of
  // them by any write), else kept in this process.
  const searchCache: SearchCache = config.redisUrl
    ? await RedisSearchCache.connect({ url: config.redisUrl, prefix: config.redisPrefix, log: app.log })
    : new MemorySearchCache({ log: app.log });
  // Background jobs on the same database; every e-mail is one (run here when WORKERS > 0).
  const jobs = await createJobQueue(config, database, app.log);
  const throttles = new Throttles({
    redis,
    prefix: config.redisPrefix,
    enabled: config.rateLimit,
    log: app.log,
  });
  // Every mail is counted against its inbox's daily cap before it is queued (jobs/mail.ts).
  const mailer = queuedMailer(
    jobs,
    options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, 'outbox'),
        log: app.log,
      }),
    { throttles, log: app.log },
  );
  const pendingWork = new Set<Promise<unknown>>();
  const ctx: AppContext = {
    config,
    db: database.db,
    readDb: readDatabase?.db ?? sqliteReaders?.db ?? database.db,
    dialect: database.dialect,
    storage,
    events,
    searchCache,
    locations: new LocationIndex(database.db, { log: app.log }),
    throttles,
    views: new ViewCounter(database.db, app.log),
    partnerEvents: new PartnerEventCounter(database.db, app.log),
    afterResponse(task) {
      // setImmediate: the answer is written first, so its timing says nothing about the work.
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => app.log.error({ err: error }, 'work after the answer failed'))
        .finally(() => pendingWork.delete(work));
      pendingWork.add(work);
    },
    mailer,
    jobs,
    log: app.log,
    ...createContextHelpers(config, options.clock ?? (() => new Date()), () => {
      const address = app.server.address();
      return typeof address === 'object' && address ? address.port : config.port;
    }),
  };
  app.decorate('ctx', ctx);
  // The locations index is rebuilt with the search: on every invalidation, this process's or
  // (through Redis) another's.
  searchCache.onInvalidate(() => ctx.locations.clear());
  // Saved-search alerts and the daily digest are jobs: their handlers before the queue starts.
  registerSavedSearchJobs(ctx);
  // Visit reminders, 24 h and 2 h before a confirmed visit.
  registerReminderJobs(ctx);

  // Security headers from helmet, built once: @fastify/helmet rebuilds the middleware (and re-parses
  // the CSP) on every request, a noticeable share of the cached search's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The app's loader on a rendered page (appLoader.ts), by its hash.
        scriptSrc: ["'self'", 'https://accounts.google.com', APP_LOADER_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
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

  // A body that stops arriving for BODY_IDLE_TIMEOUT_S is answered 408 and its connection closed.
  app.addHook('onRequest', bodyIdleTimeout(config.bodyIdleTimeoutMs));

  // Answers to a signed-in caller, and the calls the endpoint table marks `noStore` (a token in the
  // answer, the health check), are never stored by a browser or a proxy.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization || callAt(request.method, request.routeOptions.url)?.noStore) {
      reply.header('cache-control', 'no-store');
    }
    // An answer worded in the caller's language (an error, notifications, a reply) varies on it.
    if ((request as { [LANGUAGE_READ]?: boolean })[LANGUAGE_READ]) varyOnLanguage(reply);
    done(null, payload);
  });

  // Before every route: the plugin hooks into each route as it is registered.
  await registerCompression(app);

  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_LIMITS.maxBytes,
      files: IMAGE_LIMITS.maxFilesPerUpload,
      fields: 30,
      fieldSize: 64 * 1024,
      parts: 50,
    },
  });
  await app.register(websocket, { options: { maxPayload: 4096 } });

  if (storage.localRoot) {
    await app.register(fastifyStatic, {
      root: storage.localRoot,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
      immutable: true,
    });
  }
  registerLinkPreviews(app, ctx);

  // The API speaks JSON and multipart only: any other body is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  registerAuthentication(app, ctx);
  registerPartnerKeys(app, ctx);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // Refused before its body was read (too many files, too large, malformed): close the connection
    // rather than read the rest of a body nobody wants.
    if (!request.raw.complete) reply.header('connection', 'close');
    // Every error body is written in Spanish and answered in the caller's language (Accept-Language).
    const language = requestLanguage(request);
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(wordBody(error.body, language));
    }
    const mapped = mapFrameworkError(error);
    if (mapped)
      return reply.code(mapped.statusCode).headers(mapped.headers).send(wordBody(mapped.body, language));
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: ERRORS.internal.in(language) });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ detail: ERRORS.notFound.in(requestLanguage(request)) }),
  );

  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registeredRoutes.push({ method, url: route.url });
  });
  await registerRoutes(app, ctx);
  await registerDocs(app);
  await registerEmbed(app, config);
  // robots.txt and the sitemaps: their own routes, which the portal's catch-all never answers.
  registerSeo(app, ctx);
  await registerPortal(app, config, ctx);

  // An answer sent before its request's body ended (a refused upload) has been written: close the
  // connection without keeping the request (and what it held) alive while the client sends on. A
  // lingering close: the rest of the body is read and thrown away for a moment, so the client reads
  // the answer instead of a connection reset, then the socket is dropped.
  app.addHook('onResponse', (request, _reply, done) => {
    const raw = request.raw;
    // (Not for the server's own in-process requests, light-my-request's, which have no real socket.)
    if (!raw.complete && !request.headers.upgrade && raw.socket instanceof Socket) {
      const socket = raw.socket;
      raw.unpipe();
      raw.resume();
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    }
    done();
  });

  // Any successful write may change what the public search shows: forget its cached answers, in
  // every process, before the write's answer leaves (its data is committed by then), so a search
  // sent anywhere after that answer is never served from before the write. The locations index is
  // cleared with it (onInvalidate above). Writes that cannot change a search (a sign-in, a partner
  // impression…: the endpoint table's `changesSearch: false`) leave it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      !['GET', 'HEAD', 'OPTIONS'].includes(request.method) &&
      reply.statusCode < 400 &&
      writeChangesSearch(request.method, request.routeOptions.url)
    )
      await ctx.searchCache.invalidate();
    return payload;
  });

  // Graceful close: Fastify stops accepting, closes idle keep-alive connections ('idle' above) and
  // waits for the requests in flight; their answers carry `Connection: close` so their sockets end
  // too. A caller that hung up leaves its handler running with no socket to wait for, so handlers
  // are also counted (onSend fires when a handler is done, even for a caller that left) and drained
  // before the bus and the database close.
  let closing = false;
  let running = 0;
  let drained: (() => void) | null = null;
  const counted = new WeakSet<object>();
  app.addHook('onRequest', (request, _reply, done) => {
    // A WebSocket upgrade never sends an HTTP answer: its socket is closed by the plugin instead.
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') {
      counted.add(request);
      running += 1;
    }
    done();
  });
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // An answer whose headers left before close() started has no `Connection: close`: once it is
  // sent, its keep-alive socket is idle, and Node's server.close() would wait for the client to
  // hang up (the keep-alive timeout, 72 s). Close it as soon as its answer is out.
  app.addHook('onResponse', (_request, _reply, done) => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    if (counted.delete(request)) {
      running -= 1;
      if (running === 0) drained?.();
    }
    done(null, payload);
  });
  // Expired sessions fail when used; this also removes the ones nobody uses again.
  const sweep = () =>
    void sweepExpiredSessions(ctx).catch((error: unknown) =>
      app.log.warn({ err: error }, 'session sweep failed'),
    );
  const sweeper = setInterval(sweep, SESSION_SWEEP_MS);
  sweeper.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onReady', async () => jobs.start());
  // The next 08:00 digest, queued once whichever process starts first (a singleton per day).
  app.addHook('onReady', async () => {
    await scheduleDigest(ctx).catch((error: unknown) => app.log.warn({ err: error }, 'digest not scheduled'));
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await Promise.allSettled([...pendingWork]);
    // Mail queued by that work is kept in the database; jobs running get a moment to finish.
    await jobs.stop();
    await ctx.views.flush();
    await ctx.partnerEvents.flush();
    await events.close();
    await searchCache.close();
    if (redis) await redis.quit().catch(() => redis?.disconnect());
    if (readDatabase) await readDatabase.close();
    if (sqliteReaders) await sqliteReaders.close();
    if (ownsDatabase) await database.close();
  });
  // onClose hooks run in reverse order of registration: this one runs before the cleanup above.
  app.addHook('onClose', async () => {
    if (running === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, DRAIN_TIMEOUT_MS);
      drained = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });

  return app as unknown as App;
}

/** TRUST_PROXY as a hop count: the `hops` proxies nearest the server are trusted, no others. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Fastify's and its plugins' own errors, as DRF-shaped Spanish 4xx answers. */
function mapFrameworkError(error: FastifyError): HttpError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpError(400, { detail: ERRORS.emptyJson });
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpError(400, { detail: ERRORS.malformedJson });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new HttpError(413, { detail: ERRORS.requestTooLarge });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(415, { detail: ERRORS.unsupportedMediaType });
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, {
        detail: ERRORS.fileTooLarge({ megabytes: IMAGE_LIMITS.maxBytes / 1024 / 1024 }),
      });
    case 'FST_FILES_LIMIT':
      return new HttpError(400, { images: [ERRORS.tooManyFiles({ max: IMAGE_LIMITS.maxFilesPerUpload })] });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(400, { detail: ERRORS.unsupportedMediaType });
    default:
      break;
  }
  // A JSON syntax error surfaces as a 400 SyntaxError from the content-type parser.
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
    return new HttpError(400, { detail: ERRORS.malformedJson });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpError(error.statusCode, {
      detail: error.statusCode === 404 ? ERRORS.notFound : error.message,
    });
  }
  return null;
}
