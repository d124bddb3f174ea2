import {
  type Availability,
  addDays,
  type CalendarChange,
  formatDateLong,
  monthYearLabel,
  todayIn,
} from '@convive/sdk';
import { INTL_LOCALE, useConvive } from '@convive/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { fill } from '../../app/copy/fill';
import { useLoadState } from '../../app/loadState';
import { ErrorState, SkeletonCards } from '../../ui/States';
import styles from './Calendar.module.css';
import { ChangeForm } from './ChangeForm';
import {
  allFree,
  type ChangeErrors,
  type ChangeValues,
  calendarKeys,
  changeBody,
  changeErrors,
  detailMessage,
  EMPTY_CHANGE,
  localChangeErrors,
  MONTHS_SHOWN,
  mergeAvailability,
  monthStart,
  orderedUnits,
  unitKey,
} from './calendarModel';
import { type CalendarCopy, useCalendarCopy } from './copy';
import { IcalSection } from './IcalSection';
import { MonthGrid } from './MonthGrid';

/** The days of a range in words: 'el 3 de marzo de 2027' or 'del 3 … al 5 de marzo de 2027'. */
export function rangeText(start: string, end: string, copy: CalendarCopy, intl: string): string {
  const first = formatDateLong(start, intl);
  return start === end
    ? fill(copy.rangeOne, { date: first })
    : fill(copy.rangeMany, { start: first, end: formatDateLong(end, intl) });
}

/**
 * One property's calendar: the month grid of its units, the block/unblock form (which the grid's
 * selection fills) and its iCal addresses and imports. The grid reads 12 months from this month's
 * first day once; a change's answer replaces it.
 */
export function PropertyCalendar({ propertyId }: { propertyId: number }) {
  const { copy, locale } = useCalendarCopy();
  const intl = INTL_LOCALE[locale];
  const { client } = useConvive();
  const queryClient = useQueryClient();
  const headingId = useId();
  const today = useMemo(() => todayIn('Europe/Madrid'), []);
  const from = monthStart(today);
  const queryKey = calendarKeys.availability(propertyId, from);
  const query = useQuery({
    queryKey,
    queryFn: () => client.availability.property(propertyId, { from, months: MONTHS_SHOWN }),
  });
  const load = useLoadState(query, queryKey);
  const [offset, setOffset] = useState(0);
  const [values, setValues] = useState<ChangeValues>(EMPTY_CHANGE);
  const [errors, setErrors] = useState<ChangeErrors>({});
  const [announcement, setAnnouncement] = useState('');
  const [result, setResult] = useState('');

  const availability = query.data;
  const units = useMemo(() => (availability ? orderedUnits(availability) : []), [availability]);
  const unitTitle = (key: string) => {
    const unit = units.find((item) => unitKey(item.room) === key);
    return unit?.room === null ? copy.wholeHome : (unit?.title ?? key);
  };

  const change = useMutation({
    mutationFn: (body: CalendarChange) => client.calendar.change(propertyId, body),
    onSuccess: (answer, body) => {
      queryClient.setQueryData<Availability>(queryKey, (current) => mergeAvailability(current, answer));
      setErrors({});
      const text = fill(body.action === 'block' ? copy.blockedDone : copy.unblockedDone, {
        range: rangeText(body.start, addDays(body.end, -1), copy, intl),
        units: body.units.map((room) => unitTitle(room === null ? 'home' : String(room))).join(', '),
      });
      setResult(text);
    },
    onError: (error) => {
      const found = changeErrors(error);
      setResult('');
      setErrors(found ?? { form: detailMessage(error) ?? copy.changeFailure });
    },
  });

  const send = (action: CalendarChange['action']) => {
    const local = localChangeErrors(values, copy);
    setErrors(local);
    setResult('');
    if (Object.keys(local).length > 0) return;
    change.mutate(changeBody(action, values));
  };

  const month = monthStart(from, offset);
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const monthLabel = monthYearLabel(year, monthNumber, intl);

  return (
    <section aria-labelledby={headingId} className="stack">
      <div className={styles.monthBar}>
        <button
          type="button"
          className="btn btn--outline btn--sm btn--icon"
          aria-label={copy.previousMonth}
          title={copy.previousMonth}
          disabled={offset === 0}
          onClick={() => setOffset((value) => Math.max(0, value - 1))}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <h2 id={headingId} className={styles.monthTitle} aria-live="polite">
          {monthLabel}
        </h2>
        <button
          type="button"
          className="btn btn--outline btn--sm btn--icon"
          aria-label={copy.nextMonth}
          title={copy.nextMonth}
          disabled={offset >= MONTHS_SHOWN - 1}
          onClick={() => setOffset((value) => Math.min(MONTHS_SHOWN - 1, value + 1))}
        >
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
      {load.loading ? (
        <SkeletonCards count={1} label={copy.loading} />
      ) : load.failed || !availability ? (
        <ErrorState message={copy.loadFailure} retryLabel={copy.retry} onRetry={load.retry} />
      ) : units.length === 0 ? (
        <p className="alert alert--info">{copy.noUnits}</p>
      ) : (
        <>
          {allFree(availability) ? <p className="alert alert--info">{copy.allFree}</p> : null}
          <MonthGrid
            key={month}
            month={month}
            today={today}
            units={units}
            values={values}
            label={fill(copy.gridLabel, { month: monthLabel })}
            onSelect={(selection, final) => {
              setValues((current) => ({ ...current, ...selection }));
              setErrors({});
              if (final)
                setAnnouncement(
                  fill(copy.selected, {
                    range: rangeText(selection.start, selection.end, copy, intl),
                    units: selection.units.map(unitTitle).join(', '),
                  }),
                );
            }}
            onStart={(date) =>
              setAnnouncement(fill(copy.selectionStarted, { date: formatDateLong(date, intl) }))
            }
            onClear={() => {
              setValues((current) => ({ ...EMPTY_CHANGE, note: current.note }));
              setAnnouncement(copy.selectionCleared);
            }}
          />
          <Legend />
          <ChangeForm
            units={units}
            values={values}
            errors={errors}
            today={today}
            busy={change.isPending ? (change.variables?.action ?? 'block') : null}
            result={result}
            onChange={(next) => setValues(next)}
            onSend={send}
            onClear={() => {
              setValues((current) => ({ ...EMPTY_CHANGE, note: current.note }));
              setErrors({});
              setAnnouncement(copy.selectionCleared);
            }}
          />
          <IcalSection propertyId={propertyId} units={units} />
        </>
      )}
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="calendar-announcer">
        {announcement}
      </div>
    </section>
  );
}

/** The colours' meanings (each cell says its own in words too). */
function Legend() {
  const { copy } = useCalendarCopy();
  const items = [
    ['free', copy.legendFree],
    ['held', copy.legendHeld],
    ['blocked', copy.legendBlocked],
    ['external', copy.legendExternal],
    ['before', copy.legendBefore],
  ] as const;
  return (
    <ul className={styles.legend} aria-label={copy.legend}>
      {items.map(([kind, label]) => (
        <li key={kind}>
          <span className={styles.swatch} data-state={kind} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
