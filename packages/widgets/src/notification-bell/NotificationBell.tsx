import { useConvive } from '../core/context';
import { WidgetRoot } from '../core/WidgetRoot';
import { NotificationBellView } from './NotificationBellView';
import css from './notificationBell.css?inline';
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
}

/* -------------------------------------------------------------------------------------------------
 * NotificationBell
 * -----------------------------------------------------------------------------------------------*/

/**
 * The navigation bar's bell (spec 01 §2, spec 02 §2): a badge with the unread count ('9+' above 9)
 * and a dropdown of at most 5 unread notifications, newest first, kept live by the socket with
 * polling as the fallback. Renders nothing while nobody is signed in.
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
}: NotificationBellProps) {
  const { locale, copy } = useConvive();
  const bell = useNotificationBell({ WebSocket, pollIntervalMs, onNotification, storage, store, now });
  if (!bell.signedIn) return null;
  return (
    <WidgetRoot className="convive-notification-bell" css={css}>
      <NotificationBellView
        bell={bell}
        locale={locale}
        copy={copy.notificationBell}
        notificationsUrl={notificationsUrl}
        portalRoot={portalRoot}
        defaultOpen={defaultOpen}
      />
    </WidgetRoot>
  );
}
