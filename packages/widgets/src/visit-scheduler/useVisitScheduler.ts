import {
  type Appointment,
  addDays,
  addMonths,
  calendarWeeks,
  type GuestVisitCreate,
  hasGuestPhoneDigits,
  isApiError,
  isVisitDateSelectable,
  RULE_MESSAGES,
  todayIn,
  validateEnquiry,
  validateVisitRequest,
  visitWindow,
} from '@convive/sdk';
import { useCallback, useMemo, useState } from 'react';
import { useConvive } from '../core/context';
import { useStoreValue } from '../core/useStore';

/** `idle` → `sending` → `sent` | `failed`. */
export type VisitStatus = 'idle' | 'sending' | 'sent' | 'failed';

export type GuestField = 'name' | 'email' | 'phone';
export type GuestContact = Record<GuestField, string>;

/** A guest's request, sent and waiting for the confirmation link in their e-mail. */
export interface GuestVisitPending {
  property: number;
  date: string;
  time: string;
  email: string;
}

export interface UseVisitSchedulerOptions {
  propertyId: number;
  /** Today in Madrid, 'YYYY-MM-DD'. @default todayIn('Europe/Madrid') */
  today?: string;
  onRequested?: (appointment: Appointment) => void;
  /**
   * A visitor without a session may ask too, with name, e-mail and phone: the request reaches the
   * landlord once confirmed from the e-mail (the embed on partner pages). @default false
   */
  allowGuests?: boolean;
  /** Called once a guest's request is sent (waiting for its e-mail confirmation). */
  onGuestRequested?: (pending: GuestVisitPending) => void;
}

export interface VisitSchedulerState {
  signedIn: boolean;
  /** No session, and guests may ask: the contact fields are shown and sent. */
  guest: boolean;
  contact: GuestContact;
  setContact(field: GuestField, value: string): void;
  contactErrors: Partial<Record<GuestField, string>>;
  /** The guest's request last sent (for the 'check your inbox' line). */
  pendingGuest: GuestVisitPending | null;
  today: string;
  /** The bookable range (tomorrow to three months ahead). */
  window: { first: string; last: string };
  /** The month shown: its year and month (1–12). */
  year: number;
  month: number;
  weeks: ReturnType<typeof calendarWeeks>;
  canGoPrevious: boolean;
  canGoNext: boolean;
  showPreviousMonth(): void;
  showNextMonth(): void;
  /** The day holding the grid's tab stop (roving tabindex). */
  focusedDate: string;
  /** Moves the tab stop by `days`, kept inside the window; the month follows. */
  moveFocus(days: number): void;
  /** Moves the tab stop by whole months (Page Up / Page Down). */
  moveFocusMonths(months: number): void;
  isSelectable(date: string): boolean;
  date: string | null;
  selectDate(date: string): void;
  time: string | null;
  setTime(time: string): void;
  notes: string;
  setNotes(notes: string): void;
  status: VisitStatus;
  /** A validation or failure message, or null. */
  error: string | null;
  /** The appointment last created (for the success line). */
  requested: Appointment | null;
  submit(): Promise<void>;
}

const monthOf = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });
const monthKey = (date: string) => date.slice(0, 7);
const clamp = (date: string, first: string, last: string) =>
  date < first ? first : date > last ? last : date;

/** The first selectable day from `from` on (a weekend `from` moves to Monday), inside the window. */
function firstSelectable(from: string, today: string, last: string): string {
  let cursor = from;
  for (let i = 0; i < 7 && cursor <= last; i += 1) {
    if (isVisitDateSelectable(cursor, today)) return cursor;
    cursor = addDays(cursor, 1);
  }
  return from;
}

const NO_CONTACT: GuestContact = { name: '', email: '', phone: '' };

/** Each contact field's message at once, in the widget's language. */
function contactErrorsOf(
  contact: GuestContact,
  copy: {
    guestNameRequired: string;
    guestEmailRequired: string;
    guestEmailInvalid: string;
    guestPhoneRequired: string;
  },
): Partial<Record<GuestField, string>> {
  const errors: Partial<Record<GuestField, string>> = {};
  if (contact.name.trim() === '') errors.name = copy.guestNameRequired;
  const email = validateEnquiry({ name: 'x', email: contact.email, message: 'x' });
  if (email)
    errors.email =
      email === RULE_MESSAGES.enquiry.emailRequired ? copy.guestEmailRequired : copy.guestEmailInvalid;
  if (!hasGuestPhoneDigits(contact.phone)) errors.phone = copy.guestPhoneRequired;
  return errors;
}

/** The server's field messages (400) for the contact fields, first message each. */
function serverContactErrors(data: Record<string, unknown>): Partial<Record<GuestField, string>> {
  const errors: Partial<Record<GuestField, string>> = {};
  for (const field of ['name', 'email', 'phone'] as const) {
    const messages = data[field];
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[field] = messages[0];
  }
  return errors;
}

