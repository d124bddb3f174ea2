import * as z from 'zod/mini';
import { dateTimeSchema, idSchema, paginationParamsShape } from './common';
import { NOTIFICATION_STATUSES, NOTIFICATION_TYPES } from './constants';
import { socketChatMessageSchema } from './conversation';
import { SCHEMA_MESSAGES } from './schemaMessages';
import { notificationStatusSchema, notificationTypeSchema } from './vocabularies';

export const notificationSchema = z.object({
  id: idSchema,
  title: z.string(),
  message: z.string(),
  notification_type: notificationTypeSchema,
  status: notificationStatusSchema,
  related_object_id: z.nullable(idSchema),
  related_object_type: z.nullable(z.string()),
  /** The event that raised it (e.g. appointment_created). */
  event_type: z._default(z.string(), ''),
  user: idSchema,
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** Query of GET /notifications/notifications/. */
export const notificationFiltersSchema = z.object({
  status: z.optional(z.enum(NOTIFICATION_STATUSES, { error: SCHEMA_MESSAGES.statusInvalid })),
  notification_type: z.optional(z.enum(NOTIFICATION_TYPES, { error: SCHEMA_MESSAGES.typeInvalid })),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  ...paginationParamsShape,
});
export type NotificationFilters = z.infer<typeof notificationFiltersSchema>;

export const unreadCountSchema = z.object({ unread_count: z.number().check(z.int(), z.gte(0)) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** A live event as the widgets consume it (spec 02 §3 "Event"). */
export const liveEventSchema = z.object({
  type: z.string().check(z.minLength(1)),
  data: z.object({
    id: idSchema,
    related_object_id: z.nullable(idSchema),
    related_object_type: z._default(z.nullable(z.string()), null),
    title: z.string(),
    message: z.string(),
  }),
  /** The user the event is for; an event for anybody else is ignored. */
  target_user_id: idSchema,
  timestamp: dateTimeSchema,
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** A message on /ws/notifications/{userId}/ (spec 02 §7): a notification, or the answer to a ping. */
export const socketNotificationMessageSchema = z.object({
  type: z.literal('notification'),
  event_type: z.string().check(z.minLength(1)),
  id: idSchema,
  related_object_id: z.nullable(idSchema),
  related_object_type: z._default(z.nullable(z.string()), null),
  title: z.string(),
  message: z.string(),
  user_id: idSchema,
  timestamp: dateTimeSchema,
});
export type SocketNotificationMessage = z.infer<typeof socketNotificationMessageSchema>;

/** Also a new conversation message (`type: 'message'`, docs/adr/0173-conversations.md). */
export const socketMessageSchema = z.discriminatedUnion('type', [
  socketNotificationMessageSchema,
  socketChatMessageSchema,
  z.object({ type: z.literal('pong'), timestamp: z.optional(dateTimeSchema) }),
]);
export type SocketMessage = z.infer<typeof socketMessageSchema>;

/** What a client may send on the socket. */
export const socketClientMessageSchema = z.object({ type: z.literal('ping') });

/** Turns a socket notification message into the live event the widgets consume. */
export function socketMessageToEvent(message: SocketNotificationMessage): LiveEvent {
  return {
    type: message.event_type,
    data: {
      id: message.id,
      related_object_id: message.related_object_id,
      related_object_type: message.related_object_type,
      title: message.title,
      message: message.message,
    },
    target_user_id: message.user_id,
    timestamp: message.timestamp,
  };
}
