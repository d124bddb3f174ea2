import {
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type QueryCreator,
  sql,
  type Transaction,
} from 'kysely';
import { type Param, runPrepared } from '../../db/prepared';
import type { ConversationRow, ConversationsTable, Database, MessageRow } from '../../db/schema';

/*
 * Conversations' SQL (docs/adr/0173-conversations.md). The inbox reads one side's index range
 * (`{side}_id`, `{side}_folder`, `{side}_rank`) newest rank first, both sides and everything a line
 * shows in one statement; a conversation's own answers read what they show in batches by id.
 */

type Db = Kysely<Database> | Transaction<Database>;
export type Side = 'tenant' | 'landlord';

/** 0: inbox; 1: archived by that side; 2: reported by that side (hidden). */
export const FOLDER = { inbox: 0, archived: 1, reported: 2 } as const;

/** The inbox order of one side: unread first, then the latest activity, then the newest id. */
export function rankOf(unread: number, lastMessageAt: string, id: number): string {
  return `${unread > 0 ? 1 : 0}|${lastMessageAt}|${String(id).padStart(12, '0')}`;
}

export interface InboxFilters {
  folder: number;
  search?: string | undefined;
  property?: number | undefined;
}

/** A row of `inboxPage`: the conversation, its side and rank, and what its inbox line shows. */
export type InboxPageRow = ConversationRow & {
  side: Side;
  rank: string;
  property_title: string;
  property_thumb: string | null;
  other_id: number | null;
  other_first_name: string | null;
  other_last_name: string | null;
  other_picture: string | null;
  m_sender_side: string | null;
  m_kind: string | null;
  m_text: string | null;
  m_visit_date: string | null;
  m_visit_time: string | null;
  m_created_at: string | null;
  m_files: number | string | null;
  unlocked: boolean | number;
  /** How many conversations this row's side holds under the filters (every row of a side: the same). */
  side_total: number | string;
};

/**
 * Whether the conversation `c` has an accepted request between its two participants about its
 * home: their contact details are no longer masked.
 */
function unlockedExpression(eb: ExpressionBuilder<Database & { c: ConversationsTable }, 'c'>) {
  return eb.exists(
    eb
      .selectFrom('property_requests as r')
      .select(sql.lit(1).as('one'))
      .whereRef('r.property_id', '=', 'c.property_id')
      .where('r.status', '=', sql.lit('aceptada'))
      .where((w) =>
        w.or([
          w.and([w('c.tenant_id', 'is not', null), w('r.user_id', '=', w.ref('c.tenant_id'))]),
          w.and([
            w('c.guest_email', 'is not', null),
            w('r.user_id', 'is', null),
            w(w.fn('lower', ['r.tenant_email']), '=', w.ref('c.guest_email')),
          ]),
        ]),
      ),
  );
}

/** The values an inbox query binds on each call (prepared.ts). */
interface InboxParams extends Record<string, unknown> {
  userId: number;
  folder: number;
  property: number;
  like: string;
  upTo: number;
}

function inboxParams(userId: number, filters: InboxFilters, upTo = 0): InboxParams {
  return {
    userId,
    folder: filters.folder,
    property: filters.property ?? 0,
    // LIKE's wildcards typed by the user are dropped: a search is words, not a pattern.
    like: filters.search ? `%${filters.search.toLowerCase().replace(/[\\%_]/g, '')}%` : '',
    upTo,
  };
}

/** Up to this many rows a side, the inbox's LIMIT is written into its SQL (one statement each). */
const LITERAL_LIMIT_MAX = 100;

/** What changes an inbox query's SQL text: which filters it has. */
const inboxShape = (filters: InboxFilters) =>
  `${filters.search ? 'search' : ''}:${filters.property !== undefined ? 'property' : ''}`;

