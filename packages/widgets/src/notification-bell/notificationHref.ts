import type { Notification } from '@convive/sdk';

/**
 * Where a notification leads: the portal screen that shows what it is about, for the
 * reader's role, as a path ('/dashboard/appointments'). Null when it is about nothing the portal
 * shows (or an id is missing). The bell's items and the portal's notifications page link there.
 */
export function notificationHref(
  notification: Pick<Notification, 'related_object_type' | 'related_object_id'> &
    Partial<Pick<Notification, 'notification_type'>>,
  isLandlord: boolean,
): string | null {
  const id = notification.related_object_id;
  // A saved-search alert is about the property that matched: its page, whatever the
  // related type says; one about the search itself leads to the saved searches.
  if (notification.notification_type === 'busqueda') {
    if (notification.related_object_type === 'saved_search') return '/dashboard/saved-searches';
    return id ? `/properties/${id}` : '/dashboard/saved-searches';
  }
  switch (notification.related_object_type) {
    case 'appointment':
      return '/dashboard/appointments';
    case 'property_request':
      return isLandlord ? '/dashboard/landlord-applications' : '/dashboard/requests';
    case 'property':
      return id ? `/properties/${id}` : null;
    case 'room':
      return id ? `/rooms/${id}` : null;
    default:
      return null;
  }
}
