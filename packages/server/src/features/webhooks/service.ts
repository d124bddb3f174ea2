import {
  WEBHOOKS_MAX,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
  type webhookCreateSchema,
  type webhookUpdateSchema,
} from '@convive/sdk';
import type * as z from 'zod/mini';
import { type AppContext, nowIso } from '../../context';
import { withOwnerLock } from '../../db/ownerLock';
import type { WebhookEndpointRow } from '../../db/schema';
import { conflict, ERRORS, fieldError, nonFieldError, notFound } from '../../errors';
import { urlTargetRefused } from '../../http/outbound';
import type { PageWindow } from '../../pagination';
import { queueDelivery, ROTATION_WINDOW_MS } from './delivery';
import { type DeliveryListRow, deliveryOut, webhookOut, webhookWithSecretOut } from './mapping';
import { webhookQueries } from './queries';
import { newWebhookEventId, newWebhookSecret } from './signing';

/*
 * A landlord's webhook endpoints (docs/adr/0170-webhooks.md): only their own (anyone else's is a
 * 404), at most WEBHOOKS_MAX, https only unless the server may call private networks (tests and
 * development). The secret is answered whole on create and rotate only, and never logged.
 */

type Create = z.output<typeof webhookCreateSchema>;
type Update = z.output<typeof webhookUpdateSchema>;

/**
 * http is for a receiver on the developer's machine: only where loopback is allowed. A host the
 * fetcher would refuse (a private or loopback address, localhost) is refused here already.
 */
function checkUrl(ctx: AppContext, url: string): void {
  if (!url.toLowerCase().startsWith('https://') && !ctx.config.outboundAllowLoopback)
    throw fieldError('url', ERRORS.webhookHttpsOnly);
  if (urlTargetRefused(url, ctx.config.outboundAllowLoopback))
    throw fieldError('url', ERRORS.outboundAddressRefused);
}

export async function listWebhooks(ctx: AppContext, ownerId: number): Promise<WebhookEndpoint[]> {
  const now = nowIso(ctx);
  return (await webhookQueries(ctx.db).list(ownerId)).map((row) => webhookOut(row, now));
}

export async function createWebhook(
  ctx: AppContext,
  ownerId: number,
  body: Create,
): Promise<WebhookEndpointWithSecret> {
  checkUrl(ctx, body.url);
  const now = nowIso(ctx);
  // Counted and written under one lock: requests sent together cannot each see room for one more.
  const row = await withOwnerLock(ctx.db, ctx.dialect, 'webhook_endpoints', ownerId, async (trx) => {
    const queries = webhookQueries(trx);
    if ((await queries.count(ownerId)) >= WEBHOOKS_MAX)
      throw nonFieldError(ERRORS.webhooksMax({ max: WEBHOOKS_MAX }));
    return queries.insert({
      owner_id: ownerId,
      url: body.url,
      description: body.description,
      events: JSON.stringify([...new Set(body.events)]),
      enabled: body.enabled ? 1 : 0,
      secret: newWebhookSecret(),
      created_at: now,
      updated_at: now,
    });
  });
  return webhookWithSecretOut(row, now);
}

/** The caller's own endpoint; someone else's is a 404 (its existence is not told). */
export async function ownWebhook(ctx: AppContext, ownerId: number, id: number): Promise<WebhookEndpointRow> {
  const row = await webhookQueries(ctx.db).find(ownerId, id);
  if (!row) throw notFound();
  return row;
}

/** The endpoint of one of the owner's deliveries; someone else's, or none, answers 404. */
export async function ownDeliveryEndpoint(
  ctx: AppContext,
  ownerId: number,
  deliveryId: number,
): Promise<WebhookEndpointRow> {
  const endpointId = await webhookQueries(ctx.db).endpointOfDelivery(deliveryId);
  if (endpointId === undefined) throw notFound();
  return ownWebhook(ctx, ownerId, endpointId);
}

export function webhookAnswer(ctx: AppContext, row: WebhookEndpointRow): WebhookEndpoint {
  return webhookOut(row, nowIso(ctx));
}

export async function updateWebhook(
  ctx: AppContext,
  row: WebhookEndpointRow,
  body: Update,
): Promise<WebhookEndpoint> {
  if (body.url !== undefined) checkUrl(ctx, body.url);
  const now = nowIso(ctx);
  const enabling = body.enabled === true && !row.enabled;
  const updated = await webhookQueries(ctx.db).update(row.id, {
    ...(body.url === undefined ? {} : { url: body.url }),
    ...(body.description === undefined ? {} : { description: body.description }),
    ...(body.events === undefined ? {} : { events: JSON.stringify([...new Set(body.events)]) }),
    ...(body.enabled === undefined ? {} : { enabled: body.enabled ? 1 : 0 }),
    // Enabled again: the server's reason and the failure streak start over.
    ...(enabling ? { disabled_reason: null, disabled_at: null, failing_since: null } : {}),
    updated_at: now,
  });
  return webhookOut(updated, now);
}

export async function deleteWebhook(ctx: AppContext, row: WebhookEndpointRow): Promise<void> {
  await webhookQueries(ctx.db).remove(row.id);
}

