import type { AppContext } from '../context';
import type { SessionRevocation } from '../realtime/eventBus';
import { sweepLoginSources } from './loginSources';

/** What decides whether a session token still works. */
export interface SessionTimes {
  created_at: string;
  last_used_at: string;
}

/**
 * When the session stops working: TOKEN_IDLE_DAYS after its last use or TOKEN_MAX_DAYS after
 * sign-in, whichever comes first (as epoch milliseconds).
 */
export function sessionExpiresAt(ctx: Pick<AppContext, 'config'>, session: SessionTimes): number {
  return Math.min(
    Date.parse(session.last_used_at) + ctx.config.tokenIdleMs,
    Date.parse(session.created_at) + ctx.config.tokenMaxAgeMs,
  );
}

/**
 * Ends sessions: their tokens are deleted and the live sockets they opened close at once with 4401,
 * in every server process. `only` ends one session (logout); otherwise every session of the user
 * ends except `keep` (the one that changed the password), or all (reset, deletion).
 */
export async function endSessions(
  ctx: AppContext,
  userId: number,
  which: { only: string } | { keep: string | null },
): Promise<void> {
  let query = ctx.db.deleteFrom('auth_tokens').where('user_id', '=', userId);
  if ('only' in which) query = query.where('token_hash', '=', which.only);
  else if (which.keep) query = query.where('token_hash', '!=', which.keep);
  await query.execute();
  const revocation: SessionRevocation = {
    type: 'revoke',
    user_id: userId,
    ...('only' in which ? { token_hash: which.only } : which.keep ? { keep_token_hash: which.keep } : {}),
  };
  await ctx.events.revoke(revocation).catch((error: unknown) => {
    // The tokens are gone already: a socket that misses this fails its next check (heartbeat).
    ctx.log.warn({ err: error }, 'session revocation not broadcast');
  });
}

/**
 * Deletes sessions past their idle or absolute expiry, and sign-in sources long unused (run now and
 * then; expired ones fail anyway).
 */
export async function sweepExpiredSessions(ctx: AppContext): Promise<void> {
  await sweepLoginSources(ctx);
  const now = ctx.now().getTime();
  await ctx.db
    .deleteFrom('auth_tokens')
    .where((eb) =>
      eb.or([
        eb('last_used_at', '<', new Date(now - ctx.config.tokenIdleMs).toISOString()),
        eb('created_at', '<', new Date(now - ctx.config.tokenMaxAgeMs).toISOString()),
      ]),
    )
    .execute();
}
