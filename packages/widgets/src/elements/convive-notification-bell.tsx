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

/** <convive-notification-bell>: the bell; its dropdown opens inside the shadow root. */
export function ConviveNotificationBell(props: ConviveNotificationBellProps) {
  const { container, locale, notificationsUrl, portalUrl, apiBase, pollIntervalMs } = props;
  const convive = useElementConvive(props);
  return (
    <ElementShell convive={convive} locale={locale} container={container}>
      <NotificationBell
        portalRoot={container ?? null}
        onNotification={(notification) => emit(container, 'convive-notification', notification)}
        notificationsUrl={notificationsUrl || portalHref('/dashboard/notifications', portalUrl, apiBase)}
        {...(pollIntervalMs !== undefined && pollIntervalMs > 0 ? { pollIntervalMs } : {})}
      />
    </ElementShell>
  );
}

defineElement('convive-notification-bell', ConviveNotificationBell);
