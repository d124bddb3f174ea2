import {
  SOCKET_CLOSE_FORBIDDEN,
  SOCKET_CLOSE_UNAUTHENTICATED,
  socketClientMessageSchema,
} from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { WebSocket } from 'ws';
import { sessionExpiresAt } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import type { AppContext } from '../context';
import { ERRORS } from '../errors';
import { isRevoked } from './eventBus';

/**
 * Protocol-level ping interval; a socket that has not answered the previous ping is dropped. Each
 * beat also checks every open socket's session against the database.
 */
export const HEARTBEAT_MS = 30_000;
/** Close codes (DESIGN.md "Live events"): no valid token / a token of another user. */
export const CLOSE_UNAUTHENTICATED = SOCKET_CLOSE_UNAUTHENTICATED;
export const CLOSE_FORBIDDEN = SOCKET_CLOSE_FORBIDDEN;
const CLOSE_SERVER_ERROR = 1011;
const OPEN = 1;
/** setTimeout's longest delay; a session ending later is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

export interface NotificationSocketOptions {
  ctx: AppContext;
  /** @default HEARTBEAT_MS */
  heartbeatMs?: number;
}

/**
 * The live-notification socket `/ws/notifications/{userId}/?token=…` (spec 02 §7). The token comes
 * in the query (browsers cannot set headers on a WebSocket); it is never logged (app.ts logs paths
 * only). Messages of the user's event bus are sent as JSON; `{"type":"ping"}` is answered with a pong.
 */
