import type { Notification } from '@convive/sdk';
import { useConvive } from '../core/context';
import { useStoreValue } from '../core/useStore';
import { WidgetRoot } from '../core/WidgetRoot';
import { NotificationBellView } from './NotificationBellView';
import css from './notificationBell.css?inline';
import { notificationHref } from './notificationHref';
import { type UseNotificationBellOptions, useNotificationBell } from './useNotificationBell';

export interface NotificationBellProps extends UseNotificationBellOptions {
  /**
   * Where 'Ver todas' leads.
   * @default '/dashboard/notifications'
   */
  notificationsUrl?: string;
  /**
   * A node to portal the dropdown into (a shadow root, or an element inside one, is styled and
   * focusable there). Without it the dropdown renders inline, beside the button, which already works
   * in a page and inside a custom element's shadow root; either way it is positioned under the button.
   * @default null (inline)
   */
  portalRoot?: HTMLElement | ShadowRoot | null;
  /**
   * Whether the dropdown starts open (it is uncontrolled afterwards).
   * @default false
   */
  defaultOpen?: boolean;
  /**
   * Where an item leads (its title becomes a link over the item; following it marks it as read and
   * closes the dropdown); null leaves it unlinked.
   * @default the portal screen of what it is about (`notificationHref`, for the user's role), under `baseUrl`
   */
  hrefFor?: (notification: Notification) => string | null;
  /**
   * What the default `hrefFor`'s paths go under: the portal's origin when the bell is on another site.
   * @default '' (paths on this site)
   */
  baseUrl?: string;
  /**
   * Called instead of following an item's link or 'Ver todas' on a plain click (a modified or middle
   * click still opens a new tab): a single-page app navigates with its router.
   */
  onNavigate?: (href: string) => void;
}

/* -------------------------------------------------------------------------------------------------
 * NotificationBell
 * -----------------------------------------------------------------------------------------------*/

/**
 * The navigation bar's bell (spec 01 §2, spec 02 §2): a badge with the unread count ('9+' above 9)
 * and a dropdown of at most 5 unread notifications, newest first, kept live by the socket with
 * polling as the fallback; each leads to what it is about. Renders nothing while nobody
 * is signed in.
 */
export function NotificationBell({
  notificationsUrl = '/dashboard/notifications',
  portalRoot,
  WebSocket,
  pollIntervalMs,
  onNotification,
  storage,
  store,
  now,
  defaultOpen = false,
  hrefFor,
  baseUrl = '',
  onNavigate,
}: NotificationBellProps) {
  const { locale, copy, stores } = useConvive();
  const bell = useNotificationBell({ WebSocket, pollIntervalMs, onNotification, storage, store, now });
  const isLandlord = useStoreValue(stores.session, (s) => s.user?.is_landlord === true);
  if (!bell.signedIn) return null;
  const linkOf =
    hrefFor ??
    ((n: Notification) => {
      const path = notificationHref(n, isLandlord);
      return path === null ? null : `${baseUrl.replace(/\/+$/, '')}${path}`;
    });
  return (
    <WidgetRoot className="convive-notification-bell" css={css}>
      <NotificationBellView
        bell={bell}
        locale={locale}
        copy={copy.notificationBell}
        notificationsUrl={notificationsUrl}
        portalRoot={portalRoot}
        defaultOpen={defaultOpen}
        hrefFor={linkOf}
        onNavigate={onNavigate}
      />
    </WidgetRoot>
  );
}
