import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

/** Every setting of the server, read from the environment (listed in the README). */
export interface Config {
  /** Port to listen on. `PORT`, default 8080. */
  port: number;
  /** Address to listen on. `HOST`, default 0.0.0.0. */
  host: string;
  /** Folder of the SQLite file, uploads and the mail outbox. `DATA_DIR`, default `data/`. */
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; otherwise SQLite in `dataDir/convive.db`. `DATABASE_URL`. */
  databaseUrl: string | null;
  /**
   * A PostgreSQL read replica (`postgres://…`) the public searches (properties and rooms) read from;
   * everything else, and a landlord's own list, uses `DATABASE_URL`. `DATABASE_READ_URL`, PostgreSQL
   * only; unset reads everything from `DATABASE_URL`.
   */
  databaseReadUrl: string | null;
  /**
   * The public origin of the site (`https://convive.es`). Links in e-mails are built from it and never
   * from request headers; media URLs too when set. `PUBLIC_URL`: required in production
   * (`NODE_ENV=production`); elsewhere e-mail links fall back to `http://localhost:PORT`.
   */
  publicUrl: string | null;
  /**
   * Other origins this server is reached at besides `PUBLIC_URL`, such as the API's own host name
   * that partners write in `api-base` (`https://api.convive.es`). A request that came to one of them
   * gets its answers' media and page links on it; any other `Host` gets `PUBLIC_URL`'s. `API_ORIGINS`,
   * comma-separated; unset, only `PUBLIC_URL`.
   */
  apiOrigins: string[];
  /** `NODE_ENV=production`: refuses to start without `PUBLIC_URL`. */
  production: boolean;
  /**
   * Which proxies in front of the server are trusted for `X-Forwarded-For/-Host/-Proto`. `TRUST_PROXY`:
   * unset/`false` trusts none (the socket's address is the client); a hop count (`1`); or a
   * comma-separated list of proxy addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8`).
   */
  trustProxy: false | number | string[];
  /**
   * `redis://…`: what every server process shares, the rate-limit counters and the public search's
   * answer cache (and its invalidation). `REDIS_URL`; unset keeps both in each process's memory.
   */
  redisUrl: string | null;
  /** Prefix of every Redis key this deployment writes. `REDIS_PREFIX`, default `convive:`. */
  redisPrefix: string;
  /** A session token unused this long stops working. `TOKEN_IDLE_DAYS`, default 30. */
  tokenIdleMs: number;
  /** A session token stops working this long after sign-in, used or not. `TOKEN_MAX_DAYS`, default 90. */
  tokenMaxAgeMs: number;
  /** The whole request (headers and body) must arrive within this. `REQUEST_TIMEOUT_S`, default 120. */
  requestTimeoutMs: number;
  /** A request body that sends nothing for this long is cut (slow-body attacks). `BODY_IDLE_TIMEOUT_S`, default 15. */
  bodyIdleTimeoutMs: number;
  /** Google sign-in: the OAuth client id; unset disables it (503). `GOOGLE_CLIENT_ID`. */
  googleClientId: string | null;
  /** Where Google's signing keys are published. `GOOGLE_JWKS_URL`. */
  googleJwksUrl: string;
  /** `smtp://user:pass@host:port`; unset writes mail to `dataDir/outbox/`. `SMTP_URL`. */
  smtpUrl: string | null;
  /** Sender of outgoing mail. `MAIL_FROM`. */
  mailFrom: string;
  /**
   * Origins allowed to call the API cross-origin (without credentials). `PARTNER_ORIGINS`: unset or
   * `*` lets any origin call; a comma-separated list restricts calls to those origins.
   */
  partnerOrigins: string[];
  /** Folder of the built portal to serve at `/`, when it exists. `PORTAL_DIR`. */
  portalDir: string | null;
  /**
   * Folder of the built partner embed (`packages/widgets/dist/embed`) to serve at `/embed/`, to any
   * origin, when it exists. `EMBED_DIR`; `npm start` sets it.
   */
  embedDir: string | null;
  /** Load the demo data on first start of an empty database. `SEED_DEMO`, default true. */
  seedDemo: boolean;
  /** Rate limits on; off only for benchmarks and load tests. `RATE_LIMIT`, default true. */
  rateLimit: boolean;
  /** pino level. `LOG_LEVEL`, default info (silent in tests). */
  logLevel: string;
  /**
   * Check every successful answer against its call's response schema in the contract (a 500 when
   * it does not match). On in the test suites; off in production, where it would only cost time.
   * `CHECK_ANSWERS`, default false.
   */
  checkAnswers: boolean;
  /** Time zone for "today" in visit rules. `TIME_ZONE`, default Europe/Madrid. */
  timeZone: string;
  /** PostgreSQL LISTEN/NOTIFY channel the server processes share live events on. `EVENTS_CHANNEL`, default convive_events. */
  eventsChannel: string;
  /**
   * Background jobs (mail, alerts, reminders) this process runs at once. `WORKERS`, default 1:
   * `npm start` runs one worker in-process; `0` makes an API-only process (jobs are queued, not run).
   */
  workers: number;
  /**
   * SQLite only: threads that run the public searches' queries (each its own read-only connection),
   * so the process's main thread serves requests meanwhile. `SQLITE_READERS`, default the machine's
   * processors, at most 4 (0 on one processor: the main thread queries).
   */
  sqliteReaders: number;
  /**
   * Let requests to user-given URLs (webhooks, feeds, calendars, photos; `src/http/outbound.ts`) reach
   * this machine's loopback (127.0.0.1, ::1), which they never may in production; a private network
   * stays out of reach either way. `OUTBOUND_ALLOW_LOOPBACK`, default false; for tests and
   * development (a receiver or a feed served from the same machine), refused with `NODE_ENV=production`.
   */
  outboundAllowLoopback: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A positive number from the environment, or the fallback. */
function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`${name} debe ser un número positivo (recibido «${value}»).`);
  return n;
}

