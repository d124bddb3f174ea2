import * as z from 'zod/mini';
import { dateTimeSchema, idSchema, optionalText, outboundUrlSchema, paginationParamsShape } from './common';
import {
  WEBHOOK_DELIVERY_EVENT_TYPES,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
} from './constants';
import { SCHEMA_MESSAGES } from './schemaMessages';

/**
 * Webhooks (docs/adr/0170-webhooks.md): a landlord or agency registers endpoints of their own
 * system; the server POSTs them the events they subscribe to, signed as Standard Webhooks does.
 */

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export type WebhookDeliveryEventType = (typeof WEBHOOK_DELIVERY_EVENT_TYPES)[number];
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** An endpoint as listed: its secret only as a hint (`whsec_…` and its last four characters). */
export const webhookEndpointSchema = z.object({
  id: idSchema,
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  secret_hint: z.string(),
  /** Why the server disabled it (null: it did not; a landlord's own `enabled: false` is not a reason). */
  disabled_reason: z.nullable(z.enum(WEBHOOK_DISABLED_REASONS)),
  disabled_at: z.nullable(dateTimeSchema),
  /** Until when the secret before the last rotation still signs too (null: no rotation under way). */
  previous_secret_expires_at: z.nullable(dateTimeSchema),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer of create and rotate: the only times the whole secret is shown. */
export const webhookEndpointWithSecretSchema = z.extend(webhookEndpointSchema, {
  /** `whsec_` and the base64 of the key's random bytes. */
  secret: z.string().check(z.regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/)),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

/** The server refuses http unless it may call loopback (tests and development). */
const webhookUrlSchema = outboundUrlSchema(WEBHOOK_URL_MAX, {
  url: SCHEMA_MESSAGES.webhookUrl,
  max: SCHEMA_MESSAGES.urlMax,
});

const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: SCHEMA_MESSAGES.webhookEventKind }))
  .check(z.minLength(1, { error: SCHEMA_MESSAGES.webhookEvents }));

/** Body of POST /webhooks/. */
export const webhookCreateSchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  enabled: z._default(z.boolean(), true),
  description: z._default(optionalText(WEBHOOK_DESCRIPTION_MAX), ''),
});
export type WebhookCreate = z.input<typeof webhookCreateSchema>;

/** Body of PATCH /webhooks/{id}/: what is sent changes. Enabling again clears the server's reason. */
export const webhookUpdateSchema = z.object({
  url: z.optional(webhookUrlSchema),
  events: z.optional(webhookEventsSchema),
  enabled: z.optional(z.boolean()),
  description: z.optional(optionalText(WEBHOOK_DESCRIPTION_MAX)),
});
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

/** One event's delivery to one endpoint, with its last attempt. */
export const webhookDeliverySchema = z.object({
  id: idSchema,
  /** The event's stable id: the `webhook-id` header, the same on every attempt and replay. */
  event_id: z.string(),
  event_type: z.enum(WEBHOOK_DELIVERY_EVENT_TYPES),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().check(z.int(), z.gte(0)),
  /** The last attempt's HTTP status, or null when it got none (then `last_error` says why). */
  last_status_code: z.nullable(z.number().check(z.int())),
  /** The last attempt's failure code without an HTTP status: timeout, network, dns, tls, blocked_address… */
  last_error: z.nullable(z.string()),
  latency_ms: z.nullable(z.number().check(z.int(), z.gte(0))),
  /** The first KB of the last answer's body. */
  response_excerpt: z.nullable(z.string()),
  /** When the next attempt is due (null: none is). */
  next_attempt_at: z.nullable(dateTimeSchema),
  created_at: dateTimeSchema,
  last_attempt_at: z.nullable(dateTimeSchema),
  delivered_at: z.nullable(dateTimeSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** Query of GET /webhooks/{id}/deliveries/: newest first, paginated. */
export const webhookDeliveryFiltersSchema = z.object({ ...paginationParamsShape });
export type WebhookDeliveryFilters = z.output<typeof webhookDeliveryFiltersSchema>;
