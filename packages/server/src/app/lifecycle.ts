import type { FastifyInstance } from 'fastify';
import { sweepExpiredSessions } from '../auth/sessions';
import { scheduleFeeds } from '../features/feeds';
import { scheduleDigest } from '../features/savedSearches';
import { scheduleWebhookSweep } from '../features/webhooks';
import type { AppServices } from './context';

/** How long a closing server waits for handlers still running before closing the database. */
const DRAIN_TIMEOUT_MS = 8_000;

/** How often expired sessions are deleted. */
const SESSION_SWEEP_MS = 60 * 60 * 1000;

/**
 * Start and close: the session sweep, the job queue and the daily digest once ready; on close, the
 * requests in flight drained, then the work after answers, the jobs, the counters, the bus, the
 * cache, Redis and the databases. Registered last: its hooks count a request only once every
 * earlier onRequest hook let it through, and see its answer after every other onSend hook.
 */
export async function registerLifecycle(app: FastifyInstance, services: AppServices): Promise<void> {
  const { ctx, pendingWork, redis, readDatabase, sqliteReaders, ownedDatabase } = services;
  const { jobs, events, searchCache } = ctx;

  // Graceful close: Fastify stops accepting, closes idle keep-alive connections ('idle' in app.ts)
  // and waits for the requests in flight; their answers carry `Connection: close` so their sockets
  // end too. A caller that hung up leaves its handler running with no socket to wait for, so
  // handlers are also counted (onSend fires when a handler is done, even for a caller that left)
  // and drained before the bus and the database close.
  let closing = false;
  let running = 0;
  let drained: (() => void) | null = null;
  const counted = new WeakSet<object>();
  app.addHook('onRequest', (request, _reply, done) => {
    // A WebSocket upgrade never sends an HTTP answer: its socket is closed by the plugin instead.
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') {
      counted.add(request);
      running += 1;
    }
    done();
  });
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // An answer whose headers left before close() started has no `Connection: close`: once it is
  // sent, its keep-alive socket is idle, and Node's server.close() would wait for the client to
  // hang up (the keep-alive timeout, 72 s). Close it as soon as its answer is out.
  app.addHook('onResponse', (_request, _reply, done) => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    if (counted.delete(request)) {
      running -= 1;
      if (running === 0) drained?.();
    }
    done(null, payload);
  });
  // Expired sessions fail when used; this also removes the ones nobody uses again.
  const sweep = () =>
    void sweepExpiredSessions(ctx).catch((error: unknown) =>
      app.log.warn({ err: error }, 'session sweep failed'),
    );
  const sweeper = setInterval(sweep, SESSION_SWEEP_MS);
  sweeper.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onReady', async () => jobs.start());
  // URL feeds whose hourly import was never queued or is overdue (a job lost with a process).
  app.addHook('onReady', async () => {
    await scheduleFeeds(ctx).catch((error: unknown) => app.log.warn({ err: error }, 'feeds not scheduled'));
  });
  // The next 08:00 digest, queued once whichever process starts first (a singleton per day).
  app.addHook('onReady', async () => {
    await scheduleDigest(ctx).catch((error: unknown) => app.log.warn({ err: error }, 'digest not scheduled'));
    await scheduleWebhookSweep(ctx).catch((error: unknown) =>
      app.log.warn({ err: error }, 'webhook sweep not scheduled'),
    );
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await Promise.allSettled([...pendingWork]);
    // Mail queued by that work is kept in the database; jobs running get a moment to finish.
    await jobs.stop();
    await ctx.views.flush();
    await ctx.partnerEvents.flush();
    await events.close();
    await searchCache.close();
    if (redis) await redis.quit().catch(() => redis?.disconnect());
    if (readDatabase) await readDatabase.close();
    if (sqliteReaders) await sqliteReaders.close();
    if (ownedDatabase) await ownedDatabase.close();
  });
  // onClose hooks run in reverse order of registration: this one runs before the cleanup above.
  app.addHook('onClose', async () => {
    if (running === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, DRAIN_TIMEOUT_MS);
      drained = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
}