/** One side's folder, with the home and the other participant joined, under the filters. */
function inboxBase(db: Db, side: Side, filters: InboxFilters, p: Param<InboxParams>) {
  const otherId = side === 'tenant' ? 'c.landlord_id' : 'c.tenant_id';
  let base = db
    .selectFrom('conversations as c')
    .innerJoin('properties as p', 'p.id', 'c.property_id')
    .leftJoin('users as o', 'o.id', otherId)
    .where(side === 'tenant' ? 'c.tenant_id' : 'c.landlord_id', '=', p('userId'))
    .where(side === 'tenant' ? 'c.tenant_folder' : 'c.landlord_folder', '=', p('folder'));
  if (filters.property !== undefined) base = base.where('c.property_id', '=', p('property'));
  if (filters.search) {
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`lower(p.title)`, 'like', p('like')),
        eb(
          sql<string>`lower(coalesce(o.first_name || ' ' || o.last_name, c.guest_name, ''))`,
          'like',
          p('like'),
        ),
      ]),
    );
  }
  return base;
}

/** How many conversations a side's folder holds under the filters. */
function inboxCount(db: Db, side: Side, filters: InboxFilters, p: Param<InboxParams>) {
  // Without words to search, the count is one index range: no join.
  return (
    filters.search
      ? inboxBase(db, side, filters, p)
      : db
          .selectFrom('conversations as c')
          .where(side === 'tenant' ? 'c.tenant_id' : 'c.landlord_id', '=', p('userId'))
          .where(side === 'tenant' ? 'c.tenant_folder' : 'c.landlord_folder', '=', p('folder'))
          .$if(filters.property !== undefined, (q) => q.where('c.property_id', '=', p('property')))
  ).select((eb) => eb.fn.countAll<number | string>().as('n'));
}

/** A new message, as `insertMessage` writes it. */
export interface NewMessageRow extends Record<string, unknown> {
  conversation: number;
  side: Side | 'system';
  kind: string;
  text: string;
  visitDate: string | null;
  visitTime: string | null;
  now: string;
}

/** What a conversation's row takes from a new message (`afterMessage`). */
export interface AfterMessage extends Record<string, unknown> {
  id: number;
  message: number;
  now: string;
  tenantRank: string;
  landlordRank: string;
}

/**
 * The conversation's update for a new message written by `reader` (null: Convive's own). The sender
 * has read everything up to their own message; the other side has one more unread, and a
 * conversation it had archived comes back to its inbox (a reported one stays hidden).
 */
function afterMessageUpdate(
  db: QueryCreator<Database>,
  reader: Side | null,
  p: Param<AfterMessage>,
  message: Expression<number> | number = p('message'),
) {
  const folder = (
    column: 'tenant_folder' | 'landlord_folder',
    eb: ExpressionBuilder<Database, 'conversations'>,
  ) => eb.case().when(column, '=', FOLDER.archived).then(FOLDER.inbox).else(eb.ref(column)).end();
  return db
    .updateTable('conversations')
    .set((eb) => ({
      last_message_id: message,
      last_message_at: p('now'),
      updated_at: p('now'),
      tenant_unread: reader === 'tenant' ? 0 : eb('tenant_unread', '+', 1),
      landlord_unread: reader === 'landlord' ? 0 : eb('landlord_unread', '+', 1),
      tenant_read_id: reader === 'tenant' ? message : eb.ref('tenant_read_id'),
      landlord_read_id: reader === 'landlord' ? message : eb.ref('landlord_read_id'),
      tenant_rank: p('tenantRank'),
      landlord_rank: p('landlordRank'),
      tenant_folder: reader === 'tenant' ? eb.ref('tenant_folder') : folder('tenant_folder', eb),
      landlord_folder: reader === 'landlord' ? eb.ref('landlord_folder') : folder('landlord_folder', eb),
      first_tenant_message_at:
        reader === 'tenant'
          ? eb.fn.coalesce('first_tenant_message_at', eb.val(p('now')))
          : eb.ref('first_tenant_message_at'),
      first_landlord_reply_at:
        reader === 'landlord'
          ? eb
              .case()
              .when(
                eb.and([
                  eb('first_landlord_reply_at', 'is', null),
                  eb('first_tenant_message_at', 'is not', null),
                ]),
              )
              .then(eb.val(p('now')))
              .else(eb.ref('first_landlord_reply_at'))
              .end()
          : eb.ref('first_landlord_reply_at'),
    }))
    .where('id', '=', p('id'))
    .returningAll();
}

