import {
  type CodedNotification,
  type EventType,
  isNotificationCode,
  notificationSearchText,
  notificationText,
  notificationTypeForEvent,
} from '@convive/sdk';
import type { AppContext } from '../context';
import { storedLanguage } from '../i18n/translate';

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
 * Stores a notification and pushes it live to the user's sockets (DESIGN.md "Live events": every
 * event is also stored, so polling and the socket always agree). The socket message is the spec's:
 * type notification, event_type, id, related_object_id, title, message, timestamp (+ user_id).
 */
export async function notify(ctx: AppContext, input: NotifyInput): Promise<void> {
  const now = ctx.now().toISOString();
  const row = await ctx.db
    .insertInto('notifications')
    .values({
      user_id: input.userId,
      ...storedNotice(input.notice),
      notification_type: notificationTypeForEvent(input.eventType),
      status: 'unread',
      related_object_id: input.relatedObjectId,
      related_object_type: input.relatedObjectType,
      event_type: input.eventType,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    // Worded when read, in the reader's Accept-Language; pushed live in the user's stored language,
    // since a socket carries no per-message language.
    const recipient = await ctx.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', input.userId)
      .executeTakeFirst();
    const { title, message } = notificationText(input.notice, storedLanguage(recipient?.language));
    await ctx.events.publish({
      type: 'notification',
      event_type: input.eventType,
      id: row.id,
      related_object_id: input.relatedObjectId,
      related_object_type: input.relatedObjectType,
      title,
      message,
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
) {
  for (const userId of new Set(userIds)) await notify(ctx, { ...input, userId });
}

/** A notice's stored columns: its code, its parameters as JSON and the text the search reads. */
export function storedNotice(notice: CodedNotification): {
  code: string;
  params: string;
  search_text: string;
} {
  return {
    code: notice.code,
    params: JSON.stringify(notice.params),
    search_text: notificationSearchText(notice),
  };
}

/** A stored notification's code and parameters (an unreadable row is shown as empty text). */
export function noticeOf(row: { code: string; params: string }): CodedNotification {
  try {
    const params = JSON.parse(row.params);
    if (isNotificationCode(row.code) && params && typeof params === 'object') {
      return { code: row.code, params } as CodedNotification;
    }
  } catch {
    // Falls through to the empty text below.
  }
  return { code: 'legacy.text', params: { title: '', message: '' } };
}
