import { notificationText } from '@convive/sdk';
import type { AppContext } from '../../context';
import { createOutboundFetch, OutboundError, type OutboundFetch } from '../../http/outbound';
import { storedLanguage } from '../../i18n/translate';
import { notify } from '../notifications';
import { webhookQueries } from './queries';
import { webhookHeaders } from './signing';

/*
 * Delivering one event to one endpoint (docs/adr/0170-webhooks.md). Each attempt is a job of the
 * durable queue; the delivery row, not the job, decides whether an attempt may run: it is claimed
 * with one UPDATE (pending, due, not leased), so a second job, a restarted one or another process
 * finds nothing to do, and nothing is sent again after a 2xx. The back-off is ours, not the queue's:
 * a failed attempt queues the next one at its time.
 */

export const WEBHOOK_JOB = 'webhook.deliver';

export interface WebhookJob {
  deliveryId: number;
}

/**
 * The waits after the 1st, 2nd… failed attempt: 9 attempts over about 37 h, then the delivery
 * fails. Each wait is drawn ±10 % (jitter), and none is longer than MAX_WAIT_MS.
 */
export const RETRY_SCHEDULE_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;
export const MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length + 1;
const MAX_WAIT_MS = 12 * 3_600_000;
/** An endpoint that has failed every attempt for this long is disabled and its owner told. */
export const FAILING_DAYS = 3;
const FAILING_MS = FAILING_DAYS * 24 * 3_600_000;

export const DELIVERY_TIMEOUT_MS = 10_000;
/** What is kept of an answer's body for the delivery log. */
export const EXCERPT_BYTES = 1024;
/** Longer than an attempt can take (the fetcher's 10 s): a run that outlives it is presumed dead. */
const LEASE_MS = 60_000;
/** A rotated-out secret keeps signing beside the new one this long. */
export const ROTATION_WINDOW_MS = 24 * 3_600_000;

/** The wait before attempt `attempt + 1`, after `attempt` failed (null: no more attempts). */
export function retryDelay(attempt: number, random: () => number = Math.random): number | null {
  const base = RETRY_SCHEDULE_MS[attempt - 1];
  if (base === undefined) return null;
  return Math.min(MAX_WAIT_MS, Math.round(base * (0.9 + 0.2 * random())));
}

/** Queues an attempt of a delivery, not before `at`. Attempts are retried by us, not by the queue. */
export async function queueDelivery(ctx: AppContext, deliveryId: number, at?: Date): Promise<void> {
  const wait = at ? at.getTime() - ctx.now().getTime() : 0;
  await ctx.jobs.send<WebhookJob>(
    WEBHOOK_JOB,
    { deliveryId },
    { retryLimit: 3, ...(wait > 0 ? { startAfter: new Date(Date.now() + wait) } : {}) },
  );
}

const fetchers = new WeakMap<AppContext['config'], OutboundFetch>();

/** The outbound fetcher of this configuration (ADR 0169): every delivery goes through it. */
function outboundFor(ctx: AppContext): OutboundFetch {
  let fetcher = fetchers.get(ctx.config);
  if (!fetcher) {
    fetcher = createOutboundFetch(ctx.config);
    fetchers.set(ctx.config, fetcher);
  }
  return fetcher;
}

export type AttemptOutcome = 'delivered' | 'retry' | 'failed' | 'gone' | 'skipped' | 'not-due';

/** Makes one attempt of a delivery, if it is still to be made now. */
export async function deliverWebhook(ctx: AppContext, deliveryId: number): Promise<AttemptOutcome> {
  const queries = webhookQueries(ctx.db);
  const now = ctx.now();
  const nowIso = now.toISOString();
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  const claimed = await queries.claim(deliveryId, nowIso, lease);
  if (!claimed) {
    // Queued for a time the server's clock has not reached (a clock far off): queue it again for then.
    const row = await queries.deliveryById(deliveryId);
    if (
      row?.status === 'pending' &&
      row.next_attempt_at &&
      row.next_attempt_at > nowIso &&
      !row.claimed_until
    ) {
      await queueDelivery(ctx, deliveryId, new Date(row.next_attempt_at));
      return 'not-due';
    }
    return 'skipped';
  }
  const [endpoint, event] = await Promise.all([
    queries.byId(claimed.endpoint_id),
    queries.event(claimed.event_id),
  ]);
  if (!endpoint || !event) return 'skipped';
  if (!endpoint.enabled) {
    await queries.settle(claimed.id, lease, {
      status: 'failed',
      attempts: claimed.attempts - 1,
      last_error: 'endpoint_disabled',
      next_attempt_at: null,
    });
    return 'failed';
  }

  const secrets = [endpoint.secret];
  if (endpoint.previous_secret && (endpoint.previous_secret_until ?? '') > nowIso)
    secrets.push(endpoint.previous_secret);
  const timestamp = Math.floor(now.getTime() / 1000);
  const started = Date.now();
  let status: number | null = null;
  let error: string | null = null;
  let excerpt: string | null = null;
  let latency: number;
  try {
    const answer = await outboundFor(ctx)(endpoint.url, {
      method: 'POST',
      headers: webhookHeaders(secrets, event.event_id, timestamp, event.payload),
      body: event.payload,
      timeoutMs: DELIVERY_TIMEOUT_MS,
      maxBytes: EXCERPT_BYTES,
      overflow: 'truncate',
      maxRedirects: 0,
    });
    status = answer.status;
    excerpt = answer.text();
    latency = Math.round(answer.ms);
  } catch (thrown) {
    error = thrown instanceof OutboundError ? thrown.code : 'network';
    latency = Date.now() - started;
  }
  const attempt = claimed.attempts;
  const base = {
    last_status_code: status,
    last_error: error,
    latency_ms: latency,
    response_excerpt: excerpt,
    last_attempt_at: nowIso,
  };

  if (status !== null && status >= 200 && status < 300) {
    await queries.settle(claimed.id, lease, {
      ...base,
      status: 'delivered',
      delivered_at: nowIso,
      next_attempt_at: null,
    });
    await queries.markHealthy(endpoint.id);
    return 'delivered';
  }
  if (status === 410) {
    // The receiver says the endpoint is gone for good: no more attempts, to it or any other delivery.
    await queries.settle(claimed.id, lease, { ...base, status: 'failed', next_attempt_at: null });
    await disableEndpoint(ctx, endpoint.id, endpoint.owner_id, endpoint.url, 'gone');
    return 'gone';
  }
  const failing = await queries.markFailing(endpoint.id, nowIso);
  const tooLong =
    failing?.failing_since !== null &&
    failing?.failing_since !== undefined &&
    now.getTime() - Date.parse(failing.failing_since) >= FAILING_MS;
  const wait = tooLong ? null : retryDelay(attempt);
  const next = wait === null ? null : new Date(now.getTime() + wait);
  await queries.settle(claimed.id, lease, {
    ...base,
    status: next ? 'pending' : 'failed',
    next_attempt_at: next ? next.toISOString() : null,
  });
  if (tooLong) {
    await disableEndpoint(ctx, endpoint.id, endpoint.owner_id, endpoint.url, 'failing');
    return 'failed';
  }
  if (next) {
    await queueDelivery(ctx, claimed.id, next);
    return 'retry';
  }
  return 'failed';
}