function insertMessageQuery(db: QueryCreator<Database>, p: Param<NewMessageRow>) {
  return db
    .insertInto('messages')
    .values({
      conversation_id: p('conversation'),
      sender_side: p('side'),
      kind: p('kind'),
      text: p('text'),
      visit_date: p('visitDate'),
      visit_time: p('visitTime'),
      created_at: p('now'),
    })
    .returningAll();
}

export function conversationQueries(db: Db) {
  return {
    async byId(id: number): Promise<ConversationRow | undefined> {
      const [row] = await runPrepared(db, 'conversations.byId', { id }, (db, p) =>
        db.selectFrom('conversations').selectAll().where('id', '=', p('id')),
      );
      return row;
    },

    /** The conversation of a tenant account (or a guest's e-mail) with a landlord about a home. */
    find(propertyId: number, landlordId: number, party: { tenantId: number } | { guestEmail: string }) {
      let query = db
        .selectFrom('conversations')
        .selectAll()
        .where('property_id', '=', propertyId)
        .where('landlord_id', '=', landlordId);
      query =
        'tenantId' in party
          ? query.where('tenant_id', '=', party.tenantId)
          : query.where('guest_email', '=', party.guestEmail);
      return query.executeTakeFirst();
    },

    insert(row: {
      property_id: number;
      landlord_id: number;
      tenant_id: number | null;
      guest_email: string | null;
      guest_name: string | null;
      guest_language: string | null;
      tenant_blocked: number;
      landlord_blocked: number;
      now: string;
    }) {
      const { now, ...rest } = row;
      return db
        .insertInto('conversations')
        .values({ ...rest, last_message_at: now, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** A tenant's (or a guest e-mail's) conversation about a home, whoever its landlord. */
    aboutProperty(propertyId: number, party: { tenantId: number } | { guestEmail: string }) {
      return db
        .selectFrom('conversations')
        .selectAll()
        .where('property_id', '=', propertyId)
        .where((eb) =>
          'tenantId' in party
            ? eb('tenant_id', '=', party.tenantId)
            : eb('guest_email', '=', party.guestEmail),
        )
        .executeTakeFirst();
    },

    /** When tenants first wrote to a landlord since `since`, and when the landlord first replied. */
    firstResponses(landlordId: number, since: string) {
      return db
        .selectFrom('conversations')
        .select(['first_tenant_message_at', 'first_landlord_reply_at'])
        .where('landlord_id', '=', landlordId)
        .where('first_tenant_message_at', '>=', since)
        .execute();
    },

    /** The conversation a guest's link token (its hash) names, with the token's expiry. */
    byGuestToken(tokenHash: string) {
      return db
        .selectFrom('conversation_guest_tokens as t')
        .innerJoin('conversations as c', 'c.id', 't.conversation_id')
        .selectAll('c')
        .select('t.expires_at as token_expires_at')
        .where('t.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** `side` has read up to `lastMessageId`; a message that arrived since keeps it unread. */
    async markRead(id: number, side: Side, lastMessageId: number, rank: string): Promise<void> {
      await db
        .updateTable('conversations')
        .set(
          side === 'tenant'
            ? { tenant_read_id: lastMessageId, tenant_unread: 0, tenant_rank: rank }
            : { landlord_read_id: lastMessageId, landlord_unread: 0, landlord_rank: rank },
        )
        .where('id', '=', id)
        .where('last_message_id', '=', lastMessageId)
        .execute();
    },

    /** Moves the conversation to `folder` for `side`; a reported conversation stays hidden. */
    async setFolder(id: number, side: Side, folder: number): Promise<void> {
      const column = side === 'tenant' ? 'tenant_folder' : 'landlord_folder';
      await db
        .updateTable('conversations')
        .set({ [column]: folder })
        .where('id', '=', id)
        .where(column, '<>', FOLDER.reported)
        .execute();
    },

    async insertReport(report: Insertable<Database['conversation_reports']>): Promise<void> {
      await db.insertInto('conversation_reports').values(report).execute();
    },

    /** A reported conversation goes to the reporter's hidden folder. */
    async hideReported(id: number, side: Side): Promise<void> {
      await db
        .updateTable('conversations')
        .set(side === 'tenant' ? { tenant_folder: FOLDER.reported } : { landlord_folder: FOLDER.reported })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Sets `by`'s block over every conversation between the two participants of `row`: a block is
     * of the other person, not of one home's thread. The pair is the landlord and the tenant's
     * account (or a guest's e-mail); between two accounts, also the conversations where their roles
     * are the other way round.
     */
    async setBlockedBetween(row: ConversationRow, by: Side, blocked: boolean): Promise<void> {
      const flag = blocked ? 1 : 0;
      const column = by === 'tenant' ? 'tenant_blocked' : 'landlord_blocked';
      const samePair =
        row.tenant_id !== null
          ? db
              .updateTable('conversations')
              .where('landlord_id', '=', row.landlord_id)
              .where('tenant_id', '=', row.tenant_id)
          : db
              .updateTable('conversations')
              .where('landlord_id', '=', row.landlord_id)
              .where('tenant_id', 'is', null)
              .where('guest_email', '=', row.guest_email ?? '');
      await samePair.set({ [column]: flag }).execute();
      if (row.tenant_id !== null) {
        await db
          .updateTable('conversations')
          .where('landlord_id', '=', row.tenant_id)
          .where('tenant_id', '=', row.landlord_id)
          .set(by === 'tenant' ? { landlord_blocked: flag } : { tenant_blocked: flag })
          .execute();
      }
    },

    /**
     * The blocks already standing between a landlord and a tenant account (or a guest's e-mail), as
     * the flags of a new conversation between them: a new home's thread does not lift a block.
     */
    async blocksBetween(
      landlordId: number,
      party: { tenantId: number } | { guestEmail: string },
    ): Promise<{ tenant_blocked: number; landlord_blocked: number }> {
      const same = await db
        .selectFrom('conversations')
        .select((eb) => [
          eb.fn.max('tenant_blocked').as('tenant_blocked'),
          eb.fn.max('landlord_blocked').as('landlord_blocked'),
        ])
        .where('landlord_id', '=', landlordId)
        .$call((q) =>
          'tenantId' in party
            ? q.where('tenant_id', '=', party.tenantId)
            : q.where('tenant_id', 'is', null).where('guest_email', '=', party.guestEmail),
        )
        .executeTakeFirst();
      let tenant = Number(same?.tenant_blocked ?? 0);
      let landlord = Number(same?.landlord_blocked ?? 0);
      if ('tenantId' in party) {
        const reverse = await db
          .selectFrom('conversations')
          .select((eb) => [
            eb.fn.max('tenant_blocked').as('tenant_blocked'),
            eb.fn.max('landlord_blocked').as('landlord_blocked'),
          ])
          .where('landlord_id', '=', party.tenantId)
          .where('tenant_id', '=', landlordId)
          .executeTakeFirst();
        tenant = Math.max(tenant, Number(reverse?.landlord_blocked ?? 0));
        landlord = Math.max(landlord, Number(reverse?.tenant_blocked ?? 0));
      }
      return { tenant_blocked: tenant ? 1 : 0, landlord_blocked: landlord ? 1 : 0 };
    },

    /**
     * The first `upTo` rows of each side's folder (an account writes as a tenant about others' homes
     * and as a landlord about its own), in one statement with everything a row of the inbox shows:
     * the home's title and thumbnail, the other participant, the last message, whether contact
     * details are unlocked, and how many the side's folder holds. Each side is one index range; the
     * caller merges them by rank.
     */
    async inboxPage(userId: number, filters: InboxFilters, upTo: number): Promise<InboxPageRow[]> {
      const side = (db: Db, which: Side, p: Param<InboxParams>) => {
        const rank = which === 'tenant' ? 'c.tenant_rank' : 'c.landlord_rank';
        const otherId = which === 'tenant' ? 'c.landlord_id' : 'c.tenant_id';
        return (
          inboxBase(db, which, filters, p)
            .leftJoin('messages as m', 'm.id', 'c.last_message_id')
            .selectAll('c')
            .select((eb) => [
              sql.lit(which).as('side'),
              eb.ref(rank).as('rank'),
              'p.title as property_title',
              eb
                .selectFrom('property_images as i')
                .select('i.thumb_key')
                .whereRef('i.owner_ref', '=', 'c.property_id')
                .orderBy('i.is_main', 'desc')
                .orderBy('i.position', 'asc')
                .limit(sql.lit(1))
                .as('property_thumb'),
              eb.ref(otherId).as('other_id'),
              'o.first_name as other_first_name',
              'o.last_name as other_last_name',
              'o.profile_picture as other_picture',
              'm.sender_side as m_sender_side',
              'm.kind as m_kind',
              'm.text as m_text',
              'm.visit_date as m_visit_date',
              'm.visit_time as m_visit_time',
              'm.created_at as m_created_at',
              eb
                .selectFrom('message_attachments as a')
                .select((a) => a.fn.countAll<number | string>().as('n'))
                .whereRef('a.message_id', '=', 'c.last_message_id')
                .as('m_files'),
              unlockedExpression(eb).as('unlocked'),
              // The side's whole folder, counted once for the statement (it names no row).
              inboxCount(db, which, filters, p).as('side_total'),
            ])
            .orderBy(rank, 'desc')
            // A literal for the first pages, so PostgreSQL can keep one plan for them.
            .limit(upTo <= LITERAL_LIMIT_MAX ? sql.lit(upTo) : p('upTo'))
        );
      };
      // Each side ordered and limited in its own subquery (SQLite allows no ORDER BY in a member).
      const rows = await runPrepared(
        db,
        `conversations.inbox:${inboxShape(filters)}:${upTo <= LITERAL_LIMIT_MAX ? upTo : 'n'}`,
        inboxParams(userId, filters, upTo),
        (db, p) =>
          db
            .selectFrom(side(db, 'tenant', p).as('t'))
            .selectAll()
            .unionAll(db.selectFrom(side(db, 'landlord', p).as('l')).selectAll()),
      );
      return rows as InboxPageRow[];
    },

    /**
     * What a new message's answer shows besides itself, in one statement: both participants' names
     * and pictures, and whether their contact details are unlocked.
     */
    async participants(id: number) {
      const [row] = await runPrepared(db, 'conversations.participants', { id }, (db, p) =>
        db
          .selectFrom('conversations as c')
          .innerJoin('users as l', 'l.id', 'c.landlord_id')
          .leftJoin('users as t', 't.id', 'c.tenant_id')
          .select((eb) => [
            'l.id as landlord_id',
            'l.first_name as landlord_first_name',
            'l.last_name as landlord_last_name',
            'l.profile_picture as landlord_picture',
            't.id as tenant_id',
            't.first_name as tenant_first_name',
            't.last_name as tenant_last_name',
            't.profile_picture as tenant_picture',
            unlockedExpression(eb).as('unlocked'),
          ])
          .where('c.id', '=', p('id')),
      );
      return row;
    },

    /** Writes a message (the caller's transaction also updates its conversation: `afterMessage`). */
    async insertMessage(message: NewMessageRow): Promise<MessageRow> {
      const [row] = await runPrepared(db, 'messages.insert', message, (db, p) => insertMessageQuery(db, p));
      if (!row) throw new Error('conversations: the message was not stored');
      return row;
    },

    /**
     * PostgreSQL: the message and its conversation's markers in one statement (a data-modifying
     * WITH), without attachments; one round trip instead of a transaction's four.
     */
    async writeMessage(
      reader: Side | null,
      message: NewMessageRow,
      ranks: Pick<AfterMessage, 'tenantRank' | 'landlordRank'>,
    ): Promise<{ row: ConversationRow; inserted: MessageRow }> {
      const [row] = await runPrepared(
        db,
        `conversations.writeMessage:${reader ?? 'system'}`,
        { ...message, ...ranks, id: message.conversation, message: 0 },
        (db, p) => {
          const id = sql<number>`(select id from m)`;
          // `m` is referred to only in raw SQL: the update is typed as on the plain schema.
          const withMessage = db.with('m', (db) =>
            insertMessageQuery(db, p),
          ) as unknown as QueryCreator<Database>;
          return afterMessageUpdate(withMessage, reader, p, id).returning(id.as('message_id'));
        },
      );
      if (!row) throw new Error('conversations: the message was not stored');
      const { message_id, ...conversation } = row;
      return {
        row: conversation,
        inserted: {
          id: message_id,
          conversation_id: message.conversation,
          sender_side: message.side,
          kind: message.kind,
          text: message.text,
          visit_date: message.visitDate,
          visit_time: message.visitTime,
          created_at: message.now,
        },
      };
    },

    /** Moves a conversation's markers past a new message written by `reader` (null: Convive). */
    async afterMessage(reader: Side | null, values: AfterMessage): Promise<ConversationRow | undefined> {
      const [row] = await runPrepared(
        db,
        `conversations.afterMessage:${reader ?? 'system'}`,
        values,
        (db, p) => afterMessageUpdate(db, reader, p),
      );
      return row;
    },

    /** The unread messages of a user, over every conversation they are in and have not reported. */
    async unreadTotal(userId: number): Promise<number> {
      // Every signed-in page asks for it (the header's badge): built and planned once.
      const [row] = await runPrepared(db, 'conversations.unreadTotal', { userId }, (db, p) =>
        db
          .selectFrom('conversations')
          .select(
            sql<
              number | string
            >`coalesce(sum(case when tenant_id = ${p('userId')} and tenant_folder <> ${sql.lit(FOLDER.reported)} then tenant_unread else 0 end)
            + sum(case when landlord_id = ${p('userId')} and landlord_folder <> ${sql.lit(FOLDER.reported)} then landlord_unread else 0 end), 0)`.as(
              'n',
            ),
          )
          .where((eb) => eb.or([eb('tenant_id', '=', p('userId')), eb('landlord_id', '=', p('userId'))])),
      );
      return Number(row?.n ?? 0);
    },

    properties(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('properties').select(['id', 'title', 'owner_id']).where('id', 'in', ids).execute();
    },

    thumbnails(propertyIds: readonly number[]) {
      if (propertyIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('property_images')
        .select(['owner_ref', 'thumb_key', 'is_main', 'position'])
        .where('owner_ref', 'in', propertyIds)
        .orderBy('is_main', 'desc')
        .orderBy('position', 'asc')
        .execute();
    },

    users(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('users')
        .select(['id', 'first_name', 'last_name', 'profile_picture', 'email', 'language'])
        .where('id', 'in', ids)
        .execute();
    },

    messages(ids: readonly number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('messages').selectAll().where('id', 'in', ids).execute();
    },

    attachmentsOf(messageIds: readonly number[]) {
      if (messageIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('message_attachments')
        .select(['id', 'message_id', 'name', 'content_type', 'size', 'access_key'])
        .where('message_id', 'in', messageIds)
        .orderBy('id')
        .execute();
    },

    /** A page of a conversation's messages, newest first; `after` keeps only newer ones. */
    async messagePage(
      conversationId: number,
      after: number | undefined,
      window: { offset: number; pageSize: number },
    ) {
      let base = db.selectFrom('messages').where('conversation_id', '=', conversationId);
      if (after !== undefined) base = base.where('id', '>', after);
      const [count, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
        base.selectAll().orderBy('id', 'desc').limit(window.pageSize).offset(window.offset).execute(),
      ]);
      return { total: Number(count?.n ?? 0), rows };
    },

    /**
     * Which of these conversations have an accepted request between their two participants about
     * their home: their contact details are no longer masked.
     */
    async unlocked(rows: readonly ConversationRow[]): Promise<Set<number>> {
      if (rows.length === 0) return new Set();
      const propertyIds = [...new Set(rows.map((r) => r.property_id))];
      const accepted = await db
        .selectFrom('property_requests')
        .select(['property_id', 'user_id', 'tenant_email'])
        .where('property_id', 'in', propertyIds)
        .where('status', '=', 'aceptada')
        .execute();
      const out = new Set<number>();
      for (const row of rows) {
        const match = accepted.some(
          (a) =>
            a.property_id === row.property_id &&
            ((row.tenant_id !== null && a.user_id === row.tenant_id) ||
              (row.guest_email !== null &&
                a.user_id === null &&
                a.tenant_email.toLowerCase() === row.guest_email)),
        );
        if (match) out.add(row.id);
      }
      return out;
    },
  };
}
