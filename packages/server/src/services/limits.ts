import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { ERRORS, HttpError } from '../errors';

/**
 * Every throttle of the API, by what it counts (docs/adr/0103-throttles.md). `points` per
 * `duration` seconds; a `blockDuration` keeps the key refused that long once it is exceeded.
 * Per-address limits stop one machine; per-account and per-e-mail limits stop a campaign that
 * rotates addresses. Identities are hashed before they become keys (no e-mail in Redis).
 */
export const LIMITS = {
  /** Every login attempt from one address. */
  loginPerAddress: { points: 10, duration: 60 },
  /**
   * Failed logins for one e-mail (known or not) from every source that never signed in to it:
   * then locked for those sources, right password too.
   */
  loginFailuresPerAccount: { points: 10, duration: 15 * 60, blockDuration: 15 * 60 },
  /** Failed logins from one source that signed in to the account before (auth/loginSources.ts): its own lock. */
  loginFailuresPerSource: { points: 10, duration: 15 * 60, blockDuration: 15 * 60 },
  registerPerAddress: { points: 10, duration: 10 * 60 },
  registerPerEmail: { points: 3, duration: 60 * 60 },
  /** Recovery mails: per address, and per e-mail (known or not, so the answer reveals nothing). */
  recoveryPerAddress: { points: 5, duration: 15 * 60 },
  recoveryPerEmail: { points: 3, duration: 60 * 60 },
  /** Reset attempts with a token (guessing is hopeless at 256 bits; this keeps the cost bounded). */
  resetPerAddress: { points: 10, duration: 15 * 60 },
  contactPerAddress: { points: 5, duration: 10 * 60 },
  /** Enquiries and applications: per address, and per sender (account, or e-mail for a guest). */
  enquiryPerAddress: { points: 20, duration: 10 * 60 },
  enquiryPerSender: { points: 10, duration: 10 * 60 },
  /** Visit requests per account. */
  visitPerAccount: { points: 20, duration: 10 * 60 },
  /**
   * Properties created per account: a minute's burst and an hour's total. The form (text, address,
   * photos) takes a person minutes per property; a script creating hundreds fans out alerts.
   */
  propertiesPerAccountMinute: { points: 10, duration: 60 },
  propertiesPerAccountHour: { points: 30, duration: 60 * 60 },
  /** Guest visit requests (a partner's page, no account): per address, and per e-mail (its inbox). */
  guestVisitPerAddress: { points: 10, duration: 10 * 60 },
  guestVisitPerEmail: { points: 5, duration: 60 * 60 },
  /** Confirmation attempts with a link's token (256 bits: this bounds the cost, not the odds). */
  guestConfirmPerAddress: { points: 20, duration: 15 * 60 },
  /** Saved-search unsubscribe links opened (256-bit tokens: this bounds the cost, not the odds). */
  unsubscribePerAddress: { points: 20, duration: 15 * 60 },
  /** Instant saved-search alerts per inbox (`emailKey`); the rest wait for its daily digest. */
  instantAlertsPerRecipient: { points: 5, duration: 60 * 60 },
  /**
   * Mails per inbox (`emailKey`) a day, whatever sent them; past it they are dropped (jobs/mail.ts,
   * docs/adr/0003-mail-cap-per-recipient.md). Password recovery is neither counted nor dropped.
   */
  mailsPerRecipient: { points: 50, duration: 24 * 60 * 60 },
  /** Partner element events (impressions, clicks) from one address: generous, a page sends a few. */
  partnerEventsPerAddress: { points: 300, duration: 10 * 60 },
  /**
   * Feed export documents read from one address (the token is unguessable: this bounds the cost of
   * a whole stock serialized per call, as portals poll it hourly at most).
   */
  feedExportPerAddress: { points: 60, duration: 10 * 60 },
  /** Calendar exports (.ics) read from one address: calendar apps poll them every few hours at most. */
  calendarExportPerAddress: { points: 60, duration: 10 * 60 },
  /** An imported calendar fetched on demand: once in 30 s, so a landlord cannot make the server call a host in a loop. */
  calendarRunsPerCalendar: { points: 1, duration: 30 },
  /** Conversation messages sent by one account (or one guest's conversation): 100 a minute. */
  messagesPerAccount: { points: 100, duration: 60 },
  /** Images decoded for one user (profile pictures and listing images), a CPU budget. */
  imagesPerUser: { points: 200, duration: 60 * 60 },
} as const satisfies Record<string, { points: number; duration: number; blockDuration?: number }>;

