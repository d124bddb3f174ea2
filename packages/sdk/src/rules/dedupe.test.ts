import { describe, expect, it } from 'vitest';
import { type LiveEvent, liveEventSchema, type Notification, notificationSchema } from '../schemas';
import {
  eventToNotification,
  isDuplicateEvent,
  isDuplicateNotification,
  isSameNotification,
  mergeNotifications,
} from './dedupe';

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    title: 'Nueva cita',
    message: 'Tienes una nueva cita',
    notification_type: 'appointment',
    status: 'unread',
    related_object_id: 10,
    related_object_type: 'appointment',
    event_type: 'appointment_created',
    user: 5,
    created_at: '2025-01-01T10:00:00Z',
    updated_at: '2025-01-01T10:00:00Z',
    ...overrides,
  };
}

function event(overrides: Partial<LiveEvent> = {}, data: Partial<LiveEvent['data']> = {}): LiveEvent {
  return {
    type: 'appointment_created',
    data: {
      id: 1,
      related_object_id: 10,
      related_object_type: 'appointment',
      title: 'Nueva cita',
      message: 'Tienes una nueva cita',
      ...data,
    },
    target_user_id: 5,
    timestamp: '2025-01-01T10:00:00Z',
    ...overrides,
  };
}

describe('isDuplicateNotification', () => {
  it('is false for an empty list', () => {
    expect(isDuplicateNotification([], { id: 1, related_object_id: 10 })).toBe(false);
  });

  it('is a duplicate when the id matches, whatever else differs', () => {
    const list = [{ id: 7, related_object_id: 1, notification_type: 'room', event_type: 'room_created' }];
    expect(
      isDuplicateNotification(list, {
        id: 7,
        related_object_id: 99,
        notification_type: 'message',
        event_type: 'message_received',
      }),
    ).toBe(true);
    expect(isDuplicateNotification(list, { id: 7, related_object_id: null })).toBe(true);
  });

  it('is a duplicate when the related object and the event type match', () => {
    const list = [
      { id: 1, related_object_id: 10, notification_type: 'appointment', event_type: 'appointment_created' },
    ];
    expect(
      isDuplicateNotification(list, {
        id: 2,
        related_object_id: 10,
        notification_type: 'appointment',
        event_type: 'appointment_created',
      }),
    ).toBe(true);
  });

  it('is not a duplicate when the related object matches but the event types differ', () => {
    const list = [
      { id: 1, related_object_id: 10, notification_type: 'appointment', event_type: 'appointment_created' },
    ];
    expect(
      isDuplicateNotification(list, {
        id: 2,
        related_object_id: 10,
        notification_type: 'appointment',
        event_type: 'appointment_confirmed',
      }),
    ).toBe(false);
  });

  it('compares event types even when the notification types match but not vice versa', () => {
    // Same event type, different notification type: the event type decides.
    const list = [{ id: 1, related_object_id: 10, notification_type: 'system', event_type: 'custom_event' }];
    expect(
      isDuplicateNotification(list, {
        id: 2,
        related_object_id: 10,
        notification_type: 'room',
        event_type: 'custom_event',
      }),
    ).toBe(true);
  });

  it('falls back to the notification type when either event type is missing or empty', () => {
    const list = [{ id: 1, related_object_id: 10, notification_type: 'appointment', event_type: '' }];
    expect(
      isDuplicateNotification(list, {
        id: 2,
        related_object_id: 10,
        notification_type: 'appointment',
        event_type: 'appointment_confirmed',
      }),
    ).toBe(true);
    expect(isDuplicateNotification(list, { id: 2, related_object_id: 10, notification_type: 'room' })).toBe(
      false,
    );
    expect(
      isDuplicateNotification([{ id: 1, related_object_id: 10, notification_type: 'room' }], {
        id: 3,
        related_object_id: 10,
        notification_type: 'room',
      }),
    ).toBe(true);
  });

  it('is not a duplicate by related object when a type is missing on either side', () => {
    expect(
      isDuplicateNotification([{ id: 1, related_object_id: 10 }], { id: 2, related_object_id: 10 }),
    ).toBe(false);
    expect(
      isDuplicateNotification([{ id: 1, related_object_id: 10, notification_type: 'room' }], {
        id: 2,
        related_object_id: 10,
      }),
    ).toBe(false);
  });

  it('never matches on a null related object', () => {
    const list = [{ id: 1, related_object_id: null, notification_type: 'system', event_type: 'welcome' }];
    expect(
      isDuplicateNotification(list, {
        id: 2,
        related_object_id: null,
        notification_type: 'system',
        event_type: 'welcome',
      }),
    ).toBe(false);
  });

  it('is not a duplicate when the related objects differ', () => {
    const list = [notification({ id: 1, related_object_id: 10 })];
    expect(isDuplicateNotification(list, notification({ id: 2, related_object_id: 11 }))).toBe(false);
  });

  it('accepts full notifications', () => {
    const list = [notification({ id: 1 }), notification({ id: 2, related_object_id: 20 })];
    expect(isDuplicateNotification(list, notification({ id: 3, related_object_id: 20 }))).toBe(true);
    expect(isDuplicateNotification(list, notification({ id: 3, related_object_id: 30 }))).toBe(false);
  });

  it('isSameNotification is symmetric', () => {
    const a = { id: 1, related_object_id: 10, notification_type: 'appointment', event_type: '' };
    const b = {
      id: 2,
      related_object_id: 10,
      notification_type: 'appointment',
      event_type: 'appointment_created',
    };
    expect(isSameNotification(a, b)).toBe(true);
    expect(isSameNotification(b, a)).toBe(true);
  });
});

