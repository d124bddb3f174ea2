import { type Notification, relativeTime } from '@convive/sdk';
import { Badge, notificationHref, useConvive } from '@convive/widgets';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Archive, BellOff, Check, CheckCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLoadState } from '../../app/loadState';
import { useNotificationsStore } from '../../app/notifications';
import { keys } from '../../app/queryKeys';
import { useSession } from '../../app/session';
import {
  DEFAULT_NOTIFICATION_TAB,
  filterNotifications,
  NOTIFICATION_TABS,
  type NotificationTab,
  notificationTabCounts,
  parseNotificationTab,
} from '../../logic/tabs';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { EmptyState, ErrorState, SkeletonCards } from '../../ui/States';
import { type TabItem, Tabs } from '../../ui/Tabs';
import listStyles from '../common/list.module.css';
import { collectPages } from '../shell/collectPages';
import { type NotificationsCopy, notificationsCopy } from './copy';
import styles from './NotificationsPage.module.css';

/** The badge text of a notification type; anything unknown is 'General' (spec 02 §2). */
export function notificationTypeLabel(type: string, labels: NotificationsCopy['types']): string {
  return Object.hasOwn(labels, type) && type !== 'general'
    ? labels[type as keyof NotificationsCopy['types']]
    : labels.general;
}

/** Relative times move on once a minute. */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function setStatus(queryClient: QueryClient, change: (n: Notification) => Notification) {
  queryClient.setQueryData<Notification[]>(keys.notifications.list, (list) => list?.map(change));
}

/**
 * Notifications (spec 02 §2 "Notifications", §4, §8): every notification of the user, by tab (the
 * `tab` query parameter; unread is the default), searchable; mark as read, archive, mark all. A failed
 * load shows its error with 'Reintentar'; a failed action is only logged and puts the
 * card back.
 */
