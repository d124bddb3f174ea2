import {
  type Appointment,
  addDays,
  addMonths,
  calendarWeeks,
  isVisitDateSelectable,
  todayIn,
  validateVisitRequest,
  visitWindow,
} from '@convive/sdk';
import { useCallback, useMemo, useState } from 'react';
import { useConvive } from '../core/context';
import { useStoreValue } from '../core/useStore';

/** `idle` → `sending` → `sent` | `failed`. */
export type VisitStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface UseVisitSchedulerOptions {
  propertyId: number;
  /** Today in Madrid, 'YYYY-MM-DD'. @default todayIn('Europe/Madrid') */
  today?: string;
  onRequested?: (appointment: Appointment) => void;
}

export interface VisitSchedulerState {
  signedIn: boolean;
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

/** The visit request's state: the calendar month, the roving focus, the choice and sending (spec 01 §5). */
export function useVisitScheduler({
  propertyId,
  today: todayProp,
  onRequested,
}: UseVisitSchedulerOptions): VisitSchedulerState {
  const { client, stores, copy } = useConvive();
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

  return {
    signedIn: user !== null,
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
      if (!user || status === 'sending') return;
      const checked = validateVisitRequest({ date, time, notes }, today);
      if (!checked.ok) {
        setError(checked.message);
        setStatus('idle');
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
      } catch {
        // The choice is kept so the user can simply try again.
        setStatus('failed');
        setError(copy.visitScheduler.failure);
        stores.toasts
          .getState()
          .show({ title: copy.common.errorTitle, description: copy.visitScheduler.failure, tone: 'error' });
      }
    },
  };
}