/** Disables an endpoint and tells its owner, in the bell and by e-mail, once. */
async function disableEndpoint(
  ctx: AppContext,
  endpointId: number,
  ownerId: number,
  url: string,
  reason: 'gone' | 'failing',
): Promise<void> {
  const queries = webhookQueries(ctx.db);
  if (!(await queries.disable(endpointId, reason, ctx.now().toISOString()))) return;
  ctx.log.warn({ webhook: endpointId, reason }, 'webhook: endpoint disabled');
  const notice = { code: 'webhook.disabled', params: { url, reason, days: FAILING_DAYS } } as const;
  try {
    await notify(ctx, {
      userId: ownerId,
      eventType: 'webhook_disabled',
      notice,
      relatedObjectId: endpointId,
      relatedObjectType: 'webhook',
    });
    const owner = await queries.ownerContact(ownerId);
    if (owner) {
      const { title, message } = notificationText(notice, storedLanguage(owner.language));
      await ctx.mailer.send({ to: owner.email, subject: title, text: message });
    }
  } catch (error) {
    ctx.log.error({ err: error }, 'webhook: telling the owner of a disabled endpoint failed');
  }
}

/*
 * The sweep: a delivery whose attempt is due and whose job is gone (a process that died between
 * claiming an attempt and queuing the next one, a job the queue gave up on) would wait for ever.
 * Every SWEEP_EVERY_MS, pending deliveries overdue by OVERDUE_MS and not leased are queued again;
 * a second job for one that still had its own is harmless, the claim lets one attempt run.
 */
export const WEBHOOK_SWEEP_JOB = 'webhook.sweep';
const SWEEP_EVERY_MS = 10 * 60_000;
/** Well past the moment a healthy queue runs a due job. */
const OVERDUE_MS = 2 * 60_000;
const SWEEP_BATCH = 500;

/** Queues again the overdue deliveries nobody holds; answers how many. */
export async function sweepDeliveries(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const ids = await webhookQueries(ctx.db).overdue(
    new Date(now.getTime() - OVERDUE_MS).toISOString(),
    now.toISOString(),
    SWEEP_BATCH,
  );
  for (const id of ids) await queueDelivery(ctx, id);
  if (ids.length > 0) ctx.log.warn({ deliveries: ids.length }, 'webhook: overdue deliveries queued again');
  return ids.length;
}

/** Queues the next sweep, once whichever process asks (a singleton per slot). */
export function scheduleWebhookSweep(ctx: AppContext, after: Date = new Date()): Promise<string | null> {
  const slot = Math.floor(after.getTime() / SWEEP_EVERY_MS) + 1;
  return ctx.jobs.send(
    WEBHOOK_SWEEP_JOB,
    { slot },
    { singletonKey: `webhook-sweep:${slot}`, startAfter: new Date(slot * SWEEP_EVERY_MS) },
  );
}

/** The delivery and sweep jobs' handlers, registered before the queue starts. */
export function registerWebhookJobs(ctx: AppContext): void {
  ctx.jobs.work<WebhookJob>(WEBHOOK_JOB, async ({ deliveryId }) => {
    await deliverWebhook(ctx, deliveryId);
  });
  ctx.jobs.work<{ slot: number }>(WEBHOOK_SWEEP_JOB, async ({ slot }) => {
    // The next one first, so a sweep that fails does not stop the ones after it.
    await scheduleWebhookSweep(ctx, new Date(Math.max(Date.now(), slot * SWEEP_EVERY_MS + 1000)));
    await sweepDeliveries(ctx);
  });
}
