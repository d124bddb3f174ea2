import { formatDateLong, type UnitAvailability, weekdayIndexMondayFirst, weekdayNames } from '@convive/sdk';
import { INTL_LOCALE } from '@convive/widgets';
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { fill } from '../../app/copy/fill';
import styles from './Calendar.module.css';
import {
  type ChangeValues,
  type DayState,
  dayState,
  monthDays,
  type UnitKey,
  unitKey,
} from './calendarModel';
import { type CalendarCopy, useCalendarCopy } from './copy';

/** A cell: its row (unit) and column (day of the month, from 0). */
interface Pos {
  row: number;
  col: number;
}

export interface GridSelection {
  units: UnitKey[];
  start: string;
  /** Inclusive. */
  end: string;
}

export interface MonthGridProps {
  /** The month's first day. */
  month: string;
  /** Madrid's today: earlier days cannot be selected. */
  today: string;
  units: readonly UnitAvailability[];
  /** The form's values: the cells of its units and days show as selected. */
  values: ChangeValues;
  label: string;
  /** A new selection; `final` when it is complete (not mid-drag), so it is announced once. */
  onSelect(selection: GridSelection, final: boolean): void;
  /** Space or Enter began a keyboard selection on this day. */
  onStart(day: string): void;
  onClear(): void;
}

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
};

const cellKey = (pos: Pos) => `${pos.row}:${pos.col}`;

/** A state in words: 'ocupada por Lucía', 'bloqueada: Obras', 'reservada en Airbnb'. */
export function stateText(state: DayState, unit: UnitAvailability, copy: CalendarCopy, intl: string): string {
  switch (state.kind) {
    case 'held':
      return state.period.tenant_name
        ? fill(copy.stateHeldBy, { name: state.period.tenant_name })
        : copy.stateHeld;
    case 'blocked':
      return state.period.note ? fill(copy.stateBlockedNote, { note: state.period.note }) : copy.stateBlocked;
    case 'external':
      return state.period.source
        ? fill(copy.stateExternalSource, { source: state.period.source })
        : copy.stateExternal;
    case 'before':
      return fill(copy.stateBefore, { date: formatDateLong(unit.available_from, intl) });
    case 'free':
      return copy.stateFree;
  }
}

/** The words a period shows on its first day in the month: the tenant, the note or the source. */
function periodLabel(state: DayState): string {
  if (state.kind === 'held') return state.period.tenant_name ?? '';
  if (state.kind === 'blocked') return state.period.note;
  if (state.kind === 'external') return state.period.source ?? '';
  return '';
}

/**
 * The month as a grid of units × days (role="grid", one tab stop that the arrows move). A range is
 * selected by dragging with a mouse or pen, by tapping its first and last day on a touch screen, or
 * with the keyboard (Shift + arrows; or Space/Enter, arrows, Space/Enter); Escape clears it.
 */
