import { calendarWeeks, formatDateLong, monthYearLabel, weekdayNames } from '@convive/sdk';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import type { DayState } from './availabilityModel';
import type { AvailabilityCopy } from './copy';
import type { AvailabilityCalendarState, AvailabilitySelection } from './useAvailabilityCalendar';

export interface AvailabilityCalendarViewProps {
  calendar: AvailabilityCalendarState;
  copy: AvailabilityCopy;
  /** The Intl locale of dates and names ('es-ES'). */
  intlLocale: string;
}

/** Keys of the grids and how many days each moves the focus. */
const DAY_STEPS: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

const LEGEND: readonly Exclude<DayState, 'outside'>[] = ['free', 'taken', 'blocked', 'before'];

/** What the live region says of the selection. */
function announcement(
  selection: AvailabilitySelection,
  calendar: AvailabilityCalendarState,
  copy: AvailabilityCopy,
  intlLocale: string,
): string {
  const long = (date: string) => formatDateLong(date, intlLocale);
  switch (selection.step) {
    case 'none':
      return copy.chooseMoveIn;
    case 'moveIn': {
      const next = copy.chooseMoveOut(long(selection.moveIn), calendar.minStayMonths);
      return selection.crossed ? `${copy.notFree} ${next}` : next;
    }
    case 'done':
      return copy.selected(long(selection.moveIn), long(selection.moveOut));
    case 'refused':
      return selection.problem === 'tooShort'
        ? copy.tooShort(calendar.minStayMonths)
        : copy.tooLong(calendar.maxStayMonths ?? 0);
  }
}

/** Whether `date` is inside the stay picked (move-in to the night before move-out). */
function inStay(selection: AvailabilitySelection, date: string): boolean {
  if (selection.step === 'done') return date >= selection.moveIn && date < selection.moveOut;
  return selection.step !== 'none' && date === selection.moveIn;
}

