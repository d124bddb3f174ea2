import {
  formatAppointmentWhen,
  formatDateLong,
  GUEST_VISIT_CONFIRM_HOURS,
  monthYearLabel,
  VISIT_SLOTS,
  weekdayNames,
} from '@convive/sdk';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import type { Catalog } from '../i18n/catalogs';
import type { GuestField, VisitSchedulerState } from './useVisitScheduler';

export interface VisitSchedulerViewProps {
  scheduler: VisitSchedulerState;
  copy: Catalog['visitScheduler'];
  /** The Intl locale of dates and names ('es-ES'). */
  intlLocale: string;
}

/** Keys of the grid and how many days each moves the focus. */
const DAY_STEPS: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/** The visit request's markup: month calendar grid, time slots, notes and the outcome. */
export function VisitSchedulerView({ scheduler: s, copy, intlLocale }: VisitSchedulerViewProps) {
  const id = useId();
  const error = s.error;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusFromKeyboard = useRef(false);

  // A refused request: the message is in the sticky footer by the button; a missing date also sends
  // the focus to the calendar, where the fix is made, and the view scrolls the message into sight.
  const errorRef = useRef<HTMLParagraphElement>(null);
  const latest = useRef({ date: s.date, focusedDate: s.focusedDate });
  latest.current = { date: s.date, focusedDate: s.focusedDate };
  useEffect(() => {
    if (error === null) return;
    errorRef.current?.scrollIntoView?.({ block: 'nearest' });
    const { date, focusedDate } = latest.current;
    if (date === null) buttons.current.get(focusedDate)?.focus({ preventScroll: true });
  }, [error]);

  useEffect(() => {
    if (!focusFromKeyboard.current) return;
    focusFromKeyboard.current = false;
    buttons.current.get(s.focusedDate)?.focus();
  }, [s.focusedDate]);

  if (!s.signedIn && !s.guest) {
    return (
      <section className="convive-visit" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="convive-visit__title" part="title">
          {copy.title}
        </h2>
        <p className="convive-visit__signed-out">{copy.signedOut}</p>
      </section>
    );
  }

  const weekdays = weekdayNames(intlLocale, 'short');
  const weekdaysLong = weekdayNames(intlLocale, 'long');
  const sending = s.status === 'sending';

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = DAY_STEPS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      focusFromKeyboard.current = true;
      s.moveFocus(step);
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      focusFromKeyboard.current = true;
      s.moveFocusMonths(event.key === 'PageUp' ? -1 : 1);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      s.selectDate(s.focusedDate);
    }
  };

  return (
    <section className="convive-visit" aria-labelledby={`${id}-title`} aria-busy={sending}>
      <h2 id={`${id}-title`} className="convive-visit__title" part="title">
        {copy.title}
      </h2>
      <p className="convive-visit__hint">{copy.weekdaysHint}</p>
      <div className="convive-visit__calendar">
        <div className="convive-visit__month">
          <button
            type="button"
            className="convive-visit__nav"
            aria-label={copy.previousMonth}
            disabled={!s.canGoPrevious}
            onClick={s.showPreviousMonth}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <h3 id={`${id}-month`} className="convive-visit__month-title" aria-live="polite">
            {monthYearLabel(s.year, s.month, intlLocale)}
          </h3>
          <button
            type="button"
            className="convive-visit__nav"
            aria-label={copy.nextMonth}
            disabled={!s.canGoNext}
            onClick={s.showNextMonth}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <table
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker pattern is a table with role grid; its day buttons are the interactive cells.
          role="grid"
          aria-labelledby={`${id}-month`}
          className="convive-visit__grid"
          onKeyDown={onGridKeyDown}
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
            {s.weeks.map((week) => (
              <tr key={week[0]?.date}>
                {week.map((cell) => {
                  if (!cell.inMonth) return <td key={cell.date} />;
                  const selectable = s.isSelectable(cell.date);
                  const selected = s.date === cell.date;
                  return (
                    <td key={cell.date}>
                      <button
                        type="button"
                        ref={(el) => {
                          if (el) buttons.current.set(cell.date, el);
                          else buttons.current.delete(cell.date);
                        }}
                        className="convive-visit__day"
                        part="day"
                        tabIndex={cell.date === s.focusedDate ? 0 : -1}
                        aria-label={formatDateLong(cell.date, intlLocale)}
                        aria-disabled={selectable ? undefined : true}
                        aria-pressed={selected}
                        data-state={selected ? 'selected' : selectable ? 'available' : 'disabled'}
                        data-today={cell.date === s.today ? '' : undefined}
                        onClick={() => s.selectDate(cell.date)}
                      >
                        {Number(cell.date.slice(8))}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="convive-visit__chosen">
        {s.date ? copy.selectedDate(formatDateLong(s.date, intlLocale)) : copy.noDate}
      </p>
      <fieldset className="convive-visit__slots">
        <legend>{copy.time}</legend>
        <div role="radiogroup" aria-label={copy.time} className="convive-visit__slot-list">
          {VISIT_SLOTS.map((slot) => (
            <label
              key={slot}
              className="convive-visit__slot"
              part="slot"
              data-state={s.time === slot ? 'checked' : 'unchecked'}
            >
              <input
                type="radio"
                name={`${id}-time`}
                value={slot}
                checked={s.time === slot}
                onChange={() => s.setTime(slot)}
              />
              <span>{slot}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="convive-visit__field">
        <label htmlFor={`${id}-notes`}>{copy.notes}</label>
        <textarea
          part="input"
          id={`${id}-notes`}
          rows={2}
          value={s.notes}
          placeholder={copy.notesPlaceholder}
          onChange={(e) => s.setNotes(e.target.value)}
        />
      </div>
      {s.guest ? <GuestContactFields scheduler={s} copy={copy} idPrefix={id} /> : null}
      {/*
        The outcome sits with the button, in a footer that stays in view while the form scrolls
        (a 'choose a date' message below the fold of a tall dialog goes unseen).
      */}
      <div className="convive-visit__actions" part="actions">
        {s.error && (
          <p ref={errorRef} role="alert" className="convive-visit__message" data-tone="error">
            {s.error}
          </p>
        )}
        <button
          type="button"
          className="convive-visit__submit"
          part="button"
          disabled={sending}
          data-state={s.status}
          onClick={() => void s.submit()}
        >
          {sending ? copy.sending : s.guest ? copy.guestSubmit : copy.submit}
        </button>
        {s.status === 'sent' && s.pendingGuest && (
          <div role="status" className="convive-visit__message" data-tone="success">
            <strong>{copy.guestSent}</strong>{' '}
            {copy.guestSentFor(
              s.pendingGuest.email,
              formatAppointmentWhen(s.pendingGuest.date, s.pendingGuest.time, intlLocale),
              GUEST_VISIT_CONFIRM_HOURS,
            )}
          </div>
        )}
        {s.status === 'sent' && s.requested && (
          <div role="status" className="convive-visit__message" data-tone="success">
            <strong>{copy.requested}</strong>{' '}
            {copy.requestedFor(formatAppointmentWhen(s.requested.date, s.requested.time, intlLocale))}
          </div>
        )}
      </div>
    </section>
  );
}

const CONTACT_INPUTS: readonly { field: GuestField; type: string; autoComplete: string }[] = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
];

/** A guest's name, e-mail and phone (no session on a partner's page), each with its own error. */
function GuestContactFields({
  scheduler: s,
  copy,
  idPrefix,
}: {
  scheduler: VisitSchedulerState;
  copy: Catalog['visitScheduler'];
  idPrefix: string;
}) {
  const labels: Record<GuestField, string> = {
    name: copy.guestName,
    email: copy.guestEmail,
    phone: copy.guestPhone,
  };
  return (
    <fieldset className="convive-visit__contact">
      <legend>{copy.guestIntro}</legend>
      {CONTACT_INPUTS.map(({ field, type, autoComplete }) => {
        const inputId = `${idPrefix}-${field}`;
        const error = s.contactErrors[field];
        return (
          <div className="convive-visit__field" key={field}>
            <label htmlFor={inputId}>{labels[field]}</label>
            <input
              part="input"
              id={inputId}
              type={type}
              autoComplete={autoComplete}
              required
              value={s.contact[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(e) => s.setContact(field, e.target.value)}
            />
            {error ? (
              <p id={`${inputId}-error`} className="convive-visit__field-error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <p className="convive-visit__hint">{copy.guestSignIn}</p>
    </fieldset>
  );
}
