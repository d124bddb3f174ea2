import { type ExpressionBuilder, type Kysely, sql, type Transaction } from 'kysely';
import { type Param, runPrepared } from '../../db/prepared';
import type { ConversationRow, ConversationsTable, Database } from '../../db/schema';

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
      now: string;
    }) {
      const { now, ...rest } = row;
      return db
        .insertInto('conversations')
        .values({ ...rest, last_message_at: now, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
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

    /** The unread messages of a user, over every conversation they are in and have not reported. */
    async unreadTotal(userId: number): Promise<number> {
      const row = await db
        .selectFrom('conversations')
        .select(
          sql<
            number | string
          >`coalesce(sum(case when tenant_id = ${userId} and tenant_folder <> 2 then tenant_unread else 0 end)
            + sum(case when landlord_id = ${userId} and landlord_folder <> 2 then landlord_unread else 0 end), 0)`.as(
            'n',
          ),
        )
        .where((eb) => eb.or([eb('tenant_id', '=', userId), eb('landlord_id', '=', userId)]))
        .executeTakeFirst();
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