export async function notificationSocket(
  app: FastifyInstance,
  { ctx, heartbeatMs = HEARTBEAT_MS }: NotificationSocketOptions,
) {
  /** The token's session (user, hash, expiry), or null for a missing, unknown or expired token. */
  async function tokenSession(token: unknown) {
    if (typeof token !== 'string' || token.length < 16 || token.length > 128) return null;
    const tokenHash = hashToken(token);
    const row = await ctx.db
      .selectFrom('auth_tokens')
      .select(['user_id', 'created_at', 'last_used_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!row) return null;
    const expiresAt = sessionExpiresAt(ctx, row);
    if (ctx.now().getTime() >= expiresAt) return null;
    return { userId: row.user_id, tokenHash, expiresAt };
  }

  /**
   * Of these token hashes, the ones whose session still works, with its user and end: one query
   * for all of them (a list as a single parameter), however many sockets are open.
   */
  async function liveSessions(tokenHashes: string[]) {
    const among =
      ctx.dialect === 'postgres'
        ? sql<boolean>`token_hash = any(${tokenHashes}::text[])`
        : sql<boolean>`token_hash in (select value from json_each(${JSON.stringify(tokenHashes)}))`;
    // A deleted user's tokens go with it (foreign key cascade), so no join with users is needed.
    const rows = await ctx.db
      .selectFrom('auth_tokens')
      .select(['token_hash', 'user_id', 'created_at', 'last_used_at'])
      .where(among)
      .execute();
    return new Map(
      rows.map((row) => [row.token_hash, { userId: row.user_id, expiresAt: sessionExpiresAt(ctx, row) }]),
    );
  }

  // Sessions ended anywhere (logout, password change or reset, deletion) close their sockets here.
  const open = new Set<{ userId: number; tokenHash: string; close(): void }>();
  const stopRevocations = ctx.events.onRevoke((revocation) => {
    for (const socket of open) {
      if (isRevoked(revocation, socket.userId, socket.tokenHash)) socket.close();
    }
  });

  // A revocation can miss this process (its LISTEN connection was down when it was sent), so the
  // database has the last word: the sessions of every open socket are checked on each heartbeat and
  // whenever the bus listens again, and a socket whose token is gone or expired closes as on logout.
  let checking = false;
  let checkAgain = false;
  async function checkSessions(): Promise<void> {
    const sessions = [...open];
    if (sessions.length === 0) return;
    const live = await liveSessions([...new Set(sessions.map((session) => session.tokenHash))]);
    const now = ctx.now().getTime();
    for (const session of sessions) {
      const found = live.get(session.tokenHash);
      if (!found || found.userId !== session.userId || now >= found.expiresAt) session.close();
    }
  }
  function recheckSessions(): void {
    // One check at a time; a request during one runs once it ends (it may have read too early).
    if (checking) {
      checkAgain = true;
      return;
    }
    checking = true;
    checkSessions()
      .catch((error: unknown) => app.log.warn({ err: error }, 'notification sockets: session check failed'))
      .finally(() => {
        checking = false;
        if (checkAgain) {
          checkAgain = false;
          recheckSessions();
        }
      });
  }
  const stopReconnects = ctx.events.onReconnect(recheckSessions);

  // Heartbeat: one timer for every socket. A ping each interval; no pong since the last one means
  // the peer is gone.
  const peers = new Map<WebSocket, { alive: boolean }>();
  const heartbeat = setInterval(() => {
    for (const [socket, peer] of peers) {
      if (!peer.alive) {
        socket.terminate();
        continue;
      }
      peer.alive = false;
      socket.ping();
    }
    recheckSessions();
  }, heartbeatMs);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    stopRevocations();
    stopReconnects();
  });

  app.get('/ws/notifications/:userId/', { websocket: true }, (socket: WebSocket, request) => {
    const { userId } = request.params as { userId?: string };
    const { token } = request.query as { token?: unknown };
    let closed = false;
    let unsubscribe: (() => void) | null = null;

    const peer = { alive: true };
    peers.set(socket, peer);
    socket.on('pong', () => {
      peer.alive = true;
    });

    let session: { userId: number; tokenHash: string; close(): void } | null = null;
    let expiry: NodeJS.Timeout | null = null;
    const endSession = () => {
      if (!closed) socket.close(CLOSE_UNAUTHENTICATED, String(ERRORS.sessionExpired));
    };
    socket.on('close', () => {
      closed = true;
      peers.delete(socket);
      if (expiry) clearTimeout(expiry);
      if (session) open.delete(session);
      unsubscribe?.();
      unsubscribe = null;
    });
    socket.on('error', (error) => {
      request.log.debug({ err: error }, 'notification socket error');
    });

    const send = (payload: unknown) => {
      if (socket.readyState === OPEN) socket.send(JSON.stringify(payload));
    };

    // Listeners are attached before any await, so nothing the client sends early is lost: it is
    // handled once the token is checked (a pong therefore also proves the subscription is live).
    const ready = tokenSession(token).then(
      (found) => {
        if (closed) return false;
        if (found === null) {
          socket.close(CLOSE_UNAUTHENTICATED, String(ERRORS.socketRefused));
          return false;
        }
        if (!/^\d{1,15}$/.test(userId ?? '') || Number(userId) !== found.userId) {
          socket.close(CLOSE_FORBIDDEN, String(ERRORS.socketRefused));
          return false;
        }
        session = { userId: found.userId, tokenHash: found.tokenHash, close: endSession };
        open.add(session);
        // The session's end as known now; the socket closes then and a reconnection is checked anew.
        const scheduleExpiry = () => {
          const left = found.expiresAt - ctx.now().getTime();
          expiry =
            left > MAX_TIMER_MS
              ? setTimeout(scheduleExpiry, MAX_TIMER_MS)
              : setTimeout(endSession, Math.max(0, left));
          expiry.unref();
        };
        scheduleExpiry();
        const stopNotifications = ctx.events.subscribe(found.userId, send);
        const stopChat = ctx.events.subscribeChat(found.userId, (message) => {
          // The recipient is the bus's address, not part of the socket's message.
          const { user_id: _recipient, ...chat } = message;
          send(chat);
        });
        unsubscribe = () => {
          stopNotifications();
          stopChat();
        };
        return true;
      },
      (error: unknown) => {
        request.log.error({ err: error }, 'notification socket authentication failed');
        if (!closed) socket.close(CLOSE_SERVER_ERROR, String(ERRORS.internal).slice(0, 100));
        return false;
      },
    );

    socket.on('message', (data, isBinary) => {
      void ready.then((ok) => {
        if (!ok || closed || isBinary) return;
        let message: unknown;
        try {
          message = JSON.parse(data.toString());
        } catch {
          return;
        }
        if (socketClientMessageSchema.safeParse(message).success) {
          send({ type: 'pong', timestamp: ctx.now().toISOString() });
        }
      });
    });
  });
}