/** A new secret; the one it replaces signs beside it for ROTATION_WINDOW_MS. */
export async function rotateWebhookSecret(
  ctx: AppContext,
  row: WebhookEndpointRow,
): Promise<WebhookEndpointWithSecret> {
  const now = ctx.now();
  const updated = await webhookQueries(ctx.db).update(row.id, {
    secret: newWebhookSecret(),
    previous_secret: row.secret,
    previous_secret_until: new Date(now.getTime() + ROTATION_WINDOW_MS).toISOString(),
    updated_at: now.toISOString(),
  });
  return webhookWithSecretOut(updated, now.toISOString());
}

/** Queues a `ping` to this endpoint only (whatever it subscribes to). */
export async function pingWebhook(ctx: AppContext, row: WebhookEndpointRow): Promise<WebhookDelivery> {
  if (!row.enabled) throw conflict(ERRORS.webhookDisabled);
  const [deliveryId] = await writeEvent(ctx, row.owner_id, 'ping', { webhook: row.id }, [row.id]);
  if (deliveryId === undefined) throw notFound();
  await queueDelivery(ctx, deliveryId);
  return deliveryOut(await ownDelivery(ctx, row, deliveryId));
}

export async function webhookDeliveries(
  ctx: AppContext,
  row: WebhookEndpointRow,
  window: PageWindow,
): Promise<{ total: number; results: WebhookDelivery[] }> {
  const page = await webhookQueries(ctx.db).deliveriesPage(row.id, window.pageSize, window.offset);
  return { total: page.total, results: page.rows.map(deliveryOut) };
}

async function ownDelivery(ctx: AppContext, row: WebhookEndpointRow, id: number): Promise<DeliveryListRow> {
  const delivery = await webhookQueries(ctx.db).delivery(row.id, id);
  if (!delivery) throw notFound();
  return delivery;
}

/**
 * Sends a delivered or failed delivery again, from its first attempt, with the same event id (a
 * receiver that de-duplicates sees a repeat). A pending one is refused: it is retried on its own.
 */
export async function replayDelivery(
  ctx: AppContext,
  row: WebhookEndpointRow,
  deliveryId: number,
): Promise<WebhookDelivery> {
  await ownDelivery(ctx, row, deliveryId);
  if (!row.enabled) throw conflict(ERRORS.webhookDisabled);
  if (!(await webhookQueries(ctx.db).reopen(deliveryId, nowIso(ctx))))
    throw conflict(ERRORS.webhookDeliveryPending);
  await queueDelivery(ctx, deliveryId);
  return deliveryOut(await ownDelivery(ctx, row, deliveryId));
}

/**
 * Stores an event (its whole body, sent the same on every attempt) and one pending delivery for
 * each endpoint named. Answers the deliveries' ids.
 */
async function writeEvent(
  ctx: AppContext,
  ownerId: number,
  type: 'ping' | WebhookEventType,
  data: Record<string, unknown>,
  endpointIds: readonly number[],
): Promise<number[]> {
  const createdAt = nowIso(ctx);
  const eventId = newWebhookEventId();
  const payload = JSON.stringify({ id: eventId, type, created_at: createdAt, data });
  return ctx.db.transaction().execute(async (trx) => {
    const queries = webhookQueries(trx);
    const event = await queries.insertEvent({
      event_id: eventId,
      owner_id: ownerId,
      type,
      payload,
      created_at: createdAt,
    });
    return queries.insertDeliveries(
      endpointIds.map((endpointId) => ({
        endpoint_id: endpointId,
        event_id: event.id,
        next_attempt_at: createdAt,
        created_at: createdAt,
      })),
    );
  });
}

/**
 * Raises a product event for the owner's enabled endpoints subscribed to it, and queues their
 * deliveries. Called by the services after their own writes; it never fails or slows their answer
 * beyond these few statements: a failure here is logged, not thrown.
 */
export async function emitWebhookEvent(
  ctx: AppContext,
  ownerId: number,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  try {
    const endpoints = (await webhookQueries(ctx.db).enabledOf(ownerId)).filter((endpoint) =>
      (JSON.parse(endpoint.events) as string[]).includes(type),
    );
    if (endpoints.length === 0) return;
    const ids = await writeEvent(
      ctx,
      ownerId,
      type,
      data,
      endpoints.map((endpoint) => endpoint.id),
    );
    for (const id of ids) await queueDelivery(ctx, id);
  } catch (error) {
    ctx.log.error({ err: error, type }, 'webhook: the event could not be raised');
  }
}

/**
 * Where a lead came from, for `lead.created`: the partner key, the page it was sent from and the
 * page's `utm_*` parameters. Null when no partner's element brought it.
 */
export function leadAttribution(
  source: { partner_key: number; url: string | null; origin: string } | null | undefined,
): { partner_key: number; page: string | null; utm: Record<string, string> } | null {
  if (!source) return null;
  const utm: Record<string, string> = {};
  if (source.url) {
    try {
      for (const [name, value] of new URL(source.url).searchParams)
        if (name.toLowerCase().startsWith('utm_')) utm[name.toLowerCase()] = value;
    } catch {
      // A stored address that no longer parses carries no parameters.
    }
  }
  return { partner_key: source.partner_key, page: source.url ?? (source.origin || null), utm };
}
