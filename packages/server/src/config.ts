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
  /** The public origin used to make media URLs absolute. `PUBLIC_URL`, default the request's origin. */
  publicUrl: string | null;
  /** Google sign-in: the OAuth client id; unset disables it (503). `GOOGLE_CLIENT_ID`. */
  googleClientId: string | null;
  /** Where Google's signing keys are published. `GOOGLE_JWKS_URL`. */
  googleJwksUrl: string;
  /** `smtp://user:pass@host:port`; unset writes mail to `dataDir/outbox/`. `SMTP_URL`. */
  smtpUrl: string | null;
  /** Sender of outgoing mail. `MAIL_FROM`. */
  mailFrom: string;
  /** Origins allowed to call the public read API cross-origin; `*` for any. `PARTNER_ORIGINS`. */
  partnerOrigins: string[];
  /** Folder of the built portal to serve at `/`, when it exists. `PORTAL_DIR`. */
  portalDir: string | null;
  /** Load the demo data on first start of an empty database. `SEED_DEMO`, default true. */
  seedDemo: boolean;
  /** Rate limits on; off only for benchmarks and load tests. `RATE_LIMIT`, default true. */
  rateLimit: boolean;
  /** pino level. `LOG_LEVEL`, default info (silent in tests). */
  logLevel: string;
  /** Time zone for "today" in visit rules. `TIME_ZONE`, default Europe/Madrid. */
  timeZone: string;
  /** PostgreSQL LISTEN/NOTIFY channel the server processes share live events on. `EVENTS_CHANNEL`, default convive_events. */
  eventsChannel: string;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? databaseUrl : null,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || null,
    googleClientId: env.GOOGLE_CLIENT_ID?.trim() || null,
    googleJwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM ?? 'Convive <no-responder@convive.local>',
    partnerOrigins: (env.PARTNER_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    portalDir: env.PORTAL_DIR ? resolve(env.PORTAL_DIR) : null,
    seedDemo: flag(env.SEED_DEMO, true),
    rateLimit: flag(env.RATE_LIMIT, true),
    logLevel: env.LOG_LEVEL ?? 'info',
    timeZone: env.TIME_ZONE ?? 'Europe/Madrid',
    eventsChannel: env.EVENTS_CHANNEL?.trim() || 'convive_events',
    ...overrides,
  };
}