/** `WORKERS`: a whole number ≥ 0 (0: this process runs no jobs). */
function workerCount(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`WORKERS debe ser un número entero mayor o igual que 0 (recibido «${value}»).`);
  return n;
}

/** `SQLITE_READERS`: a whole number from 0 to 16; unset, the processors (at most 4; 0 on one). */
function readerCount(value: string | undefined): number {
  if (value === undefined || value.trim() === '') {
    const processors = availableParallelism();
    return processors > 1 ? Math.min(4, processors) : 0;
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 16)
    throw new Error(`SQLITE_READERS debe ser un número entero entre 0 y 16 (recibido «${value}»).`);
  return n;
}

/** `TRUST_PROXY`: false, a hop count, or a list of addresses/CIDR ranges. `true` (trust anyone) is refused. */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (['true', 'yes', 'on', '*'].includes(text.toLowerCase())) {
    throw new Error(
      'TRUST_PROXY no acepta «true»: cualquier cliente podría inventarse su dirección. Indica el número de proxies (1) o sus direcciones (10.0.0.0/8).',
    );
  }
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** `PUBLIC_URL` as an origin without a trailing slash; anything but an http(s) URL is refused. */
function parsePublicUrl(value: string | undefined): string | null {
  const text = value?.trim().replace(/\/+$/, '') ?? '';
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL no es una URL válida: «${text}».`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('PUBLIC_URL debe empezar por http:// o https://.');
  return text;
}

/** `API_ORIGINS`: http(s) origins, nothing after the host (a path would not be where media are). */
function parseApiOrigins(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (value ?? '').split(',')) {
    const text = entry.trim().replace(/\/+$/, '');
    if (text === '') continue;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new Error(`API_ORIGINS: «${text}» no es una URL válida.`);
    }
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    if (!web || url.pathname !== '/' || url.search || url.hash || url.username || url.password)
      throw new Error(
        `API_ORIGINS: «${text}» debe ser un origen http:// o https:// sin ruta (por ejemplo https://api.convive.es).`,
      );
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

