import {
  type CodedNotification,
  type EventType,
  type Language,
  type Notification,
  notificationText,
  notificationTypeForEvent,
} from '@convive/sdk';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { storedLanguage } from '../../i18n/translate';
import type { PageWindow } from '../../pagination';
import { notificationOut, storedNotice } from './mapping';
import { type NotificationFilters, notificationQueries } from './queries';

/*
 * The notifications' rules: a notification is stored as a code and its parameters and worded for
 * whoever reads it; every one is also pushed live (DESIGN.md "Live events": polling and the socket
 * always agree); a reader sees and changes only their own, and someone else's is a 404.
 */

export interface NotifyInput {
  /** Who is told. */
  userId: number;
  eventType: EventType;
  /** What is said, by code: worded when read, in the reader's language. */
  notice: CodedNotification;
  relatedObjectId: number | null;
  relatedObjectType: string | null;
}

/**
 * Stores a notification and pushes it live to the user's sockets. The socket message is the spec's:
 * type notification, event_type, id, related_object_id, title, message, timestamp (+ user_id).
 */
export async function notify(ctx: AppContext, input: NotifyInput): Promise<void> {
  const queries = notificationQueries(ctx.db);
  const now = ctx.now().toISOString();
  const id = await queries.insert({
    user_id: input.userId,
    ...storedNotice(input.notice),
    notification_type: notificationTypeForEvent(input.eventType),
    status: 'unread',
    related_object_id: input.relatedObjectId,
    related_object_type: input.relatedObjectType,
    event_type: input.eventType,
    created_at: now,
    updated_at: now,
  });
  try {
    // A socket carries no per-message language: the push is worded in the user's stored one.
    const language = storedLanguage(await queries.languageOf(input.userId));
    await ctx.events.publish({
      type: 'notification',
      event_type: input.eventType,
      id,
      related_object_id: input.relatedObjectId,
      related_object_type: input.relatedObjectType,
      ...notificationText(input.notice, language),
      user_id: input.userId,
      timestamp: now,
    });
  } catch (error) {
    // The notification is stored; polling will deliver it even if the live push failed.
    ctx.log.warn({ err: error }, 'live notification push failed');
  }
}

/** Notifies several users at once (e.g. every tenant who favourited a property). */
export async function notifyMany(
  ctx: AppContext,
  userIds: Iterable<number>,
  input: Omit<NotifyInput, 'userId'>,
): Promise<void> {
  for (const userId of new Set(userIds)) await notify(ctx, { ...input, userId });
}

/** One page of the reader's notifications, worded in their language. */
export async function notificationsPage(
  ctx: AppContext,
  userId: number,
  filters: NotificationFilters,
  window: PageWindow,
  language: Language,
): Promise<{ total: number; results: Notification[] }> {
  const { total, rows } = await notificationQueries(ctx.db).page(userId, filters, window);
  return { total, results: rows.map((row) => notificationOut(row, language)) };
}

export function unreadCount(ctx: AppContext, userId: number): Promise<number> {
  return notificationQueries(ctx.db).unreadCount(userId);
}

/** The reader's own notification, or 404 (someone else's looks the same as none). */
export async function ownNotification(ctx: AppContext, userId: number, id: number) {
  const row = await notificationQueries(ctx.db).findOwn(userId, id);
  if (!row) throw notFound();
  return row;
}

type Own = Awaited<ReturnType<typeof ownNotification>>;

/** Only unread becomes read: an archived notification stays archived (spec 02 §4). */
export async function markRead(ctx: AppContext, row: Own): Promise<void> {
  if (row.status === 'unread') {
    await notificationQueries(ctx.db).setStatus(row.id, 'read', ctx.now().toISOString(), 'unread');
  }
}

export function markAllRead(ctx: AppContext, userId: number): Promise<void> {
  return notificationQueries(ctx.db).markAllRead(userId, ctx.now().toISOString());
}

export async function archive(ctx: AppContext, row: Own): Promise<void> {
  if (row.status !== 'archived') {
    await notificationQueries(ctx.db).setStatus(row.id, 'archived', ctx.now().toISOString());
  }
}
