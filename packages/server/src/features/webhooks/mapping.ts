import type {
  WebhookDelivery,
  WebhookDeliveryEventType,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookEventType,
} from '@convive/sdk';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema';
import { secretHint } from './signing';

/** An endpoint as listed: never its secret, only a hint of it. */
export function webhookOut(row: WebhookEndpointRow, now: string): WebhookEndpoint {
  const rotating = row.previous_secret !== null && (row.previous_secret_until ?? '') > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: JSON.parse(row.events) as WebhookEventType[],
    enabled: Boolean(row.enabled),
    secret_hint: secretHint(row.secret),
    disabled_reason: (row.disabled_reason as WebhookEndpoint['disabled_reason']) ?? null,
    disabled_at: row.disabled_at,
    previous_secret_expires_at: rotating ? row.previous_secret_until : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The answer of create and rotate: the one time the secret is shown whole. */
export function webhookWithSecretOut(row: WebhookEndpointRow, now: string): WebhookEndpointWithSecret {
  return { ...webhookOut(row, now), secret: row.secret };
}

export type DeliveryListRow = WebhookDeliveryRow & { event_key: string; event_type: string };

export function deliveryOut(row: DeliveryListRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.event_key,
    event_type: row.event_type as WebhookDeliveryEventType,
    status: row.status,
    attempts: Number(row.attempts),
    last_status_code: row.last_status_code === null ? null : Number(row.last_status_code),
    last_error: row.last_error,
    latency_ms: row.latency_ms === null ? null : Number(row.latency_ms),
    response_excerpt: row.response_excerpt,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
    created_at: row.created_at,
    last_attempt_at: row.last_attempt_at,
    delivered_at: row.delivered_at,
  };
}
