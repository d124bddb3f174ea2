import { describe, expect, it } from 'vitest';
import {
  activeToastTypeCount,
  isToastSilenced,
  NO_TOAST_FLAGS,
  readToastFlags,
  SEARCH_ALERT_FLAG_KEY,
  TOAST_FLAG_KEYS,
  type ToastFlags,
  toastFlagStorageValue,
  toastFlagsFor,
} from './toastSilencing';

function storage(values: Record<string, string>) {
  return { getItem: (key: string) => values[key] ?? null };
}

const ALL_ON: ToastFlags = {
  disableFavoriteToasts: true,
  disableRequestToasts: true,
  disableAppointmentToasts: true,
  disableSearchAlertToasts: true,
};

describe('TOAST_FLAG_KEYS', () => {
  it('names the three storage keys', () => {
    expect(TOAST_FLAG_KEYS).toEqual([
      'disableFavoriteToasts',
      'disableRequestToasts',
      'disableAppointmentToasts',
    ]);
    expect(Object.keys(NO_TOAST_FLAGS)).toEqual([...TOAST_FLAG_KEYS, SEARCH_ALERT_FLAG_KEY]);
  });
});

describe('readToastFlags', () => {
  it("reads 'true' as silenced", () => {
    expect(
      readToastFlags(storage({ disableFavoriteToasts: 'true', disableAppointmentToasts: 'true' })),
    ).toEqual({
      disableFavoriteToasts: true,
      disableRequestToasts: false,
      disableAppointmentToasts: true,
      disableSearchAlertToasts: false,
    });
  });

  it("counts only the exact text 'true'", () => {
    const flags = readToastFlags(
      storage({
        disableFavoriteToasts: 'TRUE',
        disableRequestToasts: ' true',
        disableAppointmentToasts: '1',
      }),
    );
    expect(flags).toEqual(NO_TOAST_FLAGS);
    expect(readToastFlags(storage({ disableRequestToasts: 'false' })).disableRequestToasts).toBe(false);
  });

  it('gives all false for an empty storage', () => {
    expect(readToastFlags(storage({}))).toEqual(NO_TOAST_FLAGS);
  });

  it('gives all false when the storage throws', () => {
    const throwing = {
      getItem(): string | null {
        throw new Error('SecurityError');
      },
    };
    expect(readToastFlags(throwing)).toEqual(NO_TOAST_FLAGS);
  });

  it('returns a fresh object each time', () => {
    const a = readToastFlags(storage({}));
    a.disableFavoriteToasts = true;
    expect(readToastFlags(storage({}))).toEqual(NO_TOAST_FLAGS);
    expect(NO_TOAST_FLAGS.disableFavoriteToasts).toBe(false);
  });
});

describe('toastFlagStorageValue', () => {
  it("writes 'true' and 'false'", () => {
    expect(toastFlagStorageValue(true)).toBe('true');
    expect(toastFlagStorageValue(false)).toBe('false');
  });
});

describe('toastFlagsFor', () => {
  it('maps events and notification types to their flag', () => {
    expect(toastFlagsFor({ eventType: 'property_favorited' })).toEqual(['disableFavoriteToasts']);
    expect(toastFlagsFor({ notificationType: 'property' })).toEqual(['disableFavoriteToasts']);
    expect(toastFlagsFor({ eventType: 'request_approved' })).toEqual(['disableRequestToasts']);
    expect(toastFlagsFor({ eventType: 'request_rejected' })).toEqual(['disableRequestToasts']);
    expect(toastFlagsFor({ notificationType: 'request' })).toEqual(['disableRequestToasts']);
    expect(toastFlagsFor({ eventType: 'appointment_created' })).toEqual(['disableAppointmentToasts']);
    expect(toastFlagsFor({ eventType: 'appointment_confirmed' })).toEqual(['disableAppointmentToasts']);
    expect(toastFlagsFor({ eventType: 'appointment_canceled' })).toEqual(['disableAppointmentToasts']);
    expect(toastFlagsFor({ notificationType: 'appointment' })).toEqual(['disableAppointmentToasts']);
  });

  it('leaves other events and types uncovered', () => {
    expect(toastFlagsFor({ eventType: 'request_created' })).toEqual([]);
    expect(toastFlagsFor({ eventType: 'appointment_completed' })).toEqual([]);
    expect(toastFlagsFor({ eventType: 'message_received', notificationType: 'message' })).toEqual([]);
    expect(toastFlagsFor({ notificationType: 'room' })).toEqual([]);
    expect(toastFlagsFor({ notificationType: 'system' })).toEqual([]);
    expect(toastFlagsFor({})).toEqual([]);
    expect(toastFlagsFor({ eventType: null, notificationType: null })).toEqual([]);
  });

  it('covers a type-only match even when the event is not listed', () => {
    expect(toastFlagsFor({ eventType: 'request_created', notificationType: 'request' })).toEqual([
      'disableRequestToasts',
    ]);
  });
});