/** The first message of a 400 that is not about the contact (the slot, the property, a duplicate). */
function serverMessage(data: Record<string, unknown>): string | null {
  for (const key of ['non_field_errors', 'date', 'time', 'property', 'notes', 'detail']) {
    const value = data[key];
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return null;
}

/** The visit request's state: the calendar month, the roving focus, the choice and sending (spec 01 §5). */
export function useVisitScheduler({
  propertyId,
  today: todayProp,
  onRequested,
  allowGuests = false,
  onGuestRequested,
}: UseVisitSchedulerOptions): VisitSchedulerState {
  const { client, stores, copy, locale } = useConvive();
  const user = useStoreValue(stores.session, (s) => s.user);
  const [defaultToday] = useState(() => todayIn('Europe/Madrid'));
  const today = todayProp ?? defaultToday;
  const window = useMemo(() => visitWindow(today), [today]);
  const [focusedDate, setFocusedDate] = useState(() => firstSelectable(window.first, today, window.last));
  const [shown, setShown] = useState(() => monthKey(window.first));
  const [date, setDate] = useState<string | null>(null);
  const [time, setTimeState] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [status, setStatus] = useState<VisitStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [requested, setRequested] = useState<Appointment | null>(null);
  const [contact, setContactState] = useState<GuestContact>(NO_CONTACT);
  const [contactErrors, setContactErrors] = useState<Partial<Record<GuestField, string>>>({});
  const [pendingGuest, setPendingGuest] = useState<GuestVisitPending | null>(null);
  const guest = allowGuests && user === null;

  const { year, month } = monthOf(`${shown}-01`);
  const weeks = useMemo(() => calendarWeeks(year, month), [year, month]);
  const canGoPrevious = shown > monthKey(window.first);
  const canGoNext = shown < monthKey(window.last);

  const showMonth = useCallback(
    (n: number) => {
      const target = monthKey(addMonths(`${shown}-01`, n));
      if (target < monthKey(window.first) || target > monthKey(window.last)) return;
      setShown(target);
      // The tab stop follows to the first bookable day of the month shown.
      setFocusedDate(firstSelectable(clamp(`${target}-01`, window.first, window.last), today, window.last));
    },
    [shown, window, today],
  );

  const moveTo = useCallback(
    (next: string) => {
      const target = clamp(next, window.first, window.last);
      setFocusedDate(target);
      setShown(monthKey(target));
    },
    [window],
  );

  const isSelectable = useCallback((d: string) => isVisitDateSelectable(d, today), [today]);

  /** Sends a guest's request; the choice and the contact are kept on failure. */
  async function submitAsGuest(slot: { date: string; time: string; notes: string }) {
    const found = contactErrorsOf(contact, copy.visitScheduler);
    setContactErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus('idle');
      return;
    }
    setError(null);
    setStatus('sending');
    const body: GuestVisitCreate = {
      property: propertyId,
      ...slot,
      name: contact.name.trim(),
      email: contact.email.trim(),
      phone: contact.phone.trim(),
    };
    try {
      await client.appointments.requestAsGuest(body);
      const pending = { property: propertyId, date: slot.date, time: slot.time, email: body.email };
      setPendingGuest(pending);
      setStatus('sent');
      setDate(null);
      setTimeState(null);
      setNotes('');
      stores.toasts.getState().show({ title: copy.visitScheduler.guestSent, tone: 'success' });
      onGuestRequested?.(pending);
    } catch (failure) {
      setStatus('failed');
      if (isApiError(failure) && failure.status === 400) {
        const fields = serverContactErrors(failure.data);
        setContactErrors(fields);
        setError(
          serverMessage(failure.data) ??
            (Object.keys(fields).length > 0 ? null : copy.visitScheduler.failure),
        );
        return;
      }
      setError(
        isApiError(failure) && failure.status === 429
          ? copy.visitScheduler.guestLimited
          : copy.visitScheduler.failure,
      );
    }
  }

  return {
    signedIn: user !== null,
    guest,
    contact,
    setContact: (field, value) => {
      setContactState((c) => ({ ...c, [field]: value }));
      setContactErrors((e) => {
        if (!e[field]) return e;
        const { [field]: _cleared, ...rest } = e;
        return rest;
      });
    },
    contactErrors,
    pendingGuest,
    today,
    window,
    year,
    month,
    weeks,
    canGoPrevious,
    canGoNext,
    showPreviousMonth: () => showMonth(-1),
    showNextMonth: () => showMonth(1),
    focusedDate,
    moveFocus: (days) => moveTo(addDays(focusedDate, days)),
    moveFocusMonths: (months) => moveTo(addMonths(focusedDate, months)),
    isSelectable,
    date,
    selectDate: (d) => {
      if (!isSelectable(d)) return;
      setDate(d);
      setFocusedDate(d);
      setError(null);
    },
    time,
    setTime: (t) => {
      setTimeState(t);
      setError(null);
    },
    notes,
    setNotes,
    status,
    error,
    requested,
    async submit() {
      if ((!user && !guest) || status === 'sending') return;
      // The rule's problem in the widget's language (the server checks again, in Spanish).
      const checked = validateVisitRequest({ date, time, notes }, today, locale);
      if (!checked.ok) {
        setError(checked.message);
        setStatus('idle');
        return;
      }
      if (!user) {
        await submitAsGuest(checked.value);
        return;
      }
      setError(null);
      setStatus('sending');
      try {
        const appointment = await client.appointments.create({ property: propertyId, ...checked.value });
        setRequested(appointment);
        setStatus('sent');
        setDate(null);
        setTimeState(null);
        setNotes('');
        stores.toasts.getState().show({ title: copy.visitScheduler.requested, tone: 'success' });
        onRequested?.(appointment);
      } catch (failure) {
        // The choice is kept so the user can simply try again. A refusal the API explains (this
        // slot already asked for, the property no longer available) is said in its words, which
        // come in the widget's language; anything else is the spec's generic text.
        const why =
          isApiError(failure) && failure.status >= 400 && failure.status < 500
            ? serverMessage(failure.data)
            : null;
        const message = why ?? copy.visitScheduler.failure;
        setStatus('failed');
        setError(message);
        stores.toasts.getState().show({ title: copy.common.errorTitle, description: message, tone: 'error' });
      }
    },
  };
}
