import {
  type Conversation,
  type ConversationFilters,
  type ConversationReportReason,
  type Message,
  type MessageFilters,
  type MessageKind,
  type Page,
  RESPONSE_RATE_HOURS,
  RESPONSE_STATS_DAYS,
  type ResponseStats,
  VISIT_REQUIRED_MESSAGE,
  VISIT_SLOT_MESSAGE,
  validateVisitRequest,
} from '@convive/sdk';
import type { FastifyRequest } from 'fastify';
import { hashToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import type { ConversationRow, MessageRow, UserRow } from '../../db/schema';
import { ERRORS, fieldError, forbidden, nonFieldError, notFound } from '../../errors';
import { errorLabel } from '../../jobs/queue';
import { pageEnvelope, pageWindow } from '../../pagination';
import type { ReadyAttachment } from './attachments';
import { scheduleAwayMail } from './mails';
import { conversationOut, inboxViews, messageOut, other, type ViewData } from './mapping';
import { conversationQueries, FOLDER, type InboxFilters, rankOf, type Side } from './queries';

/*
 * Conversations (docs/adr/0173-conversations.md): one per tenant (or guest), landlord and home.
 * Only its two participants see it: anyone else, and any id that is not theirs, gets 404. Each
 * side keeps its own folder (inbox, archived, reported), block, read marker and unread count.
 */

/** A conversation and the side of it the caller is on. */
export interface Participation {
  row: ConversationRow;
  side: Side;
}

export function sideOf(row: ConversationRow, userId: number): Side | null {
  if (row.landlord_id === userId) return 'landlord';
  if (row.tenant_id === userId) return 'tenant';
  return null;
}

/** The caller's conversation; someone else's (or none) is a 404 that says nothing of it. */
export async function ownConversation(ctx: AppContext, userId: number, id: number): Promise<Participation> {
  const row = await conversationQueries(ctx.db).byId(id);
  const side = row ? sideOf(row, userId) : null;
  if (!row || !side) throw notFound();
  return { row, side };
}

/** The conversation a guest's link names: a token unknown or past its 30 days is a worded 404. */
export async function guestConversation(ctx: AppContext, token: string): Promise<Participation> {
  const found = await conversationQueries(ctx.db).byGuestToken(hashToken(token));
  if (!found || found.token_expires_at <= ctx.now().toISOString() || found.tenant_id !== null)
    throw notFound(ERRORS.conversationLinkExpired);
  const { token_expires_at: _expires, ...row } = found;
  return { row, side: 'tenant' };
}

/** Everything the answers about these conversations show, read in a few batched queries. */
export async function loadViews(
  ctx: AppContext,
  origin: string,
  rows: readonly ConversationRow[],
  extraMessages: readonly MessageRow[] = [],
): Promise<ViewData> {
  const queries = conversationQueries(ctx.db);
  const propertyIds = [...new Set(rows.map((r) => r.property_id))];
  const userIds = [
    ...new Set(rows.flatMap((r) => (r.tenant_id === null ? [r.landlord_id] : [r.landlord_id, r.tenant_id]))),
  ];
  const lastIds = rows.flatMap((r) => (r.last_message_id === null ? [] : [r.last_message_id]));
  const [properties, thumbs, users, lastMessages, unlocked] = await Promise.all([
    queries.properties(propertyIds),
    queries.thumbnails(propertyIds),
    queries.users(userIds),
    queries.messages(lastIds),
    queries.unlocked(rows),
  ]);
  const messageIds = [...new Set([...lastMessages, ...extraMessages].map((m) => m.id))];
  const attachments = await queries.attachmentsOf(messageIds);
  const thumbnails = new Map<number, string>();
  for (const image of thumbs)
    if (!thumbnails.has(image.owner_ref)) thumbnails.set(image.owner_ref, image.thumb_key);
  const byMessage = new Map<number, (typeof attachments)[number][]>();
  for (const attachment of attachments) {
    const list = byMessage.get(attachment.message_id) ?? [];
    list.push(attachment);
    byMessage.set(attachment.message_id, list);
  }
  return {
    origin,
    properties: new Map(properties.map((p) => [p.id, { title: p.title }])),
    thumbnails,
    users: new Map(users.map((u) => [u.id, u])),
    lastMessages: new Map(lastMessages.map((m) => [m.id, m])),
    attachments: byMessage,
    unlocked,
  };
}

/**
 * What messages of one conversation show besides themselves: the two names, the masking state,
 * their files (read only when `withFiles`).
 */
async function loadMessageViews(
  ctx: AppContext,
  origin: string,
  row: ConversationRow,
  messages: readonly MessageRow[],
  withFiles: boolean,
): Promise<ViewData> {
  const queries = conversationQueries(ctx.db);
  const [people, files] = await Promise.all([
    queries.participants(row.id),
    withFiles ? queries.attachmentsOf(messages.map((m) => m.id)) : Promise.resolve([]),
  ]);
  const attachments: ViewData['attachments'] = new Map();
  for (const file of files) {
    const list = attachments.get(file.message_id) ?? [];
    list.push(file);
    attachments.set(file.message_id, list);
  }
  const users: ViewData['users'] = new Map();
  if (people) {
    users.set(people.landlord_id, {
      first_name: people.landlord_first_name,
      last_name: people.landlord_last_name,
      profile_picture: people.landlord_picture,
    });
    if (people.tenant_id !== null)
      users.set(people.tenant_id, {
        first_name: people.tenant_first_name ?? '',
        last_name: people.tenant_last_name ?? '',
        profile_picture: people.tenant_picture,
      });
  }
  return {
    origin,
    properties: new Map(),
    thumbnails: new Map(),
    users,
    lastMessages: new Map(),
    attachments,
    unlocked: people?.unlocked ? new Set([row.id]) : new Set(),
  };
}

export async function conversationAnswer(
  ctx: AppContext,
  origin: string,
  participation: Participation,
): Promise<Conversation> {
  const data = await loadViews(ctx, origin, [participation.row]);
  return conversationOut(ctx, participation.row, participation.side, data);
}

/** The caller's conversations of a folder: unread first, then the latest activity. */
export async function listConversations(
  ctx: AppContext,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'profile_picture'>,
  filters: ConversationFilters,
): Promise<Page<Conversation>> {
  const window = pageWindow(filters);
  const inbox: InboxFilters = {
    folder: filters.archived ? FOLDER.archived : FOLDER.inbox,
    search: filters.search?.trim() || undefined,
    property: filters.property,
  };
  const queries = conversationQueries(ctx.db);
  const upTo = window.offset + window.pageSize;
  const rows = await queries.inboxPage(user.id, inbox, upTo);
  const page = [...rows]
    .sort((a, b) => (a.rank < b.rank ? 1 : a.rank > b.rank ? -1 : 0))
    .slice(window.offset, upTo);
  // Every row of a side carries that side's total; a side without rows holds none.
  const totals = new Map(rows.map((row) => [row.side, Number(row.side_total)]));
  const total = (totals.get('tenant') ?? 0) + (totals.get('landlord') ?? 0);
  const withFiles = page.flatMap((row) =>
    Number(row.m_files ?? 0) > 0 && row.last_message_id !== null ? [row.last_message_id] : [],
  );
  const files = await queries.attachmentsOf(withFiles);
  const data = inboxViews(ctx.origin(request), user, page, files);
  return pageEnvelope(
    ctx,
    request,
    window,
    total,
    page.map((row) => conversationOut(ctx, row, row.side, data)),
  );
}

export function unreadTotal(ctx: AppContext, userId: number): Promise<number> {
  return conversationQueries(ctx.db).unreadTotal(userId);
}

/** A page of messages, newest first; reading them marks the conversation read for the reader. */
export async function listMessages(
  ctx: AppContext,
  request: FastifyRequest,
  participation: Participation,
  filters: MessageFilters,
): Promise<Page<Message>> {
  const window = pageWindow(filters);
  const { row, side } = participation;
  const page = await conversationQueries(ctx.db).messagePage(row.id, filters.after, window);
  const data = await loadMessageViews(ctx, ctx.origin(request), row, page.rows, page.rows.length > 0);
  return pageEnvelope(
    ctx,
    request,
    window,
    page.total,
    page.rows.map((message) => messageOut(ctx, row, message, side, data)),
  );
}

/** Marks every message of the conversation read by `side`; answers the reader's unread total. */
export async function markRead(ctx: AppContext, participation: Participation): Promise<void> {
  const { row, side } = participation;
  if (row.last_message_id === null) return;
  await conversationQueries(ctx.db).markRead(
    row.id,
    side,
    row.last_message_id,
    rankOf(0, row.last_message_at, row.id),
  );
}

export async function setArchived(
  ctx: AppContext,
  origin: string,
  participation: Participation,
  archived: boolean,
): Promise<Conversation> {
  const { row, side } = participation;
  await conversationQueries(ctx.db).setFolder(row.id, side, archived ? FOLDER.archived : FOLDER.inbox);
  return conversationAnswer(ctx, origin, { row: await reload(ctx, row.id), side });
}

export async function setBlocked(
  ctx: AppContext,
  origin: string,
  participation: Participation,
  blocked: boolean,
): Promise<Conversation> {
  const { row, side } = participation;
  await conversationQueries(ctx.db).setBlockedBetween(row, side, blocked);
  return conversationAnswer(ctx, origin, { row: await reload(ctx, row.id), side });
}

export async function reportConversation(
  ctx: AppContext,
  participation: Participation,
  reporterId: number,
  body: { reason: ConversationReportReason; text: string },
): Promise<void> {
  const { row, side } = participation;
  await ctx.db.transaction().execute(async (trx) => {
    const queries = conversationQueries(trx);
    await queries.insertReport({
      conversation_id: row.id,
      reporter_side: side,
      reporter_id: reporterId,
      reason: body.reason,
      text: body.text,
      created_at: ctx.now().toISOString(),
    });
    await queries.hideReported(row.id, side);
  });
  ctx.log.info({ conversation: row.id, reason: body.reason }, 'conversation reported');
}

async function reload(ctx: AppContext, id: number): Promise<ConversationRow> {
  const row = await conversationQueries(ctx.db).byId(id);
  if (!row) throw notFound();
  return row;
}

export interface NewMessage {
  text: string;
  kind?: MessageKind;
  visit?: { date: string; time: string } | null;
  attachments?: readonly ReadyAttachment[];
}

/**
 * Writes a message as `side` in one transaction (the message, its files, both sides' markers), then
 * pushes it to the other participant's sockets and schedules the e-mail if it stays unread.
 * The caller has counted it against the rate limit first (`countMessage`).
 */
export async function sendMessage(
  ctx: AppContext,
  origin: string,
  participation: Participation,
  message: NewMessage,
): Promise<Message> {
  const { side } = participation;
  // `participation.row` was read by this request's load step, and checked by `countMessage`.
  const { row, inserted } = await insertMessage(ctx, participation.row, side, message);
  const data = await loadMessageViews(ctx, origin, row, [inserted], (message.attachments?.length ?? 0) > 0);
  const answer = messageOut(ctx, row, inserted, side, data);
  await deliver(ctx, row, inserted, side, data);
  return answer;
}

/**
 * Counts a message against its sender's limit (100 a minute), before its body is read: the account,
 * or a guest's conversation. Blocked participants are refused here too, before any upload is read.
 */
export async function countMessage(
  ctx: AppContext,
  participation: Participation,
  identity: string,
): Promise<void> {
  await ctx.throttles.hit('messagesPerAccount', identity);
  if (participation.row.tenant_blocked || participation.row.landlord_blocked)
    throw forbidden(ERRORS.conversationBlocked);
}

/** The write itself: no check, no push (also the first message of a conversation opened by a request). */
async function insertMessage(
  ctx: AppContext,
  conversation: ConversationRow,
  side: Side | 'system',
  message: NewMessage,
): Promise<{ row: ConversationRow; inserted: MessageRow }> {
  const now = ctx.now().toISOString();
  const reader = side === 'system' ? null : side;
  const values = {
    conversation: conversation.id,
    side,
    kind: message.kind ?? 'text',
    text: message.text,
    visitDate: message.visit?.date ?? null,
    visitTime: message.visit?.time ?? null,
    now,
  };
  const ranks = {
    tenantRank: rankOf(reader === 'tenant' ? 0 : 1, now, conversation.id),
    landlordRank: rankOf(reader === 'landlord' ? 0 : 1, now, conversation.id),
  };
  // The common case on PostgreSQL is one statement; files need the transaction.
  if (ctx.dialect === 'postgres' && !message.attachments?.length)
    return conversationQueries(ctx.db).writeMessage(reader, values, ranks);
  return ctx.db.transaction().execute(async (trx) => {
    const queries = conversationQueries(trx);
    const inserted = await queries.insertMessage(values);
    for (const file of message.attachments ?? []) {
      await trx
        .insertInto('message_attachments')
        .values({ ...file, message_id: inserted.id, created_at: now })
        .execute();
    }
    const row = await queries.afterMessage(reader, {
      id: conversation.id,
      message: inserted.id,
      now,
      ...ranks,
    });
    if (!row) throw notFound();
    return { row, inserted };
  });
}

/**
 * Pushes a new message to the other participant's open pages and schedules its e-mail. `loaded`:
 * the views the sender's answer was made from (the same for both sides), read again otherwise.
 */
async function deliver(
  ctx: AppContext,
  row: ConversationRow,
  message: MessageRow,
  from: Side | 'system',
  loaded?: ViewData,
) {
  const recipients: Side[] = from === 'system' ? ['tenant', 'landlord'] : [other(from)];
  for (const to of recipients) {
    const userId = to === 'tenant' ? row.tenant_id : row.landlord_id;
    if (userId !== null) {
      try {
        // Pushed URLs (attachments, avatars) use the public origin: the recipient's page may be elsewhere.
        const data = {
          ...(loaded ?? (await loadViews(ctx, ctx.publicOrigin(), [row], [message]))),
          origin: ctx.publicOrigin(),
        };
        await ctx.events.publish({
          type: 'message',
          user_id: userId,
          conversation: row.id,
          message: messageOut(ctx, row, message, to, data),
        });
      } catch (error) {
        // The message is stored: the recipient sees it on the next read.
        ctx.log.warn({ error: errorLabel(error), conversation: row.id }, 'conversations: live push failed');
      }
    }
    if (from !== 'system') await scheduleAwayMail(ctx, row.id, to);
  }
}

/** The landlord proposes a visit slot, checked against the visit rules as of today. */
export async function proposeVisit(
  ctx: AppContext,
  origin: string,
  participation: Participation,
  userId: number,
  body: { date: string; time: string; text: string },
): Promise<Message> {
  if (participation.side !== 'landlord') throw forbidden();
  const visit = validateVisitRequest({ date: body.date, time: body.time, notes: '' }, ctx.today());
  if (!visit.ok) {
    if (visit.message === VISIT_REQUIRED_MESSAGE) throw nonFieldError(visit.message);
    throw fieldError(visit.message === VISIT_SLOT_MESSAGE ? 'time' : 'date', visit.message);
  }
  await countMessage(ctx, participation, `user:${userId}`);
  return sendMessage(ctx, origin, participation, {
    text: body.text,
    kind: 'visit_proposal',
    visit: { date: visit.value.date, time: visit.value.time },
  });
}

export async function inviteToApply(
  ctx: AppContext,
  origin: string,
  participation: Participation,
  userId: number,
  body: { text: string },
): Promise<Message> {
  if (participation.side !== 'landlord') throw forbidden();
  await countMessage(ctx, participation, `user:${userId}`);
  return sendMessage(ctx, origin, participation, { text: body.text, kind: 'apply_invite' });
}

/**
 * Opens (or continues) the conversation of an enquiry or a request, its message the next one.
 * Called right after the request is saved: a failure here is logged and never fails the request.
 */
export async function openFromRequest(
  ctx: AppContext,
  input: {
    propertyId: number;
    landlordId: number;
    /** The tenant's account, or null for a guest (then `guest` names them). */
    user: Pick<UserRow, 'id'> | null;
    guest?: { email: string; name: string; language: string };
    message: string;
  },
): Promise<void> {
  try {
    const queries = conversationQueries(ctx.db);
    const guest = input.guest;
    if (!input.user && !guest) return;
    const party = input.user
      ? { tenantId: input.user.id }
      : { guestEmail: (guest?.email ?? '').toLowerCase() };
    let row = await queries.find(input.propertyId, input.landlordId, party);
    if (!row) {
      const blocks = await queries.blocksBetween(input.landlordId, party);
      try {
        row = await queries.insert({
          ...blocks,
          property_id: input.propertyId,
          landlord_id: input.landlordId,
          tenant_id: input.user?.id ?? null,
          guest_email: input.user ? null : (guest?.email ?? '').toLowerCase(),
          guest_name: input.user ? null : (guest?.name ?? ''),
          guest_language: input.user ? null : (guest?.language ?? 'es'),
          now: ctx.now().toISOString(),
        });
      } catch {
        // Opened by a request sent at the same moment: the unique index kept one; continue it.
        row = await queries.find(input.propertyId, input.landlordId, party);
      }
    }
    if (!row) return;
    const text = input.message.trim();
    // A landlord who blocked this person does not hear from them again, whichever home they ask about.
    if (text === '' || row.landlord_blocked) return;
    const { row: updated, inserted } = await insertMessage(ctx, row, 'tenant', { text });
    await deliver(ctx, updated, inserted, 'tenant');
  } catch (error) {
    ctx.log.error({ error: errorLabel(error), property: input.propertyId }, 'conversations: opening failed');
  }
}

/** Writes Convive's own line into the conversations of an accepted request (contact unlocked). */
export async function noteAccepted(
  ctx: AppContext,
  input: { propertyId: number; tenantId: number | null; guestEmail: string },
): Promise<void> {
  try {
    const row = await conversationQueries(ctx.db).aboutProperty(
      input.propertyId,
      input.tenantId !== null ? { tenantId: input.tenantId } : { guestEmail: input.guestEmail.toLowerCase() },
    );
    if (!row) return;
    const { row: updated, inserted } = await insertMessage(ctx, row, 'system', {
      text: String(ERRORS.conversationSystemAccepted),
      kind: 'system',
    });
    await deliver(ctx, updated, inserted, 'system');
  } catch (error) {
    ctx.log.error({ error: errorLabel(error), property: input.propertyId }, 'conversations: note failed');
  }
}

/**
 * A landlord's responsiveness over RESPONSE_STATS_DAYS: among the conversations a tenant started
 * in the window, the median minutes to the landlord's first reply (answered ones) and the share
 * answered within RESPONSE_RATE_HOURS. The rows are one index range; the median is taken here.
 */
export async function responseStats(ctx: AppContext, landlordId: number): Promise<ResponseStats> {
  const since = new Date(ctx.now().getTime() - RESPONSE_STATS_DAYS * 86_400_000).toISOString();
  const rows = await conversationQueries(ctx.db).firstResponses(landlordId, since);
  if (rows.length === 0)
    return { median_first_response_minutes: null, response_rate: null, conversations: 0 };
  const minutes: number[] = [];
  let withinDay = 0;
  for (const row of rows) {
    if (!row.first_tenant_message_at || !row.first_landlord_reply_at) continue;
    const delay =
      (Date.parse(row.first_landlord_reply_at) - Date.parse(row.first_tenant_message_at)) / 60_000;
    minutes.push(delay);
    if (delay <= RESPONSE_RATE_HOURS * 60) withinDay += 1;
  }
  minutes.sort((a, b) => a - b);
  const mid = Math.floor(minutes.length / 2);
  const median =
    minutes.length === 0
      ? null
      : minutes.length % 2 === 1
        ? (minutes[mid] as number)
        : ((minutes[mid - 1] as number) + (minutes[mid] as number)) / 2;
  return {
    median_first_response_minutes: median === null ? null : Math.round(median),
    response_rate: Math.round((withinDay / rows.length) * 1000) / 1000,
    conversations: rows.length,
  };
}
