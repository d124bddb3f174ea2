import type { Insertable, Kysely } from 'kysely';
import {
  type Database,
  PROPERTY_COLUMNS,
  type PropertyRequestRow,
  type PropertyRequestsTable,
  type PropertyRow,
} from '../../db/schema';
import type { PageWindow } from '../../pagination';

/** A request with its property's owner and title, as the landlord's decision reads it. */
export type RequestWithOwner = PropertyRequestRow & { owner_id: number; property_title: string };

/** A request with its property's title, as the tenant's requests list shows it. */
export type RequestWithTitle = PropertyRequestRow & { property_title: string };

/** The requests' queries: every SQL statement of the feature. */
export function requestQueries(db: Kysely<Database>) {
  /** The signed-in user's own property requests, as the tenant's requests list. */
  function ownRequests(userId: number) {
    return db
      .selectFrom('property_requests as r')
      .innerJoin('properties as p', 'p.id', 'r.property_id')
      .where('r.user_id', '=', userId);
  }

  return {
    properties(ids: readonly number[]): Promise<PropertyRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('properties').select(PROPERTY_COLUMNS).where('id', 'in', ids).execute();
    },

    roomTitles(ids: readonly number[]): Promise<{ id: number; title: string }[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('rooms').select(['id', 'title']).where('id', 'in', ids).execute();
    },

    partnerKeyNames(ids: readonly number[]): Promise<{ id: number; name: string }[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('partner_keys').select(['id', 'name']).where('id', 'in', ids).execute();
    },

    /** The property a request is about, with what the checks and the notice need. */
    property(id: number) {
      return db
        .selectFrom('properties')
        .select(['id', 'title', 'owner_id', 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    room(id: number) {
      return db
        .selectFrom('rooms')
        .select(['id', 'title', 'property_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    insert(values: Insertable<PropertyRequestsTable>): Promise<PropertyRequestRow> {
      return db.insertInto('property_requests').values(values).returningAll().executeTakeFirstOrThrow();
    },

    /** The requests on a landlord's properties, newest first. */
    received(ownerId: number): Promise<PropertyRequestRow[]> {
      return db
        .selectFrom('property_requests as r')
        .innerJoin('properties as p', 'p.id', 'r.property_id')
        .selectAll('r')
        .where('p.owner_id', '=', ownerId)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .execute();
    },

    /** The requests a user sent, newest first. */
    sentBy(userId: number): Promise<PropertyRequestRow[]> {
      return db
        .selectFrom('property_requests')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    withOwner(id: number): Promise<RequestWithOwner | undefined> {
      return db
        .selectFrom('property_requests as r')
        .innerJoin('properties as p', 'p.id', 'r.property_id')
        .selectAll('r')
        .select(['p.owner_id as owner_id', 'p.title as property_title'])
        .where('r.id', '=', id)
        .executeTakeFirst();
    },

    /** Decides a pending request; how many were changed (0 when it is no longer pending). */
    async decide(
      id: number,
      decision: { status: string; response_message: string; updated_at: string },
    ): Promise<number> {
      const result = await db
        .updateTable('property_requests')
        .set(decision)
        .where('id', '=', id)
        .where('status', '=', 'pendiente')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Releases an accepted request; how many were changed (0 when it is no longer accepted). */
    async release(
      id: number,
      change: { status: string; response_message: string; updated_at: string },
    ): Promise<number> {
      const result = await db
        .updateTable('property_requests')
        .set(change)
        .where('id', '=', id)
        .where('status', '=', 'aceptada')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Declines the still pending among `ids` with the automatic reply. */
    async autoDecline(ids: readonly number[], reply: string, now: string): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('property_requests')
        .set({ status: 'rechazada', response_message: reply, updated_at: now })
        .where('id', 'in', ids)
        .where('status', '=', 'pendiente')
        .execute();
    },

    /** One page of a user's own requests (optionally of one stored status), newest first, and how many in all. */
    async tenantPage(
      userId: number,
      status: string | undefined,
      window: PageWindow,
    ): Promise<{ total: number; rows: RequestWithTitle[] }> {
      let query = ownRequests(userId);
      if (status) query = query.where('r.status', '=', status);
      const { count } = await query
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const total = Number(count);
      const rows =
        window.offset < total
          ? await query
              .selectAll('r')
              .select('p.title as property_title')
              .orderBy('r.created_at', 'desc')
              .orderBy('r.id', 'desc')
              .limit(window.pageSize)
              .offset(window.offset)
              .execute()
          : [];
      return { total, rows };
    },

    ownWithTitle(userId: number, id: number): Promise<RequestWithTitle | undefined> {
      return ownRequests(userId)
        .selectAll('r')
        .select('p.title as property_title')
        .where('r.id', '=', id)
        .executeTakeFirst();
    },

    /** Cancels a pending request; how many were changed (0 when it was decided meanwhile). */
    async cancel(id: number, now: string): Promise<number> {
      const result = await db
        .updateTable('property_requests')
        .set({ status: 'cancelada', updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pendiente')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
