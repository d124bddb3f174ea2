import { describe, expect, it } from 'vitest';
import { notificationHref } from './notificationHref';

describe('notificationHref', () => {
  it.each([
    ['appointment', 7, false, '/dashboard/appointments'],
    ['appointment', 7, true, '/dashboard/appointments'],
    ['property_request', 3, true, '/dashboard/landlord-applications'],
    ['property_request', 3, false, '/dashboard/requests'],
    ['property', 9, false, '/properties/9'],
    ['room', 12, false, '/rooms/12'],
    ['room', null, false, null],
    ['something_else', 1, false, null],
    [null, null, false, null],
  ] as const)('%s %s (landlord %s) → %s', (type, id, landlord, href) => {
    expect(notificationHref({ related_object_type: type, related_object_id: id }, landlord)).toBe(href);
  });

  it('leads a saved-search alert (type busqueda) to the matching property', () => {
    const alert = { notification_type: 'busqueda', related_object_id: 42 } as const;
    expect(notificationHref({ ...alert, related_object_type: 'property' }, false)).toBe('/properties/42');
    expect(notificationHref({ ...alert, related_object_type: null }, false)).toBe('/properties/42');
    expect(notificationHref({ ...alert, related_object_type: 'saved_search' }, false)).toBe(
      '/dashboard/saved-searches',
    );
    expect(
      notificationHref(
        { notification_type: 'busqueda', related_object_type: null, related_object_id: null },
        false,
      ),
    ).toBe('/dashboard/saved-searches');
  });

  it('leads a visit reminder like every visit notification', () => {
    expect(
      notificationHref(
        { notification_type: 'appointment', related_object_type: 'appointment', related_object_id: 5 },
        true,
      ),
    ).toBe('/dashboard/appointments');
  });
});
