import { SESSION_ANONYMOUS, SESSION_HEADER } from '@convive/sdk';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { runPrepared } from '../db/prepared';
import { ERRORS, type Say } from '../errors';
import { sessionExpiresAt } from './sessions';
import { hashToken } from './tokens';

const TOKEN_HEADER = /^Token\s+([A-Za-z0-9_-]{16,128})$/;
/** last_used_at is refreshed at most this often, so reads do not become writes. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Reads `Authorization: Token …` on every request and sets `request.user`. A malformed or unknown
 * token, or one unused for TOKEN_IDLE_DAYS or older than TOKEN_MAX_DAYS (deleted then), does not
 * fail the request here: it is answered as a visitor's, with `X-Convive-Session: anonymous` so the
 * client forgets the token, and `request.sessionRefused` says why. A public or optional call then
 * answers as to anyone (a stale token in a browser must never break the public pages); a call that
 * needs a session answers 401 with that reason (the route guard).
 */
export function registerAuthentication(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenHash', null);
  app.decorateRequest('sessionRefused', null);
  app.addHook('onRequest', (request, reply, done) => {
    // Most requests (visitors, media, the public search) carry no token: no promise for them.
    if (!request.headers.authorization) return done();
    authenticate(request, reply).then(() => done(), done);
  });

  function refuse(request: FastifyRequest, reply: FastifyReply, reason: Say): void {
    request.sessionRefused = reason;
    reply.header(SESSION_HEADER, SESSION_ANONYMOUS);
  }

  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization ?? '';
    const match = TOKEN_HEADER.exec(header.trim());
    if (!match?.[1]) return refuse(request, reply, ERRORS.invalidToken);
    const tokenHash = hashToken(match[1]);
    // Every signed-in call runs it: built and planned once (prepared.ts).
    const [row] = await runPrepared(ctx.db, 'auth.session', { tokenHash }, (db, p) =>
      db
        .selectFrom('auth_tokens')
        .innerJoin('users', 'users.id', 'auth_tokens.user_id')
        .selectAll('users')
        .select([
          'auth_tokens.id as token_id',
          'auth_tokens.last_used_at',
          'auth_tokens.created_at as token_created_at',
        ])
        .where('auth_tokens.token_hash', '=', p('tokenHash')),
    );
    if (!row) return refuse(request, reply, ERRORS.invalidToken);
    const { token_id, last_used_at, token_created_at, ...user } = row;
    const now = ctx.now();
    if (now.getTime() >= sessionExpiresAt(ctx, { created_at: token_created_at, last_used_at })) {
      await ctx.db.deleteFrom('auth_tokens').where('id', '=', token_id).execute();
      return refuse(request, reply, ERRORS.sessionExpired);
    }
    request.user = user;
    request.tokenHash = tokenHash;
    if (now.getTime() - Date.parse(last_used_at) > TOUCH_EVERY_MS) {
      await ctx.db
        .updateTable('auth_tokens')
        .set({ last_used_at: now.toISOString() })
        .where('id', '=', token_id)
        .execute();
    }
  }
}
