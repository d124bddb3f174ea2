import {
  isApiError,
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryEventType,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '@convive/sdk';
import type { IntegrationsCopy } from './copy';

/** The deliveries shown per page of an endpoint's log. */
export const DELIVERIES_PAGE_SIZE = 10;

/*
 * The query keys of this section. Kept here rather than in app/queryKeys because nothing else in the
 * portal reads webhooks; under one root, so a change to an endpoint can refresh its log too.
 */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveriesOf: (id: number) => ['webhooks', 'deliveries', id] as const,
  deliveries: (id: number, page: number) => ['webhooks', 'deliveries', id, page] as const,
};

/** Each event's label key: a Record over the vocabulary, so a new event type fails to compile until named. */
const EVENT_LABEL: Record<WebhookDeliveryEventType, keyof IntegrationsCopy> = {
  ping: 'whEventPing',
  'lead.created': 'whEventLeadCreated',
  'visit.requested': 'whEventVisitRequested',
  'visit.confirmed': 'whEventVisitConfirmed',
  'visit.cancelled': 'whEventVisitCancelled',
  'application.created': 'whEventApplicationCreated',
  'application.accepted': 'whEventApplicationAccepted',
  'application.rejected': 'whEventApplicationRejected',
  'listing.published': 'whEventListingPublished',
  'listing.updated': 'whEventListingUpdated',
  'listing.unpublished': 'whEventListingUnpublished',
  'availability.changed': 'whEventAvailabilityChanged',
};

export function eventLabel(type: WebhookDeliveryEventType, copy: IntegrationsCopy): string {
  return copy[EVENT_LABEL[type]];
}

const STATUS_LABEL: Record<WebhookDeliveryStatus, keyof IntegrationsCopy> = {
  pending: 'whStatusPending',
  delivered: 'whStatusDelivered',
  failed: 'whStatusFailed',
};

export function statusLabel(status: WebhookDeliveryStatus, copy: IntegrationsCopy): string {
  return copy[STATUS_LABEL[status]];
}

/** The vocabulary in the server's order (the checkbox group's order). */
export const EVENT_TYPES: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES;

export interface WebhookFormValues {
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  description: string;
}

export type WebhookField = 'url' | 'events' | 'enabled' | 'description';

export type WebhookErrors = Partial<Record<WebhookField | 'form', string>>;

function firstText(value: unknown): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

/**
 * The server's 400 by field: `{url: [...]}`, `{events: [...]}` or `{'events.2': [...]}` (one refused
 * event), `{non_field_errors: [...]}` (the limit). Null when the failure is not a validation answer.
 */
export function webhookErrors(error: unknown): WebhookErrors | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const result: WebhookErrors = {};
  for (const [key, value] of Object.entries(error.data)) {
    const message = firstText(value);
    if (!message) continue;
    const field = key.split('.')[0];
    if (field === 'url' || field === 'events' || field === 'enabled' || field === 'description')
      result[field] ??= message;
    else result.form ??= message;
  }
  return result;
}

/** The message of a 409 (or any answer with `detail`), for the live region; null otherwise. */
export function conflictMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 409) return null;
  return firstText(error.data.detail);
}

/** Checks made before sending: the ones whose message is the screen's own. */
export function localErrors(values: WebhookFormValues, copy: IntegrationsCopy): WebhookErrors {
  const errors: WebhookErrors = {};
  if (values.url.trim() === '') errors.url = copy.whUrlRequired;
  if (values.events.length === 0) errors.events = copy.whEventsRequired;
  return errors;
}
