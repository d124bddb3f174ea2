import {
  type Availability,
  addDays,
  addMonths,
  type UnitAvailability,
  weekdayIndexMondayFirst,
} from '@convive/sdk';
import { useCallback, useMemo, useState } from 'react';
import {
  type AvailabilityRange,
  type DayState,
  dayState,
  type EndProblem,
  endProblem,
  monthsOf,
  windowOf,
} from './availabilityModel';

/** How many month grids are shown side by side; the arrows and Page keys move them. */
export const VISIBLE_MONTHS = 2;

export interface UseAvailabilityCalendarOptions {
  availability: Availability;
  /** Selection mode: called with each complete stay picked. Without it the calendar is read-only. */
  onSelectRange?: (range: AvailabilityRange) => void;
  /** The shortest stay, in months. @default the unit's `min_stay_months` */
  minStayMonths?: number;
}

/** The selection, step by step: nothing, a move-in waiting for its move-out (or refused one), or a whole stay. */
export type AvailabilitySelection =
  | { step: 'none' }
  | {
      step: 'moveIn';
      moveIn: string;
      /** The day picked as move-out was past unavailable days: it became the move-in. */
      crossed?: true;
    }
  | { step: 'done'; moveIn: string; moveOut: string }
  | { step: 'refused'; moveIn: string; problem: 'tooShort' | 'tooLong' };

export interface AvailabilityCalendarState {
  availability: Availability;
  units: readonly UnitAvailability[];
  unitIndex: number;
  unit: UnitAvailability | undefined;
  selectUnit(index: number): void;
  /** The window's first and last day. */
  first: string;
  last: string;
  /** The first day of each month shown. */
  shownMonths: string[];
  canGoPrevious: boolean;
  canGoNext: boolean;
  showPreviousMonth(): void;
  showNextMonth(): void;
  /** The day holding the grids' tab stop (roving tabindex). */
  focusedDate: string;
  moveFocus(days: number): void;
  moveFocusMonths(months: number): void;
  /** To the week's Monday (`'start'`) or Sunday (`'end'`). */
  moveFocusToWeekEdge(edge: 'start' | 'end'): void;
  stateOf(date: string): DayState;
  selecting: boolean;
  minStayMonths: number;
  maxStayMonths: number | null;
  selection: AvailabilitySelection;
  /** Whether a day can be picked now (selection mode): a free day, or a move-out that closes the stay. */
  isPickable(date: string): boolean;
  pick(date: string): void;
  clearSelection(): void;
}

const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const clamp = (date: string, first: string, last: string) =>
  date < first ? first : date > last ? last : date;

