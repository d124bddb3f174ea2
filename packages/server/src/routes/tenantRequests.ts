import {
  AUTO_DECLINE_REPLY,
  DEFAULT_LANGUAGE,
  ENDPOINTS,
  type Language,
  type PropertyRequestStatus,
  TENANT_STATUS_BY_REQUEST_STATUS,
  type TenantRequest,
  type TenantRequestStatus,
} from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { PropertyRequestRow } from '../db/schema';
import { ERRORS, fieldError, notFound } from '../errors';
import { router } from '../http/route';
import { requestLanguage } from '../i18n/translate';
import { pageEnvelope, pageWindow } from '../pagination';
import { AUTO_DECLINE_MESSAGE } from './propertyRequests';

/* The tenant's requests view (spec 02 §7). */

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

/** The tenant's own requests, under the notifications' paths (spec 02 §7 "Mis solicitudes"). */
export async function tenantRequestRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  const on = router(app, ctx);
  const E = ENDPOINTS.notifications;

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