describe('isDuplicateEvent', () => {
  it('is a duplicate when type, data id and timestamp all match', () => {
    expect(isDuplicateEvent([event()], event())).toBe(true);
  });

  it('ignores the other fields', () => {
    expect(
      isDuplicateEvent(
        [event()],
        event({ target_user_id: 9 }, { title: 'Otro', message: 'x', related_object_id: 3 }),
      ),
    ).toBe(true);
  });

  it.each([
    ['the type', event({ type: 'appointment_confirmed' })],
    ['the data id', event({}, { id: 2 })],
    ['the timestamp', event({ timestamp: '2025-01-01T10:00:01Z' })],
  ])('is not a duplicate when %s differs', (_what, candidate) => {
    expect(isDuplicateEvent([event()], candidate)).toBe(false);
  });

  it('is false for no events seen', () => {
    expect(isDuplicateEvent([], event())).toBe(false);
  });

  it('finds the match anywhere in the list', () => {
    const seen = [event({}, { id: 3 }), event({}, { id: 4 }), event()];
    expect(isDuplicateEvent(seen, event())).toBe(true);
  });
});

describe('eventToNotification', () => {
  it('builds an unread notification from the event', () => {
    const result = eventToNotification(event(), 5);
    expect(result).toEqual({
      id: 1,
      title: 'Nueva cita',
      message: 'Tienes una nueva cita',
      notification_type: 'appointment',
      status: 'unread',
      related_object_id: 10,
      related_object_type: 'appointment',
      event_type: 'appointment_created',
      user: 5,
      created_at: '2025-01-01T10:00:00Z',
      updated_at: '2025-01-01T10:00:00Z',
    });
    expect(notificationSchema.parse(result)).toEqual(result);
  });

  it.each([
    ['property_favorited', 'property'],
    ['room_created', 'room'],
    ['room_updated', 'room'],
    ['room_status_changed', 'room'],
    ['room_price_changed', 'room'],
    ['room_availability_changed', 'room'],
    ['message_received', 'message'],
    ['request_created', 'request'],
    ['request_approved', 'request'],
    ['request_rejected', 'request'],
    ['appointment_created', 'appointment'],
    ['appointment_confirmed', 'appointment'],
    ['appointment_canceled', 'appointment'],
    ['appointment_completed', 'appointment'],
    ['something_else', 'system'],
  ])('maps event type %s to notification type %s', (type, expected) => {
    const result = eventToNotification(event({ type }), 5);
    expect(result.notification_type).toBe(expected);
    expect(result.event_type).toBe(type);
  });

  it('keeps a null related object and takes the user given', () => {
    const result = eventToNotification(event({}, { related_object_id: null, related_object_type: null }), 42);
    expect(result.related_object_id).toBeNull();
    expect(result.related_object_type).toBeNull();
    expect(result.user).toBe(42);
  });

  it('works on an event parsed without related_object_type (defaulted to null)', () => {
    const parsed = liveEventSchema.parse({
      type: 'message_received',
      data: { id: 3, related_object_id: 8, title: 'Mensaje', message: 'Hola' },
      target_user_id: 5,
      timestamp: '2025-02-01T09:00:00Z',
    });
    const result = eventToNotification(parsed, 5);
    expect(result.related_object_type).toBeNull();
    expect(result.notification_type).toBe('message');
    expect(result.created_at).toBe('2025-02-01T09:00:00Z');
    expect(result.updated_at).toBe('2025-02-01T09:00:00Z');
  });
});