/** The calendar's state over loaded availability: the unit, the months shown, the roving focus, the stay picked. */
export function useAvailabilityCalendar({
  availability,
  onSelectRange,
  minStayMonths: minStayProp,
}: UseAvailabilityCalendarOptions): AvailabilityCalendarState {
  const { first, last } = windowOf(availability);
  const window = useMemo(() => ({ from: availability.from, to: availability.to }), [availability]);
  const months = useMemo(() => monthsOf(first, last), [first, last]);
  const units = availability.units;
  const [unitIndexRaw, setUnitIndex] = useState(0);
  const unitIndex = Math.min(unitIndexRaw, Math.max(0, units.length - 1));
  const unit = units[unitIndex];
  // The tab stop starts on the next free day, where a visitor's eye goes first.
  const [focusedRaw, setFocused] = useState(() => unit?.next_free ?? first);
  const focusedDate = clamp(focusedRaw, first, last);
  const [shownRaw, setShown] = useState(() => monthStart(focusedDate));
  const lastStart = months[Math.max(0, months.length - VISIBLE_MONTHS)] ?? monthStart(first);
  const shownStart = clamp(shownRaw, monthStart(first), lastStart);
  const shownMonths = months.filter((m) => m >= shownStart).slice(0, VISIBLE_MONTHS);
  const [selection, setSelection] = useState<AvailabilitySelection>({ step: 'none' });
  const selecting = onSelectRange !== undefined;
  const minStayMonths = Math.max(1, minStayProp ?? unit?.min_stay_months ?? 1);
  const maxStayMonths = unit?.max_stay_months ?? null;

  const stateOf = useCallback(
    (date: string): DayState => (unit ? dayState(unit, date, window.from, window.to) : 'outside'),
    [unit, window],
  );

  /** The tab stop moves, and the months shown follow so it stays in sight. */
  const focus = useCallback(
    (target: string) => {
      const date = clamp(target, first, last);
      setFocused(date);
      const month = monthStart(date);
      setShown((start) => {
        const current = clamp(start, monthStart(first), lastStart);
        if (month < current) return month;
        if (month > addMonths(current, VISIBLE_MONTHS - 1)) return addMonths(month, 1 - VISIBLE_MONTHS);
        return current;
      });
    },
    [first, last, lastStart],
  );

  const showMonths = (n: number) => {
    const target = clamp(addMonths(shownStart, n), monthStart(first), lastStart);
    setShown(target);
    // The tab stop follows into the months shown.
    if (focusedDate < target || focusedDate > addDays(addMonths(target, VISIBLE_MONTHS), -1))
      setFocused(clamp(target, first, last));
  };

  const problemOf = (moveIn: string, moveOut: string): EndProblem =>
    unit ? endProblem(unit, window, moveIn, moveOut, minStayMonths, maxStayMonths) : 'notFree';

  const isPickable = (date: string): boolean => {
    if (!selecting || !unit) return false;
    if (stateOf(date) === 'free') return true;
    // The day a taken period starts can still be the move-out (its end is exclusive).
    return (
      (selection.step === 'moveIn' || selection.step === 'refused') &&
      problemOf(selection.moveIn, date) === null
    );
  };

  const pick = (date: string) => {
    if (!selecting || !unit || !isPickable(date)) return;
    setFocused(date);
    if (selection.step === 'moveIn' || selection.step === 'refused') {
      const moveIn = selection.moveIn;
      if (date > moveIn) {
        const problem = problemOf(moveIn, date);
        if (problem === null) {
          setSelection({ step: 'done', moveIn, moveOut: date });
          onSelectRange?.({ moveIn, moveOut: date, room: unit.room });
          return;
        }
        // Too short or too long: the move-in stays, the visitor picks another move-out. Past
        // unavailable days no stay from that move-in can reach: the day picked starts a new one.
        if (problem === 'tooShort' || problem === 'tooLong') {
          setSelection({ step: 'refused', moveIn, problem });
          return;
        }
        setSelection({ step: 'moveIn', moveIn: date, crossed: true });
        return;
      }
    }
    // A first pick, a pick before the move-in, or a pick after a whole stay: a new move-in.
    setSelection({ step: 'moveIn', moveIn: date });
  };

  return {
    availability,
    units,
    unitIndex,
    unit,
    selectUnit: (index) => {
      setUnitIndex(index);
      setSelection({ step: 'none' });
      const next = units[index]?.next_free;
      if (next) focus(next);
    },
    first,
    last,
    shownMonths,
    canGoPrevious: shownStart > monthStart(first),
    canGoNext: shownStart < lastStart,
    showPreviousMonth: () => showMonths(-1),
    showNextMonth: () => showMonths(1),
    focusedDate,
    moveFocus: (days) => focus(addDays(focusedDate, days)),
    moveFocusMonths: (n) => focus(addMonths(focusedDate, n)),
    moveFocusToWeekEdge: (edge) => {
      const offset = weekdayIndexMondayFirst(focusedDate);
      focus(addDays(focusedDate, edge === 'start' ? -offset : 6 - offset));
    },
    stateOf,
    selecting,
    minStayMonths,
    maxStayMonths,
    selection,
    isPickable,
    pick,
    clearSelection: () => setSelection({ step: 'none' }),
  };
}
