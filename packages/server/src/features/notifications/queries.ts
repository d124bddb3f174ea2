import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, NotificationRow, NotificationsTable } from '../../db/schema';
import { likePattern } from '../../db/text';
import type { PageWindow } from '../../pagination';

/** What a reader may narrow their notifications to. */
export interface NotificationFilters {
  status?: string | undefined;
  notification_type?: string | undefined;
  search?: string | undefined;
}

/** The notifications' queries: every SQL statement of the feature. */
export function notificationQueries(db: Kysely<Database>) {
  function ofUser(userId: number, filters: NotificationFilters) {
    let query = db.selectFrom('notifications').where('user_id', '=', userId);
    if (filters.status) query = query.where('status', '=', filters.status);
    if (filters.notification_type) query = query.where('notification_type', '=', filters.notification_type);
    if (filters.search) {
      // The wordings in every language are stored lowercased: the reader's words find it in any.
      query = query.where(
        sql<boolean>`${sql.ref('search_text')} like ${likePattern(filters.search)} escape '\\'`,
      );
    }
    return query;
  }

  return {
    async insert(values: Insertable<NotificationsTable>): Promise<number> {
      const row = await db
        .insertInto('notifications')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async languageOf(userId: number): Promise<string | null> {
      const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
      return row?.language ?? null;
    },

    /** One page of a user's notifications, newest first, and how many there are in all. */
    async page(
      userId: number,
      filters: NotificationFilters,
      window: PageWindow,
    ): Promise<{ total: number; rows: NotificationRow[] }> {
      const query = ofUser(userId, filters);
      const { count } = await query
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const total = Number(count);
      const rows =
        window.offset < total
          ? await query
              .selectAll()
              .orderBy('created_at', 'desc')
              .orderBy('id', 'desc')
              .limit(window.pageSize)
              .offset(window.offset)
              .execute()
          : [];
      return { total, rows };
    },

    async unreadCount(userId: number): Promise<number> {
      const { count } = await ofUser(userId, { status: 'unread' })
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** The user's own notification's id and status, or undefined (someone else's is none). */
    findOwn(userId: number, id: number) {
      return db
        .selectFrom('notifications')
        .select(['id', 'status'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async setStatus(
      id: number,
      status: 'read' | 'archived',
      now: string,
      onlyFrom?: 'unread',
    ): Promise<void> {
      let query = db.updateTable('notifications').set({ status, updated_at: now }).where('id', '=', id);
      if (onlyFrom) query = query.where('status', '=', onlyFrom);
      await query.execute();
    },

    async markAllRead(userId: number, now: string): Promise<void> {
      await db
        .updateTable('notifications')
        .set({ status: 'read', updated_at: now })
        .where('user_id', '=', userId)
        .where('status', '=', 'unread')
        .execute();
    },
  };
}

export type NotificationQueries = ReturnType<typeof notificationQueries>;
