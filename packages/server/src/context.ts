import { todayIn } from '@convive/sdk';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Dialect } from './db/database';
import type { Database } from './db/schema';
import type { EventBus } from './realtime/eventBus';
import type { Mailer } from './services/mailer';
import type { ResponseCache } from './services/responseCache';
import type { Storage } from './storage/storage';

/** Everything a route needs, built once by `buildApp` and handed to every route plugin. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  storage: Storage;
  mailer: Mailer;
  events: EventBus;
  /** Serialized answers of the public search; cleared by every successful write. */
  searchCache: ResponseCache;
  log: FastifyBaseLogger;
  /** The clock; tests may replace it. */
  now(): Date;
  /** Today's date in the configured zone ('YYYY-MM-DD'), for the visit rules. */
  today(): string;
  /** The absolute URL of a stored file, or null. */
  mediaUrl(key: string | null | undefined, request: FastifyRequest): string | null;
  /** The public origin for links in e-mails and answers. */
  origin(request: FastifyRequest): string;
}

export function nowIso(ctx: Pick<AppContext, 'now'>): string {
  return ctx.now().toISOString();
}

export function createContextHelpers(config: Config, clock: () => Date) {
  const origin = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;
  return {
    now: clock,
    today: () => todayIn(config.timeZone, clock()),
    origin,
    mediaUrl: (key: string | null | undefined, request: FastifyRequest) =>
      key ? `${origin(request)}/media/${key.split('/').map(encodeURIComponent).join('/')}` : null,
  };
}
