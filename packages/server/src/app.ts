import { join } from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import { registerAuthentication } from './auth/authenticate';
import type { Config } from './config';
import { type AppContext, createContextHelpers } from './context';
import { type DatabaseHandle, openDatabase } from './db/database';
import { migrateToLatest, refreshStatistics } from './db/migrate';
import { ERRORS, HttpError } from './errors';
import { registerDocs } from './openapi';
import { registerPortal } from './portal';
import { isPublicRead } from './publicRoutes';
import { type EventBus, LocalEventBus } from './realtime/eventBus';
import { createPostgresEventBus } from './realtime/postgresEventBus';
import { registerRoutes } from './routes';
import { IMAGE_LIMITS } from './services/images';
import { createMailer, type Mailer } from './services/mailer';
import { ResponseCache } from './services/responseCache';
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

export type App = FastifyInstance & { ctx: AppContext };

/** How long a closing server waits for handlers still running before closing the database. */
const DRAIN_TIMEOUT_MS = 8_000;

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
        req: (req) => ({ method: req.method, path: String(req.url ?? '').split('?')[0] }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // On close, drop idle keep-alive connections but let requests in flight finish before the
    // database is closed (force-closing them left handlers querying a destroyed pool).
    forceCloseConnections: 'idle',
  });

  const database = options.database ?? openDatabase(config);
  const ownsDatabase = !options.database;
  await migrateToLatest(database.db);
  await refreshStatistics(database.db);

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
  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    storage,
    events,
    searchCache: new ResponseCache(),
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, 'outbox'),
        log: app.log,
      }),
    log: app.log,
    ...createContextHelpers(config, options.clock ?? (() => new Date())),
  };
  app.decorate('ctx', ctx);

  // Security headers from helmet, built once: @fastify/helmet rebuilds the middleware (and re-parses
  // the CSP) on every request, which cost 12% of the cached search's CPU.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com'],
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

  // Partner embedding: only the public read calls answer other origins (PARTNER_ORIGINS).
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const allowed =
        !!origin &&
        isPublicRead(request.method, request.url, request.headers['access-control-request-method']) &&
        (config.partnerOrigins.includes('*') || config.partnerOrigins.includes(origin.replace(/\/+$/, '')));
      callback(
        null,
        allowed ? { origin, methods: ['GET', 'HEAD'], credentials: false, maxAge: 600 } : { origin: false },
      );
    },
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(429, { detail: ERRORS.rateLimited(seconds) }, { 'retry-after': String(seconds) });
    },
  });

  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_LIMITS.maxBytes,
      files: IMAGE_LIMITS.maxFilesPerUpload + 1,
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

  // The API speaks JSON and multipart only: any other body is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  registerAuthentication(app, ctx);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const mapped = mapFrameworkError(error);
    if (mapped) return reply.code(mapped.statusCode).headers(mapped.headers).send(mapped.body);
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: ERRORS.internal });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: ERRORS.notFound }));

  await registerRoutes(app, ctx);
  await registerDocs(app);
  await registerPortal(app, config);

  // Any successful write may change what the public search shows: forget its cached answers.
  app.addHook('onResponse', async (request, reply) => {
    if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method) && reply.statusCode < 400)
      ctx.searchCache.clear();
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
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    if (counted.delete(request)) {
      running -= 1;
      if (running === 0) drained?.();
    }
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    await events.close();
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
      return new HttpError(413, { detail: ERRORS.fileTooLarge(IMAGE_LIMITS.maxBytes / 1024 / 1024) });
    case 'FST_FILES_LIMIT':
      return new HttpError(400, { images: [ERRORS.tooManyFiles(IMAGE_LIMITS.maxFilesPerUpload)] });
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
