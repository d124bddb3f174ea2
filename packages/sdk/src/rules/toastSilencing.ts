/**
 * Toast silencing (spec 02 §4 "Toast silencing", §2 "Settings"): landlords may silence favourite,
 * request and appointment toasts through three flags kept in browser storage as 'true' / 'false'.
 */
import type { EventType, NotificationType } from '../schemas';

/** The three storage keys of the silencing flags (spec 01 §3 "Local preferences", spec 02 §3). */
export const TOAST_FLAG_KEYS = [
  'disableFavoriteToasts',
  'disableRequestToasts',
  'disableAppointmentToasts',
] as const;

/**
 * A fourth switch: silences saved-search alert toasts (event saved_search_match, type
 * 'busqueda'). Unlike the spec's three, which only landlords have, it is for anyone (tenants own
 * saved searches). Stored the same way, as 'true' / 'false'.
 */
export const SEARCH_ALERT_FLAG_KEY = 'disableSearchAlertToasts';

/** One silencing flag key. */
export type ToastFlagKey = (typeof TOAST_FLAG_KEYS)[number] | typeof SEARCH_ALERT_FLAG_KEY;

/** The silencing flags: true means that kind of toast is silenced. */
export type ToastFlags = Record<ToastFlagKey, boolean>;

/** No toast silenced: what an empty or unreadable storage gives. */
export const NO_TOAST_FLAGS: Readonly<ToastFlags> = {
  disableFavoriteToasts: false,
  disableRequestToasts: false,
  disableAppointmentToasts: false,
  disableSearchAlertToasts: false,
};

/** The part of the Web Storage API the flags need. */
export interface ToastFlagStorage {
  getItem(key: string): string | null;
}

/** Reads the flags; only the exact text 'true' silences (spec 02 §4); a storage that throws gives all false. */
export function readToastFlags(storage: ToastFlagStorage): ToastFlags {
  try {
    return {
      disableFavoriteToasts: storage.getItem('disableFavoriteToasts') === 'true',
      disableRequestToasts: storage.getItem('disableRequestToasts') === 'true',
      disableAppointmentToasts: storage.getItem('disableAppointmentToasts') === 'true',
      disableSearchAlertToasts: storage.getItem(SEARCH_ALERT_FLAG_KEY) === 'true',
    };
  } catch {
    return { ...NO_TOAST_FLAGS };
  }
}

/** The storage text for a flag value ('true' / 'false'), as the settings switches write it. */
export function toastFlagStorageValue(silenced: boolean): 'true' | 'false' {
  return silenced ? 'true' : 'false';
}

/** What identifies a toast: the live event type and/or the notification type. */
export interface ToastKind {
  eventType?: EventType | null;
  notificationType?: NotificationType | (string & {}) | null;
}

const FAVORITE_EVENTS: ReadonlySet<string> = new Set(['property_favorited']);
const REQUEST_EVENTS: ReadonlySet<string> = new Set(['request_approved', 'request_rejected']);
const APPOINTMENT_EVENTS: ReadonlySet<string> = new Set([
  'appointment_created',
  'appointment_confirmed',
  'appointment_canceled',
  'appointment_reminder',
]);
const SEARCH_ALERT_EVENTS: ReadonlySet<string> = new Set(['saved_search_match']);

/**
 * The flags that cover a toast (spec 02 §4): favourite — property_favorited or type 'property';
 * request — request_approved, request_rejected or type 'request'; appointment —
 * appointment_created/confirmed/canceled or type 'appointment'. Usually zero or one key.
 */
export function toastFlagsFor(kind: ToastKind): ToastFlagKey[] {
  const event = kind.eventType ?? '';
  const type = kind.notificationType ?? '';
  const keys: ToastFlagKey[] = [];
  if (FAVORITE_EVENTS.has(event) || type === 'property') keys.push('disableFavoriteToasts');
  if (REQUEST_EVENTS.has(event) || type === 'request') keys.push('disableRequestToasts');
  if (APPOINTMENT_EVENTS.has(event) || type === 'appointment') keys.push('disableAppointmentToasts');
  if (SEARCH_ALERT_EVENTS.has(event) || type === 'busqueda') keys.push(SEARCH_ALERT_FLAG_KEY);
  return keys;
}

/**
 * True when the toast must not show: the spec's three flags silence only for landlords (spec 02
 * §4, §6); the saved-search alert flag silences for anyone.
 */
export function isToastSilenced(kind: ToastKind, flags: ToastFlags, isLandlord: boolean): boolean {
  return toastFlagsFor(kind).some(
    (key) => flags[key] === true && (key === SEARCH_ALERT_FLAG_KEY || isLandlord === true),
  );
}

/** How many of the 3 toast kinds are active, for 'N de 3 tipos de notificaciones activas' (spec 02 §2). */
export function activeToastTypeCount(flags: ToastFlags): number {
  return TOAST_FLAG_KEYS.filter((key) => flags[key] !== true).length;
}
