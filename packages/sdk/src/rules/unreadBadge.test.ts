import { describe, expect, it } from 'vitest';
import type { Notification } from '../schemas';
import {
  compareNewestFirst,
  DROPDOWN_MAX_ITEMS,
  dropdownNotifications,
  instantMs,
  UNREAD_BADGE_MAX,
  unreadBadgeText,
} from './unreadBadge';

function notification(over: Partial<Notification> & { id: number }): Notification {
  return {
    title: `N${over.id}`,
    message: '',
    notification_type: 'system',
    status: 'unread',
    related_object_id: null,
    related_object_type: null,
    event_type: '',
    user: 1,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...over,
  };
}

describe('unreadBadgeText', () => {
  it('shows no badge for 0, negatives and non-numbers', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(-1)).toBeNull();
    expect(unreadBadgeText(Number.NaN)).toBeNull();
    expect(unreadBadgeText(null)).toBeNull();
    expect(unreadBadgeText(undefined)).toBeNull();
    expect(unreadBadgeText(0.5)).toBeNull();
  });

  it('shows 1 to 9 as they are', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(5)).toBe('5');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(9.9)).toBe('9');
  });

  it("shows '9+' above 9", () => {
    expect(UNREAD_BADGE_MAX).toBe(9);
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(250)).toBe('9+');
    expect(unreadBadgeText(Number.POSITIVE_INFINITY)).toBe('9+');
  });
});

describe('instantMs and compareNewestFirst', () => {
  it('parses ISO instants and sends unreadable ones to the end', () => {
    expect(instantMs('1970-01-01T00:00:01Z')).toBe(1000);
    expect(instantMs('not a date')).toBe(Number.NEGATIVE_INFINITY);
    expect(instantMs('')).toBe(Number.NEGATIVE_INFINITY);
    expect(instantMs(null)).toBe(Number.NEGATIVE_INFINITY);
  });

  it('orders newest first, then by higher id', () => {
    const older = { id: 1, created_at: '2026-01-01T00:00:00Z' };
    const newer = { id: 2, created_at: '2026-01-02T00:00:00Z' };
    const twin = { id: 3, created_at: '2026-01-02T00:00:00Z' };
    const broken = { id: 4, created_at: 'x' };
    expect(compareNewestFirst(newer, older)).toBeLessThan(0);
    expect(compareNewestFirst(older, newer)).toBeGreaterThan(0);
    expect(compareNewestFirst(twin, newer)).toBeLessThan(0);
    expect([broken, older, twin, newer].sort(compareNewestFirst).map((x) => x.id)).toEqual([3, 2, 1, 4]);
    expect(compareNewestFirst(broken, { id: 5, created_at: 'y' })).toBeGreaterThan(0);
  });

  it('compares instants, not texts, across zones', () => {
    const madrid = { id: 1, created_at: '2026-01-01T10:00:00+01:00' }; // 09:00Z
    const utc = { id: 2, created_at: '2026-01-01T09:30:00Z' };
    expect(compareNewestFirst(madrid, utc)).toBeGreaterThan(0);
  });
});

describe('dropdownNotifications', () => {
  it('holds at most 5', () => {
    expect(DROPDOWN_MAX_ITEMS).toBe(5);
  });

  it('keeps only unread, newest first, at most 5', () => {
    const list = [
      notification({ id: 1, created_at: '2026-01-01T00:00:00Z' }),
      notification({ id: 2, created_at: '2026-01-07T00:00:00Z', status: 'read' }),
      notification({ id: 3, created_at: '2026-01-03T00:00:00Z' }),
      notification({ id: 4, created_at: '2026-01-08T00:00:00Z', status: 'archived' }),
      notification({ id: 5, created_at: '2026-01-05T00:00:00Z' }),
      notification({ id: 6, created_at: '2026-01-02T00:00:00Z' }),
      notification({ id: 7, created_at: '2026-01-06T00:00:00Z' }),
      notification({ id: 8, created_at: '2026-01-04T00:00:00Z' }),
    ];
    expect(dropdownNotifications(list).map((n) => n.id)).toEqual([7, 5, 8, 3, 6]);
  });

  it('returns fewer when fewer are unread, and [] for none', () => {
    expect(
      dropdownNotifications([notification({ id: 1 }), notification({ id: 2, status: 'read' })]),
    ).toHaveLength(1);
    expect(dropdownNotifications([])).toEqual([]);
    expect(dropdownNotifications([notification({ id: 1, status: 'read' })])).toEqual([]);
  });

  it('does not reorder its input', () => {
    const list = [
      notification({ id: 1, created_at: '2026-01-01T00:00:00Z' }),
      notification({ id: 2, created_at: '2026-02-01T00:00:00Z' }),
    ];
    expect(dropdownNotifications(list).map((n) => n.id)).toEqual([2, 1]);
    expect(list.map((n) => n.id)).toEqual([1, 2]);
  });
});
