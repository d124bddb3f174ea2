import { NotificationBell } from '../notification-bell/NotificationBell';
import {
  type ConnectedElementProps,
  defineElement,
  ElementShell,
  emit,
  useElementConvive,
} from './defineElement';

export interface ConviveNotificationBellProps extends ConnectedElementProps {
  notificationsUrl?: string;
  pollIntervalMs?: number;
}

/** <convive-notification-bell>: the bell; its dropdown opens inside the shadow root. */
export function ConviveNotificationBell(props: ConviveNotificationBellProps) {
  const { container, locale, notificationsUrl, pollIntervalMs } = props;
  const convive = useElementConvive(props);
  return (
    <ElementShell convive={convive} locale={locale}>
      <NotificationBell
        portalRoot={container ?? null}
        onNotification={(notification) => emit(container, 'convive-notification', notification)}
        {...(notificationsUrl ? { notificationsUrl } : {})}
        {...(pollIntervalMs !== undefined && pollIntervalMs > 0 ? { pollIntervalMs } : {})}
      />
    </ElementShell>
  );
}

defineElement('convive-notification-bell', ConviveNotificationBell);