describe('mergeNotifications', () => {
  it('adds a new notification and sorts newest first', () => {
    const older = notification({ id: 1, related_object_id: 1, created_at: '2025-01-01T10:00:00Z' });
    const newer = notification({ id: 2, related_object_id: 2, created_at: '2025-01-02T10:00:00Z' });
    expect(mergeNotifications([older], newer)).toEqual([newer, older]);
  });

  it('accepts several incoming notifications', () => {
    const a = notification({ id: 1, related_object_id: 1, created_at: '2025-01-01T10:00:00Z' });
    const b = notification({ id: 2, related_object_id: 2, created_at: '2025-01-03T10:00:00Z' });
    const c = notification({ id: 3, related_object_id: 3, created_at: '2025-01-02T10:00:00Z' });
    expect(mergeNotifications([a], [b, c]).map((n) => n.id)).toEqual([2, 3, 1]);
  });

  it('drops an incoming notification with an id already listed, keeping the listed one', () => {
    const listed = notification({ id: 1, status: 'read' });
    const incoming = notification({ id: 1, status: 'unread', title: 'Otro' });
    const result = mergeNotifications([listed], incoming);
    expect(result).toEqual([listed]);
    expect(result[0]).toBe(listed);
  });

  it('drops an incoming notification on the same related object and type', () => {
    const listed = notification({ id: 1, related_object_id: 10, event_type: 'appointment_created' });
    const incoming = notification({ id: 2, related_object_id: 10, event_type: 'appointment_created' });
    expect(mergeNotifications([listed], incoming)).toEqual([listed]);
  });

  it('keeps notifications on the same related object with different event types', () => {
    const created = notification({ id: 1, related_object_id: 10, event_type: 'appointment_created' });
    const confirmed = notification({
      id: 2,
      related_object_id: 10,
      event_type: 'appointment_confirmed',
      created_at: '2025-01-01T11:00:00Z',
    });
    expect(mergeNotifications([created], confirmed).map((n) => n.id)).toEqual([2, 1]);
  });

  it('drops duplicates within the incoming batch and within the list, keeping the first met', () => {
    const a = notification({ id: 1, related_object_id: 1 });
    const aAgain = notification({ id: 1, related_object_id: 1, title: 'copia' });
    const b = notification({ id: 2, related_object_id: 2, title: 'primera' });
    const bAgain = notification({ id: 2, related_object_id: 2, title: 'segunda' });
    const result = mergeNotifications([a, aAgain], [b, bAgain]);
    expect(result).toHaveLength(2);
    expect(result.find((n) => n.id === 1)?.title).toBe('Nueva cita');
    expect(result.find((n) => n.id === 2)?.title).toBe('primera');
  });

  it('merges a notification made from a live event', () => {
    const listed = notification({ id: 1, related_object_id: 10, event_type: 'appointment_created' });
    const same = eventToNotification(event({}, { id: 2, related_object_id: 10 }), 5);
    const other = eventToNotification(
      event(
        { type: 'message_received', timestamp: '2025-01-05T00:00:00Z' },
        { id: 3, related_object_id: 10 },
      ),
      5,
    );
    expect(mergeNotifications([listed], [same, other]).map((n) => n.id)).toEqual([3, 1]);
  });

  it('orders by instant, not by text, and puts the higher id first on a tie', () => {
    const utc = notification({ id: 1, related_object_id: 1, created_at: '2025-01-01T10:00:00Z' });
    // 11:30 at +02:00 is 09:30 UTC: older than `utc` although its text sorts after.
    const zoned = notification({ id: 2, related_object_id: 2, created_at: '2025-01-01T11:30:00+02:00' });
    const tie = notification({ id: 3, related_object_id: 3, created_at: '2025-01-01T10:00:00Z' });
    expect(mergeNotifications([zoned, utc], tie).map((n) => n.id)).toEqual([3, 1, 2]);
  });

  it('puts unreadable dates last', () => {
    const bad = notification({ id: 9, related_object_id: 9, created_at: 'not a date' });
    const good = notification({ id: 1, related_object_id: 1 });
    expect(mergeNotifications([bad], good).map((n) => n.id)).toEqual([1, 9]);
  });

  it('does not modify its arguments', () => {
    const list = [
      notification({ id: 1, related_object_id: 1, created_at: '2025-01-01T10:00:00Z' }),
      notification({ id: 2, related_object_id: 2, created_at: '2025-01-02T10:00:00Z' }),
    ];
    const incoming = [notification({ id: 3, related_object_id: 3 })];
    const listCopy = structuredClone(list);
    const incomingCopy = structuredClone(incoming);
    const result = mergeNotifications(list, incoming);
    expect(list).toEqual(listCopy);
    expect(incoming).toEqual(incomingCopy);
    expect(result).not.toBe(list);
  });

  it('returns an empty list for nothing', () => {
    expect(mergeNotifications([], [])).toEqual([]);
  });
});
