import type { Notification } from '@convive/sdk';

/**
 * Where a notification leads (issue 14 #15): the portal screen that shows what it is about, for the
 * reader's role, as a path ('/dashboard/appointments'). Null when it is about nothing the portal
 * shows (or an id is missing). The bell's items and the portal's notifications page link there.
 */
export function notificationHref(
  notification: Pick<Notification, 'related_object_type' | 'related_object_id'>,
  isLandlord: boolean,
): string | null {
  const id = notification.related_object_id;
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
