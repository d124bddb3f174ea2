import { ENDPOINTS } from '@convive/sdk';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ERRORS } from '../../errors';
import { router } from '../../http/route';
import { requestLanguage } from '../../i18n/translate';
import { pageEnvelope, pageWindow } from '../../pagination';
import { archive, markAllRead, markRead, notificationsPage, ownNotification, unreadCount } from './service';

/** The reader's notifications (spec 02 §7 "Notifications"): each handler one call to the service. */
export async function notificationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const on = router(app, ctx);
  const E = ENDPOINTS.notifications;
  const own = ({ user, params }: { user: { id: number }; params: { id: number } }) =>
    ownNotification(ctx, user.id, params.id);

  on(E.list, async ({ request, user, query }) => {
    const window = pageWindow(query);
    const page = await notificationsPage(ctx, user.id, query, window, requestLanguage(request));
    return pageEnvelope(ctx, request, window, page.total, page.results);
  });

  on(E.unreadCount, async ({ user }) => ({ unread_count: await unreadCount(ctx, user.id) }));

  on(E.markAllAsRead, async ({ user }) => {
    await markAllRead(ctx, user.id);
    return { detail: ERRORS.allNotificationsRead };
  });

  on(E.markAsRead, { load: own }, async ({ record }) => {
    await markRead(ctx, record);
    return { detail: ERRORS.notificationRead };
  });

  on(E.archive, { load: own }, async ({ record }) => {
    await archive(ctx, record);
    return { detail: ERRORS.notificationArchived };
  });
}
