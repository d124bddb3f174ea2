import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../schemas';
import {
  DROPDOWN_EVENT_TYPES,
  isDropdownEvent,
  NOTIFICATION_TYPE_BY_EVENT,
  notificationTypeForEvent,
} from './eventTypes';

describe('notificationTypeForEvent', () => {
  it('maps property_favorited to property', () => {
    expect(notificationTypeForEvent('property_favorited')).toBe('property');
  });

  it('maps the five room events to room', () => {
    for (const type of [
      'room_created',
      'room_updated',
      'room_status_changed',
      'room_price_changed',
      'room_availability_changed',
    ]) {
      expect(notificationTypeForEvent(type)).toBe('room');
    }
  });

  it('maps message_received to message', () => {
    expect(notificationTypeForEvent('message_received')).toBe('message');
  });

  it('maps the three request events to request', () => {
    expect(notificationTypeForEvent('request_created')).toBe('request');
    expect(notificationTypeForEvent('request_approved')).toBe('request');
    expect(notificationTypeForEvent('request_rejected')).toBe('request');
  });

  it('maps the four appointment events to appointment', () => {
    expect(notificationTypeForEvent('appointment_created')).toBe('appointment');
    expect(notificationTypeForEvent('appointment_confirmed')).toBe('appointment');
    expect(notificationTypeForEvent('appointment_canceled')).toBe('appointment');
    expect(notificationTypeForEvent('appointment_completed')).toBe('appointment');
  });

  it('maps the saved-search alert to busqueda and the visit reminder to appointment', () => {
    expect(notificationTypeForEvent('saved_search_match')).toBe('busqueda');
    expect(notificationTypeForEvent('appointment_reminder')).toBe('appointment');
  });

  it('gives system for anything else', () => {
    expect(notificationTypeForEvent('system_maintenance')).toBe('system');
    expect(notificationTypeForEvent('appointment_cancelled')).toBe('system');
    expect(notificationTypeForEvent('PROPERTY_FAVORITED')).toBe('system');
    expect(notificationTypeForEvent('')).toBe('system');
    expect(notificationTypeForEvent(null)).toBe('system');
    expect(notificationTypeForEvent(undefined)).toBe('system');
  });

  it('is not fooled by object prototype keys', () => {
    expect(notificationTypeForEvent('toString')).toBe('system');
    expect(notificationTypeForEvent('constructor')).toBe('system');
    expect(notificationTypeForEvent('__proto__')).toBe('system');
  });

  it('covers every known event type of the contract', () => {
    expect(Object.keys(NOTIFICATION_TYPE_BY_EVENT).sort()).toEqual([...EVENT_TYPES].sort());
  });
});

describe('DROPDOWN_EVENT_TYPES and isDropdownEvent', () => {
  it('lists the seven dropdown types of spec 02 §4, then the saved-search alert and the visit reminder', () => {
    expect(DROPDOWN_EVENT_TYPES).toEqual([
      'appointment_created',
      'appointment_confirmed',
      'appointment_canceled',
      'property_favorited',
      'message_received',
      'request_approved',
      'request_rejected',
      'saved_search_match',
      'appointment_reminder',
    ]);
  });

  it('accepts the nine', () => {
    for (const type of DROPDOWN_EVENT_TYPES) expect(isDropdownEvent(type)).toBe(true);
  });

  it('rejects the other known types', () => {
    expect(isDropdownEvent('request_created')).toBe(false);
    expect(isDropdownEvent('appointment_completed')).toBe(false);
    expect(isDropdownEvent('room_created')).toBe(false);
    expect(EVENT_TYPES.filter(isDropdownEvent)).toHaveLength(9);
  });

  it('rejects unknown, odd and missing types', () => {
    expect(isDropdownEvent('Message_Received')).toBe(false);
    expect(isDropdownEvent(' message_received')).toBe(false);
    expect(isDropdownEvent('')).toBe(false);
    expect(isDropdownEvent(null)).toBe(false);
    expect(isDropdownEvent(undefined)).toBe(false);
  });
});