export function Component() {
  const { client } = useConvive();
  const { isLandlord } = useSession();
  const queryClient = useQueryClient();
  const store = useNotificationsStore();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = parseNotificationTab(searchParams.get('tab'));
  const tab = requested === 'busqueda' && isLandlord ? DEFAULT_NOTIFICATION_TAB : requested;
  const [search, setSearch] = useState('');
  const now = useNow();
  const copy = notificationsCopy.useCopy();

  const notifications = useQuery({
    // Under keys.notifications.all, so a live notification refreshes this list too (spec 02 §4).
    queryKey: keys.notifications.list,
    queryFn: async () => {
      try {
        return await collectPages((params) => client.notifications.list(params));
      } catch (error) {
        // Spec 02 §8: logged; the page shows its error, never "No hay notificaciones".
        console.warn('No se pudieron cargar las notificaciones', error);
        throw error;
      }
    },
  });
  const load = useLoadState(notifications, keys.notifications.list);
  const list = notifications.data ?? [];
  const loading = load.state === 'loading';

  /** After any action: this list from the server, and the bell's and the sidebar's unread count. */
  const resync = () => {
    void queryClient.invalidateQueries({ queryKey: keys.notifications.all });
    void store?.getState().refresh();
  };

  const markAsRead = useMutation({
    mutationFn: (id: number) => client.notifications.markAsRead(id),
    onMutate: (id) => setStatus(queryClient, (n) => (n.id === id ? { ...n, status: 'read' } : n)),
    onError: (error) => console.warn('No se pudo marcar la notificación como leída', error),
    onSettled: resync,
  });
  const archive = useMutation({
    mutationFn: (id: number) => client.notifications.archive(id),
    onMutate: (id) => setStatus(queryClient, (n) => (n.id === id ? { ...n, status: 'archived' } : n)),
    onError: (error) => console.warn('No se pudo archivar la notificación', error),
    onSettled: resync,
  });
  const markAll = useMutation({
    mutationFn: () => client.notifications.markAllAsRead(),
    onMutate: () => setStatus(queryClient, (n) => (n.status === 'unread' ? { ...n, status: 'read' } : n)),
    onError: (error) => console.warn('No se pudieron marcar todas las notificaciones como leídas', error),
    onSettled: resync,
  });

  const counts = notificationTabCounts(list, search);
  const shown = filterNotifications(list, tab, search);
  const hasUnread = list.some((n) => n.status === 'unread');
  // Landlords cannot save searches: their 'Búsquedas' tab would always be empty.
  const tabs: TabItem<NotificationTab>[] = NOTIFICATION_TABS.filter(
    (key) => key !== 'busqueda' || !isLandlord,
  ).map((key) => ({
    key,
    label: copy.tabs[key],
    count: counts[key],
  }));

  const selectTab = (next: NotificationTab) => {
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        if (next === 'unread') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  };

  return (
    <>
      <DocumentTitle>{copy.documentTitle}</DocumentTitle>
      <PageHeader
        title={copy.title}
        description={copy.description}
        actions={
          <button
            type="button"
            className="btn btn--outline"
            disabled={loading || !hasUnread || markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <CheckCheck aria-hidden="true" />
            {copy.markAll}
          </button>
        }
      />
      <div className={styles.toolbar}>
        <SearchInput value={search} onChange={setSearch} placeholder={copy.search} />
      </div>
      <Tabs items={tabs} value={tab} onChange={selectTab} label={copy.tabsLabel}>
        {loading ? (
          <SkeletonCards count={3} label={copy.loading} />
        ) : load.failed ? (
          <ErrorState message={copy.loadFailed} onRetry={load.retry} />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<BellOff />}
            title={copy.empty}
            text={search.trim() ? copy.noMatch : copy.emptyText}
            action={
              search.trim() ? (
                <button type="button" className="btn btn--outline" onClick={() => setSearch('')}>
                  {copy.clearSearch}
                </button>
              ) : undefined
            }
          />
        ) : (
          <ul className={listStyles.column}>
            {shown.map((notification) => (
              <NotificationCard
                key={notification.id}
                notification={notification}
                href={notificationHref(notification, isLandlord)}
                now={now}
                copy={copy}
                onRead={() => markAsRead.mutate(notification.id)}
                onArchive={() => archive.mutate(notification.id)}
              />
            ))}
          </ul>
        )}
      </Tabs>
    </>
  );
}

function NotificationCard({
  notification,
  href,
  now,
  copy,
  onRead,
  onArchive,
}: {
  notification: Notification;
  /** What it is about; opening it marks it as read. */
  href: string | null;
  now: number;
  copy: NotificationsCopy;
  onRead(): void;
  onArchive(): void;
}) {
  const unread = notification.status === 'unread';
  const { intlLocale } = useConvive();
  const titleId = `notification-${notification.id}-title`;
  return (
    <li className={`card ${styles.card}`} data-unread={unread} data-testid="notification-card">
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.title}>
          {unread ? <span className="visually-hidden">{copy.unreadPrefix}</span> : null}
          {href ? (
            <Link to={href} className={styles.titleLink} onClick={unread ? onRead : undefined}>
              {notification.title}
            </Link>
          ) : (
            notification.title
          )}
        </h2>
        <Badge tone="info">{notificationTypeLabel(notification.notification_type, copy.types)}</Badge>
      </div>
      <p className={styles.message}>{notification.message}</p>
      <div className={styles.cardFoot}>
        <time dateTime={notification.created_at} className={styles.time}>
          {relativeTime(notification.created_at, now, intlLocale)}
        </time>
        <div className={styles.actions}>
          {unread ? (
            <button type="button" className="btn btn--ghost btn--sm" onClick={onRead}>
              <Check aria-hidden="true" />
              {copy.markRead}
            </button>
          ) : null}
          {notification.status !== 'archived' ? (
            <button type="button" className="btn btn--ghost btn--sm" onClick={onArchive}>
              <Archive aria-hidden="true" />
              {copy.archive}
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
