import { NotificationBell } from '../notification-bell/NotificationBell';
import {
  type ConnectedElementProps,
  defineElement,
  ElementShell,
  emit,
  portalHref,
  useElementConvive,
} from './defineElement';

export interface ConviveNotificationBellProps extends ConnectedElementProps {
  notificationsUrl?: string;
  portalUrl?: string;
  pollIntervalMs?: number;
}

/**
 * <convive-notification-bell>: the bell; its dropdown opens inside the shadow root, its items link to
 * the Convive portal (`portal-url`, else the origin of `api-base`).
 */
export function ConviveNotificationBell(props: ConviveNotificationBellProps) {
  const { container, locale, notificationsUrl, portalUrl, apiBase, pollIntervalMs } = props;
  const convive = useElementConvive(props);
  return (
    <ElementShell convive={convive} locale={locale} container={container}>
      <NotificationBell
        portalRoot={container ?? null}
        onNotification={(notification) => emit(container, 'convive-notification', notification)}
        notificationsUrl={notificationsUrl || portalHref('/dashboard/notifications', portalUrl, apiBase)}
        // Each item leads to its screen on the Convive portal, never to a path on the partner's site.
        baseUrl={portalHref('', portalUrl, apiBase)}
        {...(pollIntervalMs !== undefined && pollIntervalMs > 0 ? { pollIntervalMs } : {})}
      />
    </ElementShell>
  );
}

defineElement('convive-notification-bell', ConviveNotificationBell);
