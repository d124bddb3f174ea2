import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ERRORS, unauthorized } from '../errors';
import { rememberLanguage } from '../services/users';
import { sessionExpiresAt } from './sessions';
import { hashToken } from './tokens';

const TOKEN_HEADER = /^Token\s+([A-Za-z0-9_-]{16,128})$/;
/** last_used_at is refreshed at most this often, so reads do not become writes. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Reads `Authorization: Token …` on every request and sets `request.user`. A malformed or unknown
 * token is a 401 even on public routes, as DRF's TokenAuthentication answers: the client must
 * forget a token the server no longer accepts. A token unused for TOKEN_IDLE_DAYS, or older than
 * TOKEN_MAX_DAYS, is deleted and answered 'Tu sesión ha caducado'.
 */
export function registerAuthentication(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenHash', null);
  app.addHook('onRequest', (request, _reply, done) => {
    // Most requests (visitors, media, the public search) carry no token: no promise for them.
    if (!request.headers.authorization) return done();
    authenticate(request).then(() => done(), done);
  });

  async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization ?? '';
    const match = TOKEN_HEADER.exec(header.trim());
    if (!match?.[1]) throw unauthorized(ERRORS.invalidToken);
    const tokenHash = hashToken(match[1]);
    const row = await ctx.db
      .selectFrom('auth_tokens')
      .innerJoin('users', 'users.id', 'auth_tokens.user_id')
      .selectAll('users')
      .select([
        'auth_tokens.id as token_id',
        'auth_tokens.last_used_at',
        'auth_tokens.created_at as token_created_at',
      ])
      .where('auth_tokens.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) throw unauthorized(ERRORS.invalidToken);
    const { token_id, last_used_at, token_created_at, ...user } = row;
    const now = ctx.now();
    if (now.getTime() >= sessionExpiresAt(ctx, { created_at: token_created_at, last_used_at })) {
      await ctx.db.deleteFrom('auth_tokens').where('id', '=', token_id).execute();
      throw unauthorized(ERRORS.sessionExpired);
    }
    request.user = user;
    request.tokenHash = tokenHash;
    // The language the client shows, kept for what reaches the user outside a request (e-mails,
    // live notifications): written only when it changes.
    await rememberLanguage(ctx, request, user);
    if (now.getTime() - Date.parse(last_used_at) > TOUCH_EVERY_MS) {
      await ctx.db
        .updateTable('auth_tokens')
        .set({ last_used_at: now.toISOString() })
        .where('id', '=', token_id)
        .execute();
    }
  }
}
