import * as z from 'zod/mini';
import { toQueryParams } from '../rules/queryParams';
import {
  detailSchema,
  type NotificationFilters,
  notificationSchema,
  type TenantRequestFilters,
  tenantRequestSchema,
  unreadCountSchema,
} from '../schemas';
import { type Http, pageOf, seg } from './http';

const acknowledgement = z.optional(detailSchema);

/** Notifications and the tenant's requests view (spec 02 §7 "Notifications"). */
export function notificationsApi(http: Http) {
  return {
    /** GET /notifications/notifications/ — a page, filtered by status, type or search. */
    list: (filters: NotificationFilters = {}) =>
      http.request('GET', 'notifications/notifications/', {
        searchParams: toQueryParams(filters),
        schema: pageOf(notificationSchema),
      }),
    /** GET /notifications/unread-count/ */
    unreadCount: () =>
      http
        .request('GET', 'notifications/unread-count/', { schema: unreadCountSchema })
        .then((body) => body.unread_count),
    /** POST /notifications/notifications/{id}/mark_as_read/ */
    markAsRead: (id: number) =>
      http.request('POST', `notifications/notifications/${seg(id)}/mark_as_read/`, {
        schema: acknowledgement,
      }),
    /** POST /notifications/notifications/{id}/archive/ */
    archive: (id: number) =>
      http.request('POST', `notifications/notifications/${seg(id)}/archive/`, { schema: acknowledgement }),
    /** POST /notifications/notifications/mark_all_as_read/ */
    markAllAsRead: () =>
      http.request('POST', 'notifications/notifications/mark_all_as_read/', { schema: acknowledgement }),
    /** GET /notifications/requests/ — the tenant's requests (English statuses). */
    requests: (filters: TenantRequestFilters = {}) =>
      http.request('GET', 'notifications/requests/', {
        searchParams: toQueryParams(filters),
        schema: pageOf(tenantRequestSchema),
      }),
    /** POST /notifications/requests/{id}/cancel/ — the tenant cancels a pending request. */
    cancelRequest: (id: number) =>
      http.request('POST', `notifications/requests/${seg(id)}/cancel/`, { schema: tenantRequestSchema }),
  };
}
export type NotificationsApi = ReturnType<typeof notificationsApi>;
