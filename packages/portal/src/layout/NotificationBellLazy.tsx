import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useNotificationsStore } from '../app/notifications';
import { LoadBoundary } from '../ui/LoadBoundary';

// The bell is only for signed-in users: loaded on demand so a visitor's first page does not pay for
// it (bench/portal.mjs budget).
const NotificationBell = lazy(() => import('./notificationBellModule'));

/**
 * The widgets' notification bell on the app's shared notifications store. Its items and 'Ver todas'
 * link to the app's own paths; a plain click on one goes through the router (no reload).
 */
export function HeaderNotificationBell() {
  const store = useNotificationsStore();
  const navigate = useNavigate();
  const placeholder = <span style={{ display: 'inline-block', width: 40, height: 40 }} aria-hidden="true" />;
  if (!store) return placeholder;
  return (
    <LoadBoundary fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <NotificationBell store={store} onNavigate={(href) => navigate(href)} />
      </Suspense>
    </LoadBoundary>
  );
}
