import { lazy, Suspense } from 'react';
import { useNotificationsStore } from '../app/notifications';
import { LoadBoundary } from '../ui/LoadBoundary';

// The bell is only for signed-in users: loaded on demand so a visitor's first page does not pay for
// it (bench/portal.mjs budget).
const NotificationBell = lazy(() => import('./notificationBellModule'));

/** The widgets' notification bell on the app's shared notifications store. */
export function HeaderNotificationBell() {
  const store = useNotificationsStore();
  const placeholder = <span style={{ display: 'inline-block', width: 40, height: 40 }} aria-hidden="true" />;
  if (!store) return placeholder;
  return (
    <LoadBoundary fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <NotificationBell store={store} />
      </Suspense>
    </LoadBoundary>
  );
}
