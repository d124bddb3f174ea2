/**
 * Live event types (spec 02 §4 "Notification type from event type" and "Live events"): which
 * notification type an event gives, and which events the navigation-bar dropdown shows.
 */
import type { EventType, KnownEventType, NotificationType } from '../schemas';

/** Notification type of every known event type (spec 02 §4). */
export const NOTIFICATION_TYPE_BY_EVENT: Readonly<Record<KnownEventType, NotificationType>> = {
  property_favorited: 'property',
  room_created: 'room',
  room_updated: 'room',
  room_status_changed: 'room',
  room_price_changed: 'room',
  room_availability_changed: 'room',
  message_received: 'message',
  request_created: 'request',
  request_approved: 'request',
  request_rejected: 'request',
  appointment_created: 'appointment',
  appointment_confirmed: 'appointment',
  appointment_canceled: 'appointment',
  appointment_completed: 'appointment',
  saved_search_match: 'busqueda',
  appointment_reminder: 'appointment',
  webhook_disabled: 'system',
};

/** The notification type an event gives (spec 02 §4); anything unknown, blank or missing gives 'system'. */
export function notificationTypeForEvent(eventType: EventType | null | undefined): NotificationType {
  if (typeof eventType !== 'string' || !Object.hasOwn(NOTIFICATION_TYPE_BY_EVENT, eventType)) return 'system';
  return NOTIFICATION_TYPE_BY_EVENT[eventType as KnownEventType];
}

/**
 * The event types the navigation-bar dropdown shows: the spec's seven (spec 02 §4 "Live events"),
 * and the saved-search alert and visit reminder.
 */
export const DROPDOWN_EVENT_TYPES = [
  'appointment_created',
  'appointment_confirmed',
  'appointment_canceled',
  'property_favorited',
  'message_received',
  'request_approved',
  'request_rejected',
  'saved_search_match',
  'appointment_reminder',
] as const satisfies readonly KnownEventType[];

/** One of the dropdown event types. */
export type DropdownEventType = (typeof DROPDOWN_EVENT_TYPES)[number];

const DROPDOWN_SET: ReadonlySet<string> = new Set(DROPDOWN_EVENT_TYPES);

/** True when the dropdown shows events of this type (exact, case-sensitive match). */
export function isDropdownEvent(type: EventType | null | undefined): type is DropdownEventType {
  return typeof type === 'string' && DROPDOWN_SET.has(type);
}
