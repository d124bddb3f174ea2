import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { BuildAppOptions } from '../app';
import { type AppContext, createContextHelpers } from '../context';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest, refreshStatistics } from '../db/migrate';
import { openSqliteReaders, type SqliteReaders } from '../db/sqliteReaders';
import { registerReminderJobs } from '../features/appointments';
import { registerConversationJobs } from '../features/conversations';
import { registerFeedJobs } from '../features/feeds';
import { registerSavedSearchJobs } from '../features/savedSearches';
import { registerWebhookJobs } from '../features/webhooks';
import { createJobQueue } from '../jobs';
import { queuedMailer } from '../jobs/mail';
import { LocalEventBus } from '../realtime/eventBus';
import { createPostgresEventBus } from '../realtime/postgresEventBus';
import { Throttles } from '../services/limits';
import { LocationIndex } from '../services/locationIndex';
import { createMailer } from '../services/mailer';
import { PartnerEventCounter } from '../services/partnerEvents';
import { RedisSearchCache } from '../services/redisSearchCache';
import { MemorySearchCache, type SearchCache } from '../services/responseCache';
import { ViewCounter } from '../services/viewCounter';
import { LocalStorage } from '../storage/storage';

/** The context, and what was opened for it that only closing the app releases (the lifecycle plugin). */
export interface AppServices {
  ctx: AppContext;
  /** The work `ctx.afterResponse` queued and has not finished. */
  pendingWork: Set<Promise<unknown>>;
  redis: Redis | null;
  readDatabase: DatabaseHandle | null;
  sqliteReaders: SqliteReaders | null;
  /** The database, when the app opened it (one passed in is its owner's to close). */
  ownedDatabase: DatabaseHandle | null;
}

/**
 * Opens the database (migrated), its read replica or reader threads, Redis, the search cache and the
 * job queue, and builds the context every route and job is given (decorated as `app.ctx`).
 */
export async function buildContext(app: FastifyInstance, options: BuildAppOptions): Promise<AppServices> {
  const { config } = options;
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
  // Webhook deliveries: one job per attempt, the back-off kept on the delivery row.
  registerWebhookJobs(ctx);
  registerConversationJobs(ctx);
  // Feed imports: one job per run, and each URL feed's hourly job.
  registerFeedJobs(ctx);

  return {
    ctx,
    pendingWork,
    redis,
    readDatabase,
    sqliteReaders,
    ownedDatabase: ownsDatabase ? database : null,
  };
}