export function MonthGrid({
  month,
  today,
  units,
  values,
  label,
  onSelect,
  onStart,
  onClear,
}: MonthGridProps) {
  const { copy, locale } = useCalendarCopy();
  const intl = INTL_LOCALE[locale];
  const days = useMemo(() => monthDays(month), [month]);
  const shortNames = useMemo(() => weekdayNames(intl, 'short'), [intl]);
  const longNames = useMemo(() => weekdayNames(intl, 'long'), [intl]);
  const todayCol = days.indexOf(today);
  const [focus, setFocus] = useState<Pos>({ row: 0, col: Math.max(0, todayCol) });
  const [anchor, setAnchor] = useState<Pos | null>(null);
  const [keyboardSelecting, setKeyboardSelecting] = useState(false);
  const dragging = useRef<Pos | null>(null);
  const lastDrag = useRef<GridSelection | null>(null);
  const touchAnchor = useRef<Pos | null>(null);
  const hintId = useId();
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const moveFocus = useRef(false);
  const current = { row: Math.min(focus.row, units.length - 1), col: Math.min(focus.col, days.length - 1) };

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    cells.current.get(cellKey(focus))?.focus();
  }, [focus]);

  const selectionOf = (a: Pos, b: Pos): GridSelection | null => {
    const rows = units.slice(Math.min(a.row, b.row), Math.max(a.row, b.row) + 1);
    const end = days[Math.max(a.col, b.col)] ?? month;
    let start = days[Math.min(a.col, b.col)] ?? month;
    // Past days are not offered: the range starts today at the earliest.
    if (end < today) return null;
    if (start < today) start = today;
    return { units: rows.map((unit) => unitKey(unit.room)), start, end };
  };
  const select = (a: Pos, b: Pos, final = true) => {
    const selection = selectionOf(a, b);
    if (selection) onSelect(selection, final);
    return selection;
  };

  // A drag ends wherever the button is released, in the grid or not.
  useEffect(() => {
    const end = () => {
      if (!dragging.current) return;
      dragging.current = null;
      if (lastDrag.current) onSelect(lastDrag.current, true);
      lastDrag.current = null;
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, [onSelect]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = MOVES[event.key];
    let next: Pos | null = null;
    if (move) next = { row: current.row + move[0], col: current.col + move[1] };
    else if (event.key === 'Home') next = { row: current.row, col: 0 };
    else if (event.key === 'End') next = { row: current.row, col: days.length - 1 };
    if (next) {
      event.preventDefault();
      next = {
        row: Math.max(0, Math.min(units.length - 1, next.row)),
        col: Math.max(0, Math.min(days.length - 1, next.col)),
      };
      moveFocus.current = true;
      setFocus(next);
      if (keyboardSelecting && anchor) select(anchor, next);
      else if (event.shiftKey) {
        const from = anchor ?? current;
        setAnchor(from);
        select(from, next);
      } else setAnchor(null);
      return;
    }
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (keyboardSelecting) {
        setKeyboardSelecting(false);
        select(anchor ?? current, current);
      } else if (select(current, current)) {
        setAnchor(current);
        setKeyboardSelecting(true);
        onStart(days[current.col] ?? month);
      }
      return;
    }
    if (event.key === 'Escape') {
      setAnchor(null);
      setKeyboardSelecting(false);
      onClear();
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLTableCellElement>, pos: Pos) => {
    if (event.button !== 0) return;
    setFocus(pos);
    setKeyboardSelecting(false);
    if (event.pointerType === 'touch') {
      // A finger's drag scrolls the grid: the range is its first tap to its second.
      const first = touchAnchor.current;
      if (first && cellKey(first) !== cellKey(pos)) {
        touchAnchor.current = null;
        select(first, pos);
      } else if (select(pos, pos)) {
        touchAnchor.current = pos;
        setAnchor(pos);
      }
      return;
    }
    if (event.shiftKey && anchor) {
      select(anchor, pos);
      return;
    }
    event.preventDefault();
    setAnchor(pos);
    dragging.current = pos;
    lastDrag.current = select(pos, pos, false);
    // A pen captures its pointer on the cell it touched: release it so the next cells see it enter.
    if (event.currentTarget.hasPointerCapture?.(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    event.currentTarget.focus();
  };

  const onPointerEnter = (pos: Pos) => {
    const from = dragging.current;
    if (!from) return;
    setFocus(pos);
    lastDrag.current = select(from, pos, false) ?? lastDrag.current;
  };

  const selected = (key: UnitKey, day: string) =>
    values.units.includes(key) &&
    values.start !== '' &&
    values.end !== '' &&
    values.start <= day &&
    day <= values.end;

  return (
    <>
      <div className={styles.scroller}>
        <table
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern is a table with role grid; its cells hold the roving focus.
          role="grid"
          aria-label={label}
          aria-multiselectable="true"
          aria-describedby={hintId}
          className={styles.grid}
          onKeyDown={onKeyDown}
        >
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                {copy.unitHeader}
              </th>
              {days.map((day) => {
                const weekday = weekdayIndexMondayFirst(day);
                return (
                  <th
                    key={day}
                    scope="col"
                    className={styles.dayHeader}
                    data-week-start={weekday === 0 || undefined}
                    data-weekend={weekday >= 5 || undefined}
                    data-today={day === today || undefined}
                    aria-current={day === today ? 'date' : undefined}
                    aria-label={`${longNames[weekday]}, ${formatDateLong(day, intl)}${day === today ? ` (${copy.today})` : ''}`}
                  >
                    <span className={styles.weekday}>{shortNames[weekday]}</span>
                    <span className={styles.dayNumber}>{Number(day.slice(8))}</span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {units.map((unit, row) => {
              const key = unitKey(unit.room);
              const title = unit.room === null ? copy.wholeHome : unit.title;
              return (
                <tr key={key}>
                  <th
                    scope="row"
                    className={styles.unitHeader}
                    translate={unit.room === null ? undefined : 'no'}
                  >
                    {title}
                  </th>
                  {days.map((day, col) => {
                    const state = dayState(unit, day);
                    const past = day < today;
                    const words = stateText(state, unit, copy, intl);
                    const date = `${formatDateLong(day, intl)}${day === today ? ` (${copy.today})` : ''}`;
                    const name = fill(copy.cellName, {
                      date,
                      unit: title,
                      state: past ? `${words}, ${copy.statePast}` : words,
                    });
                    const period = state.kind === 'free' || state.kind === 'before' ? null : state.period;
                    const firstShown = period !== null && (day === period.start || col === 0);
                    const text = firstShown ? periodLabel(state) : '';
                    const span = period ? days.slice(col).filter((other) => other < period.end).length : 1;
                    const pos = { row, col };
                    const isFocus = row === current.row && col === current.col;
                    return (
                      <td
                        key={day}
                        ref={(element) => {
                          if (element) cells.current.set(cellKey(pos), element);
                          else cells.current.delete(cellKey(pos));
                        }}
                        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern's cells, said outright.
                        role="gridcell"
                        tabIndex={isFocus ? 0 : -1}
                        aria-label={name}
                        aria-selected={selected(key, day)}
                        aria-disabled={past || undefined}
                        title={name}
                        className={styles.cell}
                        data-state={state.kind}
                        data-past={past || undefined}
                        data-today={day === today || undefined}
                        data-week-start={weekdayIndexMondayFirst(day) === 0 || undefined}
                        onPointerDown={(event) => onPointerDown(event, pos)}
                        onPointerEnter={() => onPointerEnter(pos)}
                        onFocus={() => {
                          if (!isFocus) setFocus(pos);
                        }}
                      >
                        {text ? (
                          <span
                            className={styles.cellLabel}
                            style={{ '--span': String(span) } as CSSProperties}
                            aria-hidden="true"
                            translate="no"
                          >
                            {text}
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p id={hintId} className="muted">
        {copy.gridHint}
      </p>
    </>
  );
}