export type LimitName = keyof typeof LIMITS;

/** What a throttle knows about a key. */
export interface LimitState {
  /** Points used in the current window. */
  consumed: number;
  /** Milliseconds until the window (or the block) ends. */
  msBeforeNext: number;
  /** True when the key is refused now. */
  blocked: boolean;
}

/** The 429 of a throttle: Spanish detail and `Retry-After` in seconds. */
export function tooManyRequests(msBeforeNext: number): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpError(
    429,
    { detail: ERRORS.rateLimited({ seconds: seconds }) },
    { 'retry-after': String(seconds) },
  );
}

/** Keys are hashes: the store never holds an e-mail or an address in clear. */
function keyOf(identity: string | number): string {
  return createHash('sha256').update(String(identity).toLowerCase()).digest('base64url').slice(0, 27);
}

export interface ThrottlesOptions {
  /** A connected Redis: counters shared by every process. Null keeps them in this process. */
  redis: Redis | null;
  /** Key prefix in Redis (`REDIS_PREFIX`). */
  prefix: string;
  /** `RATE_LIMIT=false` turns every throttle off (load tests). */
  enabled: boolean;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The throttles, on rate-limiter-flexible: Redis when configured (atomic counters that every server
 * process shares, so N processes enforce one limit), memory otherwise. If Redis stops answering,
 * each process falls back to its own in-memory counters (the library's insurance limiter) rather
 * than failing requests or letting everything through.
 */
export class Throttles {
  private readonly limiters = new Map<LimitName, RateLimiterAbstract>();

  constructor(private readonly options: ThrottlesOptions) {}

  get shared(): boolean {
    return this.options.redis !== null;
  }

  private limiter(name: LimitName): RateLimiterAbstract {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const rule: IRateLimiterOptions = { ...LIMITS[name], keyPrefix: `${this.options.prefix}limit:${name}` };
      const memory = new RateLimiterMemory(rule);
      limiter = this.options.redis
        ? new RateLimiterRedis({ ...rule, storeClient: this.options.redis, insuranceLimiter: memory })
        : memory;
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  /** Counts `points` against the key; past the limit, throws the 429. */
  async hit(name: LimitName, identity: string | number, points = 1): Promise<void> {
    if (!this.options.enabled) return;
    try {
      await this.limiter(name).consume(keyOf(identity), points);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext);
      // Redis and its insurance both failed: do not lock people out over an outage.
      this.options.log.warn({ err: error, limit: name }, 'throttle unavailable');
    }
  }

  /** Counts a point without refusing (failed logins are counted after the answer is known). */
  async count(name: LimitName, identity: string | number): Promise<LimitState | null> {
    if (!this.options.enabled) return null;
    try {
      return this.stateOf(name, await this.limiter(name).consume(keyOf(identity), 1));
    } catch (error) {
      if (error instanceof RateLimiterRes) return this.stateOf(name, error);
      this.options.log.warn({ err: error, limit: name }, 'throttle unavailable');
      return null;
    }
  }

  /** The key's state without counting; null when nothing was counted (or throttles are off). */
  async state(name: LimitName, identity: string | number): Promise<LimitState | null> {
    if (!this.options.enabled) return null;
    try {
      const res = await this.limiter(name).get(keyOf(identity));
      return res ? this.stateOf(name, res) : null;
    } catch (error) {
      this.options.log.warn({ err: error, limit: name }, 'throttle unavailable');
      return null;
    }
  }

  /** Refuses the key for the rule's `blockDuration` from now (a login locked after its last failure). */
  async block(name: LimitName, identity: string | number): Promise<void> {
    if (!this.options.enabled) return;
    const rule: { blockDuration?: number; duration: number } = LIMITS[name];
    await this.limiter(name)
      .block(keyOf(identity), rule.blockDuration ?? rule.duration)
      .catch((error: unknown) => this.options.log.warn({ err: error, limit: name }, 'throttle unavailable'));
  }

  /** Forgets the key (a successful login clears its failures). */
  async reset(name: LimitName, identity: string | number): Promise<void> {
    if (!this.options.enabled) return;
    await this.limiter(name)
      .delete(keyOf(identity))
      .catch((error: unknown) => this.options.log.warn({ err: error, limit: name }, 'throttle unavailable'));
  }

  private stateOf(name: LimitName, res: RateLimiterRes): LimitState {
    return {
      consumed: res.consumedPoints,
      msBeforeNext: res.msBeforeNext,
      blocked: res.consumedPoints > LIMITS[name].points,
    };
  }
}
