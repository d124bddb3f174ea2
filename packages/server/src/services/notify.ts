import { type EventType, notificationTypeForEvent } from '@convive/sdk';
import type { AppContext } from '../context';
import { storedLanguage, translate } from '../i18n/translate';

export interface NotifyInput {
  /** Who is told. */
  userId: number;
  eventType: EventType;
  title: string;
  message: string;
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
      title: input.title.slice(0, 200),
      message: input.message.slice(0, 2000),
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
    // Stored in Spanish (translated when read, by the reader's Accept-Language); pushed live in the
    // user's stored language, since a socket carries no per-message language.
    const recipient = await ctx.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', input.userId)
      .executeTakeFirst();
    const language = storedLanguage(recipient?.language);
    await ctx.events.publish({
      type: 'notification',
      event_type: input.eventType,
      id: row.id,
      related_object_id: input.relatedObjectId,
      related_object_type: input.relatedObjectType,
      title: translate(input.title, language),
      message: translate(input.message, language),
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
