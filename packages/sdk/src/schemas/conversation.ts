import * as z from 'zod/mini';
import {
  dateSchema,
  dateTimeSchema,
  idInput,
  idSchema,
  mediaUrlSchema,
  optionalBoolean,
  optionalText,
  paginationParamsShape,
  timeSchema,
} from './common';
import {
  CONVERSATION_PARTY_ROLES,
  CONVERSATION_REPORT_REASONS,
  CONVERSATION_REPORT_TEXT_MAX,
  CONVERSATION_SEARCH_MAX,
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGE_KINDS,
  MESSAGE_TEXT_MAX,
  SAVED_REPLY_TEXT_MAX,
  SAVED_REPLY_TITLE_MAX,
} from './constants';
import { SCHEMA_MESSAGES } from './schemaMessages';

/**
 * Conversations between a tenant (or a guest) and a landlord about one home
 * (docs/adr/0173-conversations.md). Only the two participants see one; anyone else gets 404.
 */

/** A file sent with a message. `url` is short-lived (signed): fetch it when shown, do not store it. */
export const messageAttachmentSchema = z.object({
  id: idSchema,
  name: z.string(),
  content_type: z.enum(MESSAGE_ATTACHMENT_TYPES),
  size: z.number().check(z.int(), z.gte(0)),
  url: mediaUrlSchema,
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

/** A message as its reader sees it. */
export const messageSchema = z.object({
  id: idSchema,
  conversation: idSchema,
  kind: z.enum(MESSAGE_KINDS),
  /** Written by the reader. */
  mine: z.boolean(),
  sender_name: z.string(),
  /**
   * The text as the reader may see it: phone numbers, e-mail addresses and IBANs are masked
   * (`masked: true`) until a request between the two about this home is accepted.
   */
  text: z.string(),
  masked: z.boolean(),
  attachments: z.array(messageAttachmentSchema),
  /** The slot a `visit_proposal` proposes; null for every other kind. */
  visit: z.nullable(z.object({ date: dateSchema, time: timeSchema })),
  created_at: dateTimeSchema,
  /** The other participant has read it (meaningful for the reader's own messages). */
  read: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** The other participant, as the reader sees them. `id` is null for a guest (no account). */
export const conversationPartySchema = z.object({
  id: z.nullable(idSchema),
  name: z.string(),
  avatar: z.nullable(mediaUrlSchema),
  role: z.enum(CONVERSATION_PARTY_ROLES),
});
export type ConversationParty = z.infer<typeof conversationPartySchema>;

export const conversationSchema = z.object({
  id: idSchema,
  property: idSchema,
  property_title: z.string(),
  property_thumbnail: z.nullable(mediaUrlSchema),
  other_party: conversationPartySchema,
  last_message: z.nullable(messageSchema),
  /** The reader's unread messages in it. */
  unread_count: z.number().check(z.int(), z.gte(0)),
  /** Archived by the reader (each side archives for itself; a new message brings it back). */
  archived: z.boolean(),
  /** The reader blocked the other participant: no more messages either way. */
  blocked: z.boolean(),
  /** The other participant blocked the reader: the reader can no longer write. */
  blocked_by_other: z.boolean(),
  /** A request between the two about this home was accepted: contact details are no longer masked. */
  contact_unlocked: z.boolean(),
  created_at: dateTimeSchema,
  /** The last message's time (the inbox's order after unread). */
  updated_at: dateTimeSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Query of GET /conversations/: conversations with unread messages first, then the latest activity. */
export const conversationFiltersSchema = z.object({
  /** Words of the home's title or the other participant's name. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(CONVERSATION_SEARCH_MAX))),
  /** true: only archived ones; false or absent: only the others. */
  archived: optionalBoolean,
  /** Only the conversation about this home (a tenant has one per home and landlord). */
  property: z.optional(idInput),
  ...paginationParamsShape,
});
export type ConversationFilters = z.output<typeof conversationFiltersSchema>;

/**
 * Query of GET /conversations/{id}/messages/: page 1 is the newest messages, newest first; later
 * pages go back in time. `after` (a message id) answers only the messages newer than it (catching
 * up after a reconnection), still newest first.
 */
export const messageFiltersSchema = z.object({
  after: z.optional(idInput),
  ...paginationParamsShape,
});
export type MessageFilters = z.output<typeof messageFiltersSchema>;

const messageTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: SCHEMA_MESSAGES.messageBlank }),
    z.maxLength(MESSAGE_TEXT_MAX, { error: SCHEMA_MESSAGES.messageTooLong }),
  );

/** Body of POST /conversations/{id}/messages/ as JSON (the multipart form adds `attachments`). */
export const messageCreateSchema = z.object({ text: messageTextSchema });
export type MessageCreate = z.input<typeof messageCreateSchema>;

/**
 * A message with files: multipart `text` (may be empty when files are sent) and the repeated
 * `attachments` field (images or PDF, at most 5, 10 MB each).
 */
export interface MessageUpload {
  text?: string;
  attachments: readonly Blob[];
}

/** Body of PATCH /conversations/{id}/. */
export const conversationUpdateSchema = z.object({
  archived: z.boolean({ error: SCHEMA_MESSAGES.archivedFlag }),
});
export type ConversationUpdate = z.input<typeof conversationUpdateSchema>;

/** Body of POST /conversations/{id}/report/. */
export const conversationReportSchema = z.object({
  reason: z.enum(CONVERSATION_REPORT_REASONS, { error: SCHEMA_MESSAGES.reportReason }),
  text: z._default(optionalText(CONVERSATION_REPORT_TEXT_MAX), ''),
});
export type ConversationReport = z.input<typeof conversationReportSchema>;

/** Body of POST /conversations/{id}/propose-visit/ (the visit rules apply: weekdays, 09:00–19:30, 30 min). */
export const visitProposalSchema = z.object({
  date: dateSchema,
  time: timeSchema,
  text: z._default(optionalText(MESSAGE_TEXT_MAX), ''),
});
export type VisitProposal = z.input<typeof visitProposalSchema>;

/** Body of POST /conversations/{id}/invite-to-apply/ (an optional note). */
export const applyInviteSchema = z.object({
  text: z._default(optionalText(MESSAGE_TEXT_MAX), ''),
});
export type ApplyInvite = z.input<typeof applyInviteSchema>;

/**
 * A landlord's saved reply. `text` may carry `{nombre}` (the other participant's first name) and
 * `{propiedad}` (the home's title): the client fills them in (rules/savedReplies) before sending.
 */
export const savedReplySchema = z.object({
  id: idSchema,
  title: z.string(),
  text: z.string(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type SavedReply = z.infer<typeof savedReplySchema>;

const savedReplyTitleSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: SCHEMA_MESSAGES.savedReplyTitle }),
    z.maxLength(SAVED_REPLY_TITLE_MAX),
  );
const savedReplyTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: SCHEMA_MESSAGES.messageBlank }),
    z.maxLength(SAVED_REPLY_TEXT_MAX, { error: SCHEMA_MESSAGES.messageTooLong }),
  );

