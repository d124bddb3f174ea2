import { todayIn } from '@convive/sdk';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Dialect } from './db/database';
import type { Database } from './db/schema';
import type { JobQueue } from './jobs/queue';
import type { EventBus } from './realtime/eventBus';
import type { Throttles } from './services/limits';
import type { LocationIndex } from './services/locationIndex';
import type { Mailer } from './services/mailer';
import type { PartnerEventCounter } from './services/partnerEvents';
import type { SearchCache } from './services/responseCache';
import type { ViewCounter } from './services/viewCounter';
import type { Storage } from './storage/storage';

/** Everything a route needs, built once by `buildApp` and handed to every route plugin. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  /**
   * Where the public searches (properties and rooms) read: the read replica of `DATABASE_READ_URL`,
   * else the same database as `db`. Never for a read that must see the caller's own last write.
   */
  readDb: Kysely<Database>;
  dialect: Dialect;
  storage: Storage;
  /** Queues every e-mail as a background job (jobs/mail.ts); the worker sends it. */
  mailer: Mailer;
  /** Durable background jobs: pg-boss on PostgreSQL, the `jobs` table on SQLite (jobs/). */
  jobs: JobQueue;
  events: EventBus;
  /**
   * Serialized answers of the public search, invalidated by every successful write before its
   * answer is sent: shared by every process through Redis when `REDIS_URL` is set, else in memory.
   */
  searchCache: SearchCache;
  /** Cities and neighbourhoods with their counts for the location autocomplete; cleared with the search cache. */
  locations: LocationIndex;
  /** Rate limits per address, account and e-mail (shared through Redis when configured). */
  throttles: Throttles;
  /** Listing views, counted in memory and written in batches (a read never writes). */
  views: ViewCounter;
  /** Partner elements' impressions and clicks, counted in memory and written in batches. */
  partnerEvents: PartnerEventCounter;
  /** Work done after the answer is sent (e.g. mail), awaited before the app closes. */
  afterResponse(task: () => Promise<unknown>): void;
  log: FastifyBaseLogger;
  /** The clock; tests may replace it. */
  now(): Date;
  /** Today's date in the configured zone ('YYYY-MM-DD'), for the visit rules. */
  today(): string;
  /** The absolute URL of a stored file, or null. */
  mediaUrl(key: string | null | undefined, request: FastifyRequest): string | null;
  /**
   * The origin of URLs in answers (media, pagination, and the caches' keys): the configured origin
   * (`PUBLIC_URL` or one of `API_ORIGINS`) whose host the request came to, so a partner's client gets
   * them on its `api-base`'s origin; any other host gets `PUBLIC_URL`. Without `PUBLIC_URL`
   * (development), the request's own origin (its `Host`, or the forwarded one only from a trusted
   * proxy). Never used for e-mail links.
   */
  origin(request: FastifyRequest): string;
  /**
   * The site's origin, for what names the site itself (canonical links, robots.txt, sitemaps):
   * `PUBLIC_URL`, else the request's own origin.
   */
  siteOrigin(request: FastifyRequest): string;
  /** The origin of links in e-mails: `PUBLIC_URL`, else `http://localhost:PORT` — never a request header. */
  publicOrigin(): string;
}

export function nowIso(ctx: Pick<AppContext, 'now'>): string {
  return ctx.now().toISOString();
}

/** A configured origin, and the `Host` values that name it (with and without its default port). */
interface KnownOrigin {
  origin: string;
  hosts: readonly string[];
}

function knownOrigin(origin: string): KnownOrigin {
  const url = new URL(origin);
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  return { origin, hosts: url.port === '' ? [url.host, `${url.host}:${defaultPort}`] : [url.host] };
}

export function createContextHelpers(config: Config, clock: () => Date, listeningPort: () => number) {
  const own = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const publicUrl = config.publicUrl;
  // The Host only chooses among configured origins, and the URL written is the configured one: a
  // forged Host can never put its own name into an answer that a cache keeps for others.
  const known = publicUrl ? [publicUrl, ...config.apiOrigins].map(knownOrigin) : [];
  const origin = (request: FastifyRequest): string => {
    if (!publicUrl) return own(request);
    const host = request.host.toLowerCase();
    for (const candidate of known) if (candidate.hosts.includes(host)) return candidate.origin;
    return publicUrl;
  };
  return {
    now: clock,
    publicOrigin: () => publicUrl ?? `http://localhost:${listeningPort()}`,
    today: () => todayIn(config.timeZone, clock()),
    origin,
    siteOrigin: (request: FastifyRequest) => publicUrl ?? own(request),
    mediaUrl: (key: string | null | undefined, request: FastifyRequest) =>
      key ? `${origin(request)}/media/${key.split('/').map(encodeURIComponent).join('/')}` : null,
  };
}