/** The availability calendar's markup: unit selector, next free day, month grids, legend, live region. */
export function AvailabilityCalendarView({ calendar: c, copy, intlLocale }: AvailabilityCalendarViewProps) {
  const id = useId();
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const focusFromKeyboard = useRef(false);

  useEffect(() => {
    if (!focusFromKeyboard.current) return;
    focusFromKeyboard.current = false;
    cells.current.get(c.focusedDate)?.focus();
  }, [c.focusedDate]);

  const unit = c.unit;
  if (!unit) {
    return (
      <section className="convive-availability" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="convive-availability__title" part="title">
          {copy.title}
        </h2>
        <p className="convive-availability__note" data-state="empty">
          {copy.noUnits}
        </p>
      </section>
    );
  }

  const weekdays = weekdayNames(intlLocale, 'short');
  const weekdaysLong = weekdayNames(intlLocale, 'long');
  const labels: Record<DayState, string> = {
    free: copy.free,
    taken: copy.taken,
    blocked: copy.blocked,
    before: copy.before,
    outside: copy.outside,
  };
  const allFree = unit.periods.length === 0 && unit.available_from <= c.first;
  const months = monthSpan(c.first, c.last);
  const s = c.selection;

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = DAY_STEPS[event.key];
    let moved = true;
    if (step !== undefined) c.moveFocus(step);
    else if (event.key === 'Home') c.moveFocusToWeekEdge('start');
    else if (event.key === 'End') c.moveFocusToWeekEdge('end');
    else if (event.key === 'PageUp' || event.key === 'PageDown')
      c.moveFocusMonths(event.key === 'PageUp' ? -1 : 1);
    else moved = false;
    if (moved) {
      event.preventDefault();
      focusFromKeyboard.current = true;
      return;
    }
    if (c.selecting && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      c.pick(c.focusedDate);
    } else if (c.selecting && event.key === 'Escape' && s.step !== 'none') {
      event.preventDefault();
      c.clearSelection();
    }
  };

  const dayName = (date: string, state: DayState) => {
    const parts = [formatDateLong(date, intlLocale), labels[state]];
    if (s.step !== 'none' && date === s.moveIn) parts.push(copy.moveInMark);
    if (s.step === 'done' && date === s.moveOut) parts.push(copy.moveOutMark);
    return parts.join(', ');
  };

  return (
    <section className="convive-availability" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="convive-availability__title" part="title">
        {copy.title}
      </h2>
      {c.units.length > 1 ? (
        <div className="convive-availability__unit">
          <label htmlFor={`${id}-unit`}>{copy.unit}</label>
          <select
            id={`${id}-unit`}
            part="input"
            value={c.unitIndex}
            onChange={(event) => c.selectUnit(Number(event.target.value))}
          >
            {c.units.map((u, index) => (
              <option key={u.room ?? 'home'} value={index}>
                {u.room === null ? copy.wholeHome(u.title) : u.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <p className="convive-availability__next" part="summary">
        {unit.next_free ? copy.nextFree(formatDateLong(unit.next_free, intlLocale)) : copy.noneFree(months)}
      </p>
      {allFree ? (
        <p className="convive-availability__note" data-state="empty">
          {copy.allFree}
        </p>
      ) : null}
      <div className="convive-availability__nav">
        <button
          type="button"
          className="convive-availability__nav-button"
          aria-label={copy.previousMonth}
          disabled={!c.canGoPrevious}
          onClick={c.showPreviousMonth}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="convive-availability__nav-button"
          aria-label={copy.nextMonth}
          disabled={!c.canGoNext}
          onClick={c.showNextMonth}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="convive-availability__months">
        {c.shownMonths.map((month) => {
          const year = Number(month.slice(0, 4));
          const monthNumber = Number(month.slice(5, 7));
          const titleId = `${id}-${month}`;
          return (
            <div className="convive-availability__month" key={month}>
              <h3 id={titleId} className="convive-availability__month-title">
                {monthYearLabel(year, monthNumber, intlLocale)}
              </h3>
              <table
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date grid pattern is a table with role grid; its day cells hold the roving focus.
                role="grid"
                aria-labelledby={titleId}
                aria-readonly={c.selecting ? undefined : true}
                className="convive-availability__grid"
                onKeyDown={onKeyDown}
              >
                <thead>
                  <tr>
                    {weekdays.map((name, i) => (
                      <th key={name} scope="col" abbr={weekdaysLong[i]}>
                        {name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {calendarWeeks(year, monthNumber).map((week) => (
                    <tr key={week[0]?.date}>
                      {week.map((cell) => {
                        if (!cell.inMonth) return <td key={cell.date} />;
                        const state = c.stateOf(cell.date);
                        const inWindow = state !== 'outside';
                        const pickable = c.selecting && c.isPickable(cell.date);
                        return (
                          // biome-ignore lint/a11y/useKeyWithClickEvents: the grid's onKeyDown picks the focused day (Enter, Space).
                          <td
                            key={cell.date}
                            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern's cells; said outright, as a cell's implicit role depends on how a tool reads the grid.
                            role="gridcell"
                            ref={(el) => {
                              if (el) cells.current.set(cell.date, el);
                              else cells.current.delete(cell.date);
                            }}
                            className="convive-availability__day"
                            part="day"
                            data-state={state}
                            data-date={cell.date}
                            tabIndex={inWindow ? (cell.date === c.focusedDate ? 0 : -1) : undefined}
                            aria-label={dayName(cell.date, state)}
                            aria-disabled={c.selecting && !pickable ? true : undefined}
                            aria-selected={c.selecting ? inStay(s, cell.date) : undefined}
                            data-edge={
                              s.step !== 'none' && cell.date === s.moveIn
                                ? 'move-in'
                                : s.step === 'done' && cell.date === s.moveOut
                                  ? 'move-out'
                                  : undefined
                            }
                            onClick={c.selecting ? () => c.pick(cell.date) : undefined}
                          >
                            {Number(cell.date.slice(8))}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        })}
      </div>
      <ul className="convive-availability__legend" aria-label={copy.legend}>
        {LEGEND.map((state) => (
          <li key={state} data-state={state}>
            <span className="convive-availability__swatch" aria-hidden="true" />
            {labels[state]}
          </li>
        ))}
      </ul>
      {c.selecting ? (
        <div className="convive-availability__selection">
          <p className="convive-availability__announce" role="status" data-step={s.step}>
            {announcement(s, c, copy, intlLocale)}
          </p>
          {s.step !== 'none' ? (
            <button
              type="button"
              className="convive-availability__clear"
              part="button"
              onClick={c.clearSelection}
            >
              {copy.clear}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** Whole months from the window's first to its last day, counted as the request asked for them. */
function monthSpan(first: string, last: string): number {
  const months =
    (Number(last.slice(0, 4)) - Number(first.slice(0, 4))) * 12 +
    Number(last.slice(5, 7)) -
    Number(first.slice(5, 7));
  // [from, from + n months) ends the day before the n-th month's same day.
  return last.slice(8) >= first.slice(8) ? months + 1 : months;
}