/** `DATABASE_READ_URL`: a postgres:// URL, and only beside a PostgreSQL `DATABASE_URL`. */
function parseReadUrl(value: string | undefined, databaseUrl: string | null): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const postgres = /^postgres(ql)?:\/\//;
  if (!postgres.test(text) || !databaseUrl || !postgres.test(databaseUrl)) {
    throw new Error(
      'DATABASE_READ_URL (una réplica de lectura) solo se usa con PostgreSQL: debe empezar por postgres:// y DATABASE_URL también.',
    );
  }
  return text;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/** `OUTBOUND_ALLOW_LOOPBACK`: refused in production, where it would open the server's own ports to any typed URL. */
function allowLoopbackTargets(value: string | undefined, production: boolean): boolean {
  const allowed = flag(value?.trim(), false);
  if (allowed && production)
    throw new Error(
      'OUTBOUND_ALLOW_LOOPBACK no se acepta en producción (NODE_ENV=production): cualquier URL escrita por un usuario (webhooks, feeds, calendarios) podría llegar a los servicios de la propia máquina.',
    );
  return allowed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? databaseUrl : null,
    databaseReadUrl: parseReadUrl(env.DATABASE_READ_URL, databaseUrl),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    apiOrigins: parseApiOrigins(env.API_ORIGINS),
    production: env.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL?.trim() || null,
    redisPrefix: env.REDIS_PREFIX?.trim() || 'convive:',
    tokenIdleMs: positive(env.TOKEN_IDLE_DAYS, 30, 'TOKEN_IDLE_DAYS') * DAY_MS,
    tokenMaxAgeMs: positive(env.TOKEN_MAX_DAYS, 90, 'TOKEN_MAX_DAYS') * DAY_MS,
    requestTimeoutMs: positive(env.REQUEST_TIMEOUT_S, 120, 'REQUEST_TIMEOUT_S') * 1000,
    bodyIdleTimeoutMs: positive(env.BODY_IDLE_TIMEOUT_S, 15, 'BODY_IDLE_TIMEOUT_S') * 1000,
    googleClientId: env.GOOGLE_CLIENT_ID?.trim() || null,
    googleJwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM ?? 'Convive <no-responder@convive.local>',
    partnerOrigins: (env.PARTNER_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    portalDir: env.PORTAL_DIR ? resolve(env.PORTAL_DIR) : null,
    embedDir: env.EMBED_DIR ? resolve(env.EMBED_DIR) : null,
    seedDemo: flag(env.SEED_DEMO, true),
    rateLimit: flag(env.RATE_LIMIT, true),
    logLevel: env.LOG_LEVEL ?? 'info',
    checkAnswers: flag(env.CHECK_ANSWERS, false),
    timeZone: env.TIME_ZONE ?? 'Europe/Madrid',
    eventsChannel: env.EVENTS_CHANNEL?.trim() || 'convive_events',
    workers: workerCount(env.WORKERS),
    sqliteReaders: readerCount(env.SQLITE_READERS),
    outboundAllowLoopback: allowLoopbackTargets(env.OUTBOUND_ALLOW_LOOPBACK, env.NODE_ENV === 'production'),
    ...overrides,
  };
}

/** Settings that must hold before the server starts; throws a Spanish explanation otherwise. */
export function assertStartable(config: Config): void {
  if (config.production && !config.publicUrl) {
    throw new Error(
      'PUBLIC_URL es obligatorio en producción (NODE_ENV=production): los enlaces de los correos (recuperar la contraseña) se construyen con él, nunca con las cabeceras de la petición. Ejemplo: PUBLIC_URL=https://convive.es',
    );
  }
}
