/**
 * The unread badge and the navigation-bar dropdown (spec 01 §2 "Navigation bar", spec 02 §2
 * "Notifications", §9): '9+' above 9, and at most 5 unread notifications, newest first.
 */
import type { Notification } from '../schemas';

/** Above this count the badge shows '9+' (spec 01 §2, spec 02 §9). */
export const UNREAD_BADGE_MAX = 9;

/** The most notifications the dropdown shows (spec 02 §2, §9). */
export const DROPDOWN_MAX_ITEMS = 5;

/** The badge text: null (no badge) for 0, negatives and non-numbers; '1'…'9'; '9+' above 9. Fractions round down. */
export function unreadBadgeText(count: number | null | undefined): string | null {
  if (typeof count !== 'number' || Number.isNaN(count)) return null;
  const n = Math.floor(count);
  if (n <= 0) return null;
  return n > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(n);
}

/** Milliseconds of an ISO instant; an unreadable one sorts as the oldest. */
export function instantMs(text: string | null | undefined): number {
  const ms = Date.parse(text ?? '');
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

/** Newest first by created_at; ties put the higher id first. */
export function compareNewestFirst(
  a: { id: number; created_at: string },
  b: { id: number; created_at: string },
): number {
  const diff = instantMs(b.created_at) - instantMs(a.created_at);
  if (diff !== 0 && !Number.isNaN(diff)) return diff;
  return b.id - a.id;
}

/** The dropdown's list (spec 02 §2): unread only, newest first by created_at, at most 5. */
export function dropdownNotifications(list: readonly Notification[]): Notification[] {
  return list
    .filter((n) => n.status === 'unread')
    .sort(compareNewestFirst)
    .slice(0, DROPDOWN_MAX_ITEMS);
}
