import { STAY_MONTH_CHOICES } from '@convive/sdk';
import { ConviveCopyProvider, useConvive } from '@convive/widgets';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { SelectField, TextField } from '../../ui/Field';
import { listsCopy } from './copy';
import styles from './filters.module.css';
import { reportingClient, type StayFilters, type StayReport } from './stay';
import { useDraft } from './useDraft';

const ANY = 'cualquiera';

export interface StayFieldsProps {
  /** The stay the address holds (the panel's controls). */
  stay: StayFilters;
  /** Sets the stay's keys (undefined clears one). */
  onChange(stay: StayFilters): void;
  /** The server's refusal of the stay searched, shown under the date. */
  refusal?: string | null;
}

/**
 * 'Fecha de entrada' and 'Duración' (docs/adr/0175-rental-periods.md): only homes free for the whole
 * stay are listed. The date waits for a pause, as a typed year passes through other years; a length
 * without a date stays in the address and the select but is not searched, and says why; emptying
 * the date clears the stay. Named as the address reads them, for the panel's GET without JavaScript.
 */
export function StayFields({ stay, onChange, refusal }: StayFieldsProps) {
  const copy = listsCopy.useCopy().stay;
  // The UTC day, not Madrid's (`todayIn`): no Intl formatter while the page hydrates (its first
  // costs a long task). Madrid is one or two hours ahead, so for that long at night yesterday is
  // still offered; the API refuses a past move-in with its reason, shown at this field.
  const today = new Date().toISOString().slice(0, 10);
  // The past day last refused here: said while the field still shows it.
  const [refused, setRefused] = useState<string | null>(null);
  const [moveIn, setMoveIn] = useDraft(stay.move_in ?? '', (day) => {
    if (day === '') {
      onChange({ move_in: undefined, months: undefined, move_out: undefined });
      return;
    }
    // The input's `min` stops a picked day, not a typed one: a past move-in would be refused.
    if (day < today) setRefused(day);
    else onChange({ move_in: day });
  });
  const past = refused !== null && refused === moveIn;
  const months = stay.months !== undefined ? String(stay.months) : ANY;
  const options = [
    { value: ANY, label: copy.anyLength },
    ...STAY_MONTH_CHOICES.map((n) => ({ value: String(n), label: copy.months(n) })),
  ];
  if (months !== ANY && !options.some((option) => option.value === months)) {
    // A length from a shared address that the select's choices do not have.
    options.push({ value: months, label: copy.months(Number(months)) });
  }
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{copy.legend}</legend>
      <TextField
        label={copy.moveIn}
        type="date"
        name="move_in"
        min={today}
        value={moveIn}
        error={past ? copy.past : (refusal ?? null)}
        onChange={(e) => setMoveIn(e.target.value)}
      />
      <SelectField
        label={copy.duration}
        name="months"
        value={months}
        options={options}
        hint={months !== ANY && !stay.move_in ? copy.needsMoveIn : undefined}
        // A length replaces a move-out day (from a shared address): the API takes one of them.
        onChange={(e) =>
          onChange({
            months: e.target.value === ANY ? undefined : Number(e.target.value),
            move_out: undefined,
          })
        }
      />
    </fieldset>
  );
}

/**
 * The page's grid under a client that reports how its searches were answered (`reportingClient`),
 * so a refused stay is said by the filter and not only as the grid's failure. The same provider
 * otherwise: its stores, locale and copy.
 */
export function StayRefusalScope({ onReport, children }: { onReport: StayReport; children: ReactNode }) {
  const { client, stores, locale, copy } = useConvive();
  const report = useRef(onReport);
  report.current = onReport;
  const convive = useMemo(
    () => ({ client: reportingClient(client, (stay, refusal) => report.current(stay, refusal)), stores }),
    [client, stores],
  );
  return (
    <ConviveCopyProvider convive={convive} locale={locale} copy={copy}>
      {children}
    </ConviveCopyProvider>
  );
}

/**
 * The refusal of the stay now searched, and the report that keeps it: a refusal is for the stay it
 * was given for, so changing the stay takes it away before the next answer.
 */
export function useStayRefusal(stayKey: string): [string | null, StayReport] {
  const [refusal, setRefusal] = useState<{ stay: string; text: string } | null>(null);
  const report: StayReport = (stay, text) =>
    setRefusal((previous) => (text !== null ? { stay, text } : previous?.stay === stay ? null : previous));
  return [refusal?.stay === stayKey ? refusal.text : null, report];
}