export const savedReplyCreateSchema = z.object({ title: savedReplyTitleSchema, text: savedReplyTextSchema });
export type SavedReplyCreate = z.input<typeof savedReplyCreateSchema>;
export const savedReplyUpdateSchema = z.object({
  title: z.optional(savedReplyTitleSchema),
  text: z.optional(savedReplyTextSchema),
});
export type SavedReplyUpdate = z.input<typeof savedReplyUpdateSchema>;

/**
 * A landlord's responsiveness over the last 90 days, public (their listings show it). Null figures:
 * no conversation started in the window.
 */
export const responseStatsSchema = z.object({
  /** Median minutes from a tenant's first message to the landlord's first reply (answered ones). */
  median_first_response_minutes: z.nullable(z.number().check(z.gte(0))),
  /** Share (0–1) of the conversations started in the window the landlord answered within 24 h. */
  response_rate: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  /** Conversations started in the window. */
  conversations: z.number().check(z.int(), z.gte(0)),
});
export type ResponseStats = z.infer<typeof responseStatsSchema>;

/** The live push of a new message on /ws/notifications/{userId}/. */
export const socketChatMessageSchema = z.object({
  type: z.literal('message'),
  conversation: idSchema,
  message: messageSchema,
});
export type SocketChatMessage = z.infer<typeof socketChatMessageSchema>;