describe('isToastSilenced', () => {
  it('silences saved-search alerts for anyone with their own flag', () => {
    const alertsOff = { ...NO_TOAST_FLAGS, disableSearchAlertToasts: true };
    expect(toastFlagsFor({ eventType: 'saved_search_match' })).toEqual([SEARCH_ALERT_FLAG_KEY]);
    expect(toastFlagsFor({ notificationType: 'busqueda' })).toEqual([SEARCH_ALERT_FLAG_KEY]);
    expect(isToastSilenced({ eventType: 'saved_search_match' }, alertsOff, false)).toBe(true);
    expect(isToastSilenced({ notificationType: 'busqueda' }, alertsOff, true)).toBe(true);
    expect(isToastSilenced({ eventType: 'saved_search_match' }, NO_TOAST_FLAGS, false)).toBe(false);
    expect(isToastSilenced({ eventType: 'property_favorited' }, alertsOff, true)).toBe(false);
  });

  it('silences visit reminders with the appointment flag', () => {
    expect(toastFlagsFor({ eventType: 'appointment_reminder' })).toEqual(['disableAppointmentToasts']);
  });

  it('never silences for tenants', () => {
    expect(isToastSilenced({ eventType: 'property_favorited' }, ALL_ON, false)).toBe(false);
    expect(isToastSilenced({ notificationType: 'appointment' }, ALL_ON, false)).toBe(false);
  });

  it('silences a landlord toast only when its own flag is on', () => {
    const favOnly = { ...NO_TOAST_FLAGS, disableFavoriteToasts: true };
    expect(isToastSilenced({ eventType: 'property_favorited' }, favOnly, true)).toBe(true);
    expect(isToastSilenced({ notificationType: 'property' }, favOnly, true)).toBe(true);
    expect(isToastSilenced({ eventType: 'request_approved' }, favOnly, true)).toBe(false);
    expect(isToastSilenced({ eventType: 'appointment_created' }, favOnly, true)).toBe(false);
  });

  it('silences requests and appointments with their flags', () => {
    const reqOnly = { ...NO_TOAST_FLAGS, disableRequestToasts: true };
    const apptOnly = { ...NO_TOAST_FLAGS, disableAppointmentToasts: true };
    expect(isToastSilenced({ eventType: 'request_rejected' }, reqOnly, true)).toBe(true);
    expect(isToastSilenced({ notificationType: 'request' }, reqOnly, true)).toBe(true);
    expect(isToastSilenced({ eventType: 'appointment_canceled' }, apptOnly, true)).toBe(true);
    expect(isToastSilenced({ notificationType: 'appointment' }, apptOnly, true)).toBe(true);
    expect(isToastSilenced({ eventType: 'appointment_canceled' }, reqOnly, true)).toBe(false);
  });

  it('never silences uncovered toasts, and nothing when all flags are off', () => {
    expect(isToastSilenced({ eventType: 'message_received' }, ALL_ON, true)).toBe(false);
    expect(isToastSilenced({ notificationType: 'system' }, ALL_ON, true)).toBe(false);
    expect(isToastSilenced({ eventType: 'property_favorited' }, NO_TOAST_FLAGS, true)).toBe(false);
  });
});

describe('activeToastTypeCount', () => {
  it('counts the kinds that are not silenced', () => {
    expect(activeToastTypeCount(NO_TOAST_FLAGS)).toBe(3);
    expect(activeToastTypeCount(ALL_ON)).toBe(0);
    expect(activeToastTypeCount({ ...NO_TOAST_FLAGS, disableRequestToasts: true })).toBe(2);
    expect(activeToastTypeCount({ ...ALL_ON, disableFavoriteToasts: false })).toBe(1);
  });
});
