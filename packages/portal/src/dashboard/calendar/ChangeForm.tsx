import { addDays, CALENDAR_NOTE_MAX, type UnitAvailability } from '@convive/sdk';
import { Lock, LockOpen, X } from 'lucide-react';
import { useId } from 'react';
import { TextField } from '../../ui/Field';
import styles from './Calendar.module.css';
import { type ChangeErrors, type ChangeValues, dayState, isFixed, unitKey } from './calendarModel';
import { useCalendarCopy } from './copy';

/** Days looked at for held or imported ones in a selection: beyond this the hint is left out. */
const FIXED_CHECK_DAYS = 800;

/** True when a ticked unit has a held or imported day in the range (those days will not change). */
export function touchesFixed(units: readonly UnitAvailability[], values: ChangeValues): boolean {
  if (!values.start || !values.end || values.end < values.start) return false;
  const chosen = units.filter((unit) => values.units.includes(unitKey(unit.room)));
  let day = values.start;
  for (let count = 0; day <= values.end && count < FIXED_CHECK_DAYS; count += 1) {
    const current = day;
    if (chosen.some((unit) => isFixed(dayState(unit, current)))) return true;
    day = addDays(day, 1);
  }
  return false;
}

export interface ChangeFormProps {
  units: readonly UnitAvailability[];
  values: ChangeValues;
  errors: ChangeErrors;
  today: string;
  /** The action being sent, if any. */
  busy: 'block' | 'unblock' | null;
  /** What the last change did, in words. */
  result: string;
  onChange(values: ChangeValues): void;
  onSend(action: 'block' | 'unblock'): void;
  onClear(): void;
}

/**
 * 'Bloquear o desbloquear fechas': the units (several at once), the first and last day (both
 * included), an optional note. The grid's selection fills it; a failure keeps what was typed.
 */
export function ChangeForm({
  units,
  values,
  errors,
  today,
  busy,
  result,
  onChange,
  onSend,
  onClear,
}: ChangeFormProps) {
  const { copy } = useCalendarCopy();
  const headingId = useId();
  const unitsErrorId = useId();
  const hintId = useId();
  const set = (patch: Partial<ChangeValues>) => onChange({ ...values, ...patch });
  const toggle = (key: string, on: boolean) =>
    set({
      units: on
        ? [...values.units.filter((item) => item !== key), key]
        : values.units.filter((item) => item !== key),
    });
  const fixed = touchesFixed(units, values);

  return (
    <section aria-labelledby={headingId} className={`card ${styles.changeCard}`}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {copy.changeHeading}
      </h2>
      <form
        className="stack"
        noValidate
        aria-busy={busy !== null}
        onSubmit={(event) => {
          // Enter in a field does nothing: blocking and unblocking are each their own button.
          event.preventDefault();
        }}
      >
        {errors.form ? (
          <div className="alert alert--error" role="alert">
            {errors.form}
          </div>
        ) : null}
        <fieldset
          className={styles.units}
          aria-invalid={errors.units ? true : undefined}
          aria-describedby={errors.units ? unitsErrorId : undefined}
        >
          <legend className="field__label">{copy.unitsLegend}</legend>
          <div className={styles.unitChoices}>
            {units.map((unit) => {
              const key = unitKey(unit.room);
              return (
                <label key={key} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={values.units.includes(key)}
                    onChange={(event) => toggle(key, event.target.checked)}
                  />
                  <span translate={unit.room === null ? undefined : 'no'}>
                    {unit.room === null ? copy.wholeHome : unit.title}
                  </span>
                </label>
              );
            })}
            {units.length > 1 ? (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                onClick={() => set({ units: units.map((unit) => unitKey(unit.room)) })}
              >
                {copy.selectAll}
              </button>
            ) : null}
          </div>
          {errors.units ? (
            <span id={unitsErrorId} className="field__error" role="alert">
              {errors.units}
            </span>
          ) : null}
        </fieldset>
        <div className="form-grid form-grid--3">
          <TextField
            type="date"
            label={copy.start}
            required
            min={today}
            value={values.start}
            error={errors.start}
            onChange={(event) => set({ start: event.target.value })}
          />
          <TextField
            type="date"
            label={copy.end}
            required
            min={values.start || today}
            hint={copy.endHint}
            value={values.end}
            error={errors.end}
            onChange={(event) => set({ end: event.target.value })}
          />
          <TextField
            label={copy.note}
            hint={copy.noteHint}
            maxLength={CALENDAR_NOTE_MAX}
            value={values.note}
            error={errors.note}
            onChange={(event) => set({ note: event.target.value })}
          />
        </div>
        <p id={hintId} className="muted">
          {copy.changeHint}
        </p>
        {fixed ? <p className="alert alert--info">{copy.selectionHasFixed}</p> : null}
        <div className="row">
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy !== null}
            aria-describedby={hintId}
            onClick={() => onSend('block')}
          >
            <Lock aria-hidden="true" />
            {busy === 'block' ? copy.blocking : copy.block}
          </button>
          <button
            type="button"
            className="btn btn--outline"
            disabled={busy !== null}
            aria-describedby={hintId}
            onClick={() => onSend('unblock')}
          >
            <LockOpen aria-hidden="true" />
            {busy === 'unblock' ? copy.unblocking : copy.unblock}
          </button>
          <button type="button" className="btn btn--ghost" disabled={busy !== null} onClick={onClear}>
            <X aria-hidden="true" />
            {copy.clearSelection}
          </button>
        </div>
        <p role="status" className={styles.result}>
          {result}
        </p>
      </form>
    </section>
  );
}
