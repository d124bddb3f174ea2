import { type Kysely, sql, type Transaction } from 'kysely';
import type { ConversationRow, Database } from '../../db/schema';

/*
 * Conversations' SQL (docs/adr/0173-conversations.md). The inbox reads one side's index range
 * (`{side}_id`, `{side}_folder`, `{side}_rank`) newest rank first; everything a page shows besides
 * the row (the home, the other participant, the last message) is read in batches by id.
 */

type Db = Kysely<Database> | Transaction<Database>;
export type Side = 'tenant' | 'landlord';

/** 0: inbox; 1: archived by that side; 2: reported by that side (hidden). */
export const FOLDER = { inbox: 0, archived: 1, reported: 2 } as const;

/** The inbox order of one side: unread first, then the latest activity, then the newest id. */
export function rankOf(unread: number, lastMessageAt: string, id: number): string {
  return `${unread > 0 ? 1 : 0}|${lastMessageAt}|${String(id).padStart(12, '0')}`;
}

export function conversationQueries(db: Db) {
  return {
    byId(id: number) {
      return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
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

    /** One page of a side's folder, in inbox order, with the search's words when given. */
    async inbox(
      side: Side,
      userId: number,
      folder: number,
      search: string | undefined,
      window: { offset: number; pageSize: number },
      propertyId?: number,
    ): Promise<{ total: () => Promise<number>; rows: ConversationRow[] }> {
      const sideId = side === 'tenant' ? 'c.tenant_id' : 'c.landlord_id';
      const sideFolder = side === 'tenant' ? 'c.tenant_folder' : 'c.landlord_folder';
      const sideRank = side === 'tenant' ? 'c.tenant_rank' : 'c.landlord_rank';
      let base = db
        .selectFrom('conversations as c')
        .where(sideId, '=', userId)
        .where(sideFolder, '=', folder);
      if (propertyId !== undefined) base = base.where('c.property_id', '=', propertyId);
      if (search) {
        // LIKE's wildcards typed by the user are dropped: a search is words, not a pattern.
        const like = `%${search.toLowerCase().replace(/[\\%_]/g, '')}%`;
        const otherId = side === 'tenant' ? 'c.landlord_id' : 'c.tenant_id';
        base = base
          .innerJoin('properties as p', 'p.id', 'c.property_id')
          .leftJoin('users as o', 'o.id', otherId)
          .where((eb) =>
            eb.or([
              eb(sql<string>`lower(p.title)`, 'like', like),
              eb(
                sql<string>`lower(coalesce(o.first_name || ' ' || o.last_name, c.guest_name, ''))`,
                'like',
                like,
              ),
            ]),
          );
      }
      const rows = (await base
        .selectAll('c')
        .orderBy(sideRank, 'desc')
        .limit(window.pageSize)
        .offset(window.offset)
        .execute()) as ConversationRow[];
      // A short first page is the whole folder: no count to ask for (a landlord's tenant side).
      if (window.offset === 0 && rows.length < window.pageSize)
        return { total: () => Promise.resolve(rows.length), rows };
      // Counted by the caller beside its other reads, not before them.
      const total = async () =>
        Number(
          (await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst())?.n ?? 0,
        );
      return { total, rows };
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
