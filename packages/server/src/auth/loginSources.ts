import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { addressKey } from '../services/limitKeys';
import { newToken } from './tokens';

/**
 * Sources an account signed in from before (docs/adr/0002-login-lock-per-source.md): the browser,
 * by a random device cookie, and the network (`addressKey`: an IPv6 address's /64) for clients that
 * carry no cookie. Failed logins count per account and source, so an attacker's failures from
 * elsewhere cannot lock the owner out of a source they already used. Only hashes are stored, salted
 * with the account, so the table names no address and does not link one browser's accounts.
 */

/** The device cookie: random, httpOnly, sent to the API only. */
export const DEVICE_COOKIE = 'convive_device';
/** A source unused this long is forgotten (and its cookie expires with it). */
export const KNOWN_SOURCE_MS = 180 * 24 * 60 * 60 * 1000;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

/** The device id the request's cookie carries, if it is one we could have set. */
function deviceOf(request: FastifyRequest): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === DEVICE_COOKIE) {
      const value = pair.slice(at + 1).trim();
      if (DEVICE_ID.test(value)) return value;
    }
  }
  return null;
}

const sourceHash = (userId: number, kind: 'device' | 'network', value: string) =>
  createHash('sha256').update(`${kind}:${userId}:${value}`).digest('base64url');

/** The request's sources for this account, the device first (it follows the owner between networks). */
function sourcesOf(userId: number, request: FastifyRequest): string[] {
  const device = deviceOf(request);
  return [
    ...(device ? [sourceHash(userId, 'device', device)] : []),
    sourceHash(userId, 'network', addressKey(request.ip)),
  ];
}

/**
 * The request's source for this account if the account signed in from it within KNOWN_SOURCE_MS
 * (its hash, a throttle key of its own), else null. Asked for unknown e-mails too (`userId`
 * null), so the answer takes the same work whether the account exists.
 */
export async function knownSource(
  ctx: AppContext,
  userId: number | null,
  request: FastifyRequest,
): Promise<string | null> {
  const candidates = sourcesOf(userId ?? 0, request);
  const since = new Date(ctx.now().getTime() - KNOWN_SOURCE_MS).toISOString();
  const rows = await ctx.db
    .selectFrom('login_sources')
    .select('source_hash')
    .where('user_id', '=', userId ?? 0)
    .where('source_hash', 'in', candidates)
    .where('last_seen_at', '>=', since)
    .execute();
  const found = new Set(rows.map((row) => row.source_hash));
  return candidates.find((hash) => found.has(hash)) ?? null;
}

/**
 * After a successful sign-in: the request's device (a new id if it has none) and network become
 * known sources of the account, and the device cookie is (re)set for another KNOWN_SOURCE_MS.
 */
export async function rememberSource(
  ctx: AppContext,
  userId: number,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const device = deviceOf(request) ?? newToken();
  const now = ctx.now().toISOString();
  await ctx.db
    .insertInto('login_sources')
    .values(
      [sourceHash(userId, 'device', device), sourceHash(userId, 'network', addressKey(request.ip))].map(
        (source_hash) => ({ user_id: userId, source_hash, last_seen_at: now }),
      ),
    )
    .onConflict((oc) => oc.columns(['user_id', 'source_hash']).doUpdateSet({ last_seen_at: now }))
    .execute();
  const attributes = [
    `${DEVICE_COOKIE}=${device}`,
    'Path=/api/',
    `Max-Age=${KNOWN_SOURCE_MS / 1000}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}

/** Forgets sources unused for KNOWN_SOURCE_MS (they no longer count anyway). */
export async function sweepLoginSources(ctx: AppContext): Promise<void> {
  const since = new Date(ctx.now().getTime() - KNOWN_SOURCE_MS).toISOString();
  await ctx.db.deleteFrom('login_sources').where('last_seen_at', '<', since).execute();
}
