import { type Conversation, type Message, type MessageKind, maskContactDetails } from '@convive/sdk';
import type { AppContext } from '../../context';
import type { ConversationRow, MessageRow, UserRow } from '../../db/schema';
import { displayName } from '../../services/users';
import { attachmentOut } from './attachments';
import { FOLDER, type InboxPageRow, type Side } from './queries';

/** A message's file as the answers show it. */
export interface AttachmentView {
  id: number;
  name: string;
  content_type: string;
  size: number;
  access_key: string;
}

/** What a conversation's answer needs besides its row, read in batches (service.ts `loadViews`). */
export interface ViewData {
  /** The answers' origin (attachment URLs, avatars). */
  origin: string;
  properties: Map<number, { title: string }>;
  thumbnails: Map<number, string>;
  users: Map<number, { first_name: string; last_name: string; profile_picture: string | null }>;
  lastMessages: Map<number, MessageRow>;
  attachments: Map<number, AttachmentView[]>;
  unlocked: Set<number>;
}

/** The views of an inbox page, from what its statement read. */
export function inboxViews(
  origin: string,
  me: Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'profile_picture'>,
  rows: readonly InboxPageRow[],
  files: readonly (AttachmentView & { message_id: number })[],
): ViewData {
  const data: ViewData = {
    origin,
    properties: new Map(),
    thumbnails: new Map(),
    users: new Map([[me.id, me]]),
    lastMessages: new Map(),
    attachments: new Map(),
    unlocked: new Set(),
  };
  for (const row of rows) {
    data.properties.set(row.property_id, { title: row.property_title });
    if (row.property_thumb) data.thumbnails.set(row.property_id, row.property_thumb);
    if (row.other_id !== null && row.other_first_name !== null)
      data.users.set(row.other_id, {
        first_name: row.other_first_name,
        last_name: row.other_last_name ?? '',
        profile_picture: row.other_picture,
      });
    if (row.last_message_id !== null && row.m_sender_side !== null)
      data.lastMessages.set(row.last_message_id, {
        id: row.last_message_id,
        conversation_id: row.id,
        sender_side: row.m_sender_side,
        kind: row.m_kind ?? 'text',
        text: row.m_text ?? '',
        visit_date: row.m_visit_date,
        visit_time: row.m_visit_time,
        created_at: row.m_created_at ?? row.last_message_at,
      });
    if (row.unlocked) data.unlocked.add(row.id);
  }
  for (const file of files) {
    const list = data.attachments.get(file.message_id) ?? [];
    list.push(file);
    data.attachments.set(file.message_id, list);
  }
  return data;
}

export const other = (side: Side): Side => (side === 'tenant' ? 'landlord' : 'tenant');

function mediaUrl(origin: string, key: string | null | undefined): string | null {
  return key ? `${origin}/media/${key.split('/').map(encodeURIComponent).join('/')}` : null;
}

/** The name a side goes by in a conversation: the account's, or the guest's. */
export function sideName(row: ConversationRow, side: Side | 'system', data: Pick<ViewData, 'users'>): string {
  if (side === 'system') return 'Convive';
  if (side === 'landlord') {
    const user = data.users.get(row.landlord_id);
    return user ? displayName(user) : '';
  }
  if (row.tenant_id === null) return row.guest_name ?? '';
  const user = data.users.get(row.tenant_id);
  return user ? displayName(user) : '';
}

/** A message as `reader` sees it: its contact details masked until a request was accepted. */
export function messageOut(
  ctx: AppContext,
  conversation: ConversationRow,
  message: MessageRow,
  reader: Side,
  data: Pick<ViewData, 'origin' | 'users' | 'attachments' | 'unlocked'>,
): Message {
  const senderSide = message.sender_side as Side | 'system';
  const unlocked = data.unlocked.has(conversation.id);
  const shown =
    unlocked || senderSide === 'system'
      ? { text: message.text, masked: false }
      : maskContactDetails(message.text);
  const otherRead = reader === 'tenant' ? conversation.landlord_read_id : conversation.tenant_read_id;
  return {
    id: message.id,
    conversation: conversation.id,
    kind: message.kind as MessageKind,
    mine: senderSide === reader,
    sender_name: sideName(conversation, senderSide, data),
    text: shown.text,
    masked: shown.masked,
    attachments: (data.attachments.get(message.id) ?? []).map((row) => attachmentOut(ctx, data.origin, row)),
    visit:
      message.visit_date && message.visit_time
        ? { date: message.visit_date, time: message.visit_time }
        : null,
    created_at: message.created_at,
    read: senderSide === reader ? otherRead >= message.id : true,
  };
}

/** A conversation as `reader` sees it. */
export function conversationOut(
  ctx: AppContext,
  row: ConversationRow,
  reader: Side,
  data: ViewData,
): Conversation {
  const otherSide = other(reader);
  const otherId = otherSide === 'tenant' ? row.tenant_id : row.landlord_id;
  const otherUser = otherId === null ? undefined : data.users.get(otherId);
  const last = row.last_message_id === null ? undefined : data.lastMessages.get(row.last_message_id);
  const mine = reader === 'tenant';
  return {
    id: row.id,
    property: row.property_id,
    property_title: data.properties.get(row.property_id)?.title ?? '',
    property_thumbnail: mediaUrl(data.origin, data.thumbnails.get(row.property_id)),
    other_party: {
      id: otherId,
      name: sideName(row, otherSide, data),
      avatar: mediaUrl(data.origin, otherUser?.profile_picture),
      role: otherSide === 'landlord' ? 'propietario' : otherId === null ? 'invitado' : 'inquilino',
    },
    last_message: last ? messageOut(ctx, row, last, reader, data) : null,
    unread_count: mine ? row.tenant_unread : row.landlord_unread,
    archived: (mine ? row.tenant_folder : row.landlord_folder) === FOLDER.archived,
    blocked: !!(mine ? row.tenant_blocked : row.landlord_blocked),
    blocked_by_other: !!(mine ? row.landlord_blocked : row.tenant_blocked),
    contact_unlocked: data.unlocked.has(row.id),
    created_at: row.created_at,
    updated_at: row.last_message_at,
  };
}
