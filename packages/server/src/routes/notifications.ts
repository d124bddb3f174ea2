import {
  AUTO_DECLINE_REPLY,
  DEFAULT_LANGUAGE,
  ENDPOINTS,
  type Language,
  type Notification,
  notificationText,
  type PropertyRequestStatus,
  TENANT_STATUS_BY_REQUEST_STATUS,
  type TenantRequest,
  type TenantRequestStatus,
} from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { NotificationRow, PropertyRequestRow } from '../db/schema';
import { likePattern } from '../db/text';
import { ERRORS, fieldError, notFound } from '../errors';
import { requestLanguage } from '../i18n/translate';
import { pageEnvelope, pageWindow } from '../pagination';
import { noticeOf } from '../services/notify';
import { AUTO_DECLINE_MESSAGE } from './propertyRequests';
import { router } from './route';

/* Notifications and the tenant's requests view (spec 02 §7 "Notifications"). */

/** A stored notification (a code and its parameters) as the contract's Notification, worded for its reader. */
function notificationOut(row: NotificationRow, language: Language): Notification {
  return {
    id: row.id,
    ...notificationText(noticeOf(row), language),
    notification_type: row.notification_type as Notification['notification_type'],
    status: row.status as Notification['status'],
    related_object_id: row.related_object_id,
    related_object_type: row.related_object_type,
    event_type: row.event_type,
    user: row.user_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const REQUEST_STATUS_BY_TENANT_STATUS = Object.fromEntries(
  Object.entries(TENANT_STATUS_BY_REQUEST_STATUS).map(([stored, shown]) => [shown, stored]),
) as Record<TenantRequestStatus, PropertyRequestStatus>;

type RequestWithTitle = PropertyRequestRow & { property_title: string };

/** A stored property request as the tenant's requests list shows it (English statuses, docs/adr/0013-property-requests.md). */
export function tenantRequestOut(
  row: RequestWithTitle,
  language: Language = DEFAULT_LANGUAGE,
): TenantRequest {
  return {
    id: row.id,
    title: (row.kind === 'application' ? ERRORS.tenantApplicationTitle : ERRORS.tenantEnquiryTitle)({
      title: row.property_title,
    }).in(language),
    description: row.message,
    status: TENANT_STATUS_BY_REQUEST_STATUS[row.status as PropertyRequestStatus] ?? 'pending',
    request_type: row.kind,
    property: row.property_id,
    property_details: { title: row.property_title },
    response_message:
      row.response_message === ''
        ? null
        : row.response_message === AUTO_DECLINE_MESSAGE
          ? AUTO_DECLINE_REPLY[language]
          : row.response_message,
    response_automatic: row.response_message === AUTO_DECLINE_MESSAGE,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function notificationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  /** The signed-in user's notification, or 404 (someone else's looks the same as none). */
  async function ownNotification({ user, params }: { user: { id: number }; params: { id: number } }) {
    const row = await db
      .selectFrom('notifications')
      .select(['id', 'status'])
      .where('id', '=', params.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  const on = router(app, ctx);
  const E = ENDPOINTS.notifications;

  on(E.list, async ({ request, user, query: filters }) => {
    const window = pageWindow(filters);
    let query = db.selectFrom('notifications').where('user_id', '=', user.id);
    if (filters.status) query = query.where('status', '=', filters.status);
    if (filters.notification_type) query = query.where('notification_type', '=', filters.notification_type);
    if (filters.search) {
      // The wordings in every language are stored lowercased: the reader's words find it in any.
      const pattern = likePattern(filters.search);
      query = query.where(sql<boolean>`${sql.ref('search_text')} like ${pattern} escape '\\'`);
    }
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
    const language = requestLanguage(request);
    return pageEnvelope(
      ctx,
      request,
      window,
      total,
      rows.map((row) => notificationOut(row, language)),
    );
  });

  on(E.unreadCount, async ({ user }) => {
    const { count } = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', user.id)
      .where('status', '=', 'unread')
      .executeTakeFirstOrThrow();
    return { unread_count: Number(count) };
  });

  on(E.markAllAsRead, async ({ user }) => {
    await db
      .updateTable('notifications')
      .set({ status: 'read', updated_at: ctx.now().toISOString() })
      .where('user_id', '=', user.id)
      .where('status', '=', 'unread')
      .execute();
    return { detail: ERRORS.allNotificationsRead };
  });

  on(E.markAsRead, { load: ownNotification }, async ({ record: row }) => {
    // Only unread becomes read: an archived notification stays archived (spec 02 §4).
    if (row.status === 'unread') {
      await db
        .updateTable('notifications')
        .set({ status: 'read', updated_at: ctx.now().toISOString() })
        .where('id', '=', row.id)
        .where('status', '=', 'unread')
        .execute();
    }
    return { detail: ERRORS.notificationRead };
  });

  on(E.archive, { load: ownNotification }, async ({ record: row }) => {
    if (row.status !== 'archived') {
      await db
        .updateTable('notifications')
        .set({ status: 'archived', updated_at: ctx.now().toISOString() })
        .where('id', '=', row.id)
        .execute();
    }
    return { detail: ERRORS.notificationArchived };
  });

  /** The signed-in user's own property requests, as the tenant's requests list. */
  function ownRequests(userId: number) {
    return db
      .selectFrom('property_requests as r')
      .innerJoin('properties as p', 'p.id', 'r.property_id')
      .where('r.user_id', '=', userId);
  }

  on(E.requests, async ({ request, user, query: filters }) => {
    const window = pageWindow(filters);
    let query = ownRequests(user.id);
    if (filters.status) query = query.where('r.status', '=', REQUEST_STATUS_BY_TENANT_STATUS[filters.status]);
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
    const language = requestLanguage(request);
    return pageEnvelope(
      ctx,
      request,
      window,
      total,
      rows.map((row) => tenantRequestOut(row, language)),
    );
  });

  /** The signed-in user's own property request of the path, else 404 (as for a notification). */
  async function ownRequest({ user, params }: { user: { id: number }; params: { id: number } }) {
    const row = await ownRequests(user.id)
      .selectAll('r')
      .select('p.title as property_title')
      .where('r.id', '=', params.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  on(E.cancelRequest, { load: ownRequest }, async ({ request, record: row }) => {
    const { id } = row;
    if (row.status !== 'pendiente') throw fieldError('status', ERRORS.requestCancelNotPending);
    const now = ctx.now().toISOString();
    const result = await db
      .updateTable('property_requests')
      .set({ status: 'cancelada', updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pendiente')
      .executeTakeFirst();
    // Decided by the owner in the meantime.
    if (Number(result.numUpdatedRows) === 0) throw fieldError('status', ERRORS.requestCancelNotPending);
    return tenantRequestOut({ ...row, status: 'cancelada', updated_at: now }, requestLanguage(request));
  });
}
