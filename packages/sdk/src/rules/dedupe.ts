import type { LiveEvent, Notification } from '../schemas';
import { notificationTypeForEvent } from './eventTypes';

/**
 * The duplicate rules of spec 02 §4 ("Live events"), pure.
 *
 * A notification (whether loaded by polling or made from a live event) is a duplicate of one
 * already in a list when:
 *   - the ids match; or
 *   - both related object ids are non-null and equal AND the types match.
 *
 * "Type" is read as follows (the spec says only "related object id and type both match"):
 *   - when both items carry a non-empty `event_type` (e.g. `appointment_created`), those are
 *     compared, so `appointment_created` and `appointment_confirmed` for the same appointment are
 *     two notifications;
 *   - otherwise the `notification_type` (e.g. `appointment`) is compared, and it must be present on
 *     both; an item without either type is never a duplicate by related object, only by id.
 *
 * A live event, before it becomes a notification, is a duplicate of one already seen when its
 * type, data id and timestamp all match.
 */

/** What the notification duplicate rule reads of an item. `Notification` satisfies it. */
export interface DedupableNotification {
  id: number;
  related_object_id: number | null;
  notification_type?: string;
  event_type?: string;
}

function sameType(a: DedupableNotification, b: DedupableNotification): boolean {
  if (a.event_type && b.event_type) return a.event_type === b.event_type;
  if (a.notification_type === undefined || b.notification_type === undefined) return false;
  return a.notification_type === b.notification_type;
}

/** Whether `a` and `b` are the same notification by the spec's rule (see the module comment). */
export function isSameNotification(a: DedupableNotification, b: DedupableNotification): boolean {
  if (a.id === b.id) return true;
  return a.related_object_id !== null && a.related_object_id === b.related_object_id && sameType(a, b);
}

/** Whether `candidate` duplicates a notification of `list` (same id, or same related object and type). */
export function isDuplicateNotification(
  list: readonly DedupableNotification[],
  candidate: DedupableNotification,
): boolean {
  return list.some((item) => isSameNotification(item, candidate));
}

/** Whether `event` duplicates an event of `seen`: same type, same data id and same timestamp. */
export function isDuplicateEvent(seen: readonly LiveEvent[], event: LiveEvent): boolean {
  return seen.some(
    (item) =>
      item.type === event.type && item.data.id === event.data.id && item.timestamp === event.timestamp,
  );
}

/**
 * The notification a live event stands for: unread, typed by its event type (spec 02 §4
 * "Notification type from event type"), created and updated at the event's timestamp.
 */
export function eventToNotification(event: LiveEvent, userId: number): Notification {
  return {
    id: event.data.id,
    title: event.data.title,
    message: event.data.message,
    notification_type: notificationTypeForEvent(event.type),
    status: 'unread',
    related_object_id: event.data.related_object_id,
    related_object_type: event.data.related_object_type ?? null,
    event_type: event.type,
    user: userId,
    created_at: event.timestamp,
    updated_at: event.timestamp,
  };
}

function timeOf(value: string): number {
  const time = Date.parse(value);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Newest first by `created_at`; equal (or unreadable) instants put the higher id first. */
function newestFirst<T extends DedupableNotification & { created_at: string }>(a: T, b: T): number {
  const byTime = timeOf(b.created_at) - timeOf(a.created_at);
  if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
  return b.id - a.id;
}

/**
 * Adds `incoming` (one notification or several) to `list` and returns a new list, newest first, in
 * which no item duplicates another. When two items are duplicates the one met first is kept: items
 * of `list` win over incoming ones (a live event never overwrites what the server returned), and
 * earlier incoming items win over later ones. Neither argument is modified.
 */
export function mergeNotifications<T extends DedupableNotification & { created_at: string }>(
  list: readonly T[],
  incoming: T | readonly T[],
): T[] {
  const additions: readonly T[] = Array.isArray(incoming) ? incoming : [incoming as T];
  const merged: T[] = [];
  for (const item of [...list, ...additions]) {
    if (!isDuplicateNotification(merged, item)) merged.push(item);
  }
  return merged.sort(newestFirst);
}
