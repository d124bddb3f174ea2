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
});
