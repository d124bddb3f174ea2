import { formatNumber } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { TextField } from '../../ui/Field';
import { type ListsCopy, listsCopy } from './copy';
import { useDraft } from './useDraft';

/** Largest size a filter accepts, m² (a sensible limit: no home is bigger). */
export const SIZE_FILTER_MAX = 10000;

export interface DraftNumberFieldProps {
  label: string;
  /** The URL parameter the box is (a form's GET sends it when JavaScript is off). */
  name?: string;
  /** The committed value (from the URL); undefined when unset. */
  value: number | undefined;
  /** Called after a pause with the new value, or undefined when the box is emptied. */
  onCommit(value: number | undefined): void;
  /** @default 0 */
  min?: number;
  max: number;
  /** Extra check of a valid number ('El máximo no puede ser menor que el mínimo.'); null when fine. */
  check?: (value: number) => string | null;
  placeholder?: string;
}

/** The error of a typed number in the chosen language (Spanish by default), or null when it can be searched. */
export function numberError(
  text: string,
  min: number,
  max: number,
  copy: ListsCopy['layout'] = listsCopy.current().layout,
  intlLocale = 'es-ES',
): string | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  const number = (n: number) => formatNumber(n, intlLocale, { useGrouping: false });
  if (!Number.isFinite(value)) return copy.number;
  if (value < min) return copy.atLeast(number(min));
  if (value > max) return copy.atMost(number(max));
  return null;
}

/**
 * A number box that searches after a pause in typing (spec 01 §5: emptied means unset). A bad value
 * keeps what was typed, says what is wrong and is not searched.
 */
export function DraftNumberField({
  label,
  name,
  value,
  onCommit,
  min = 0,
  max,
  check,
  placeholder,
}: DraftNumberFieldProps) {
  const copy = listsCopy.useCopy().layout;
  const { intlLocale } = useConvive();
  const [draft, setDraft] = useDraft(value === undefined ? '' : String(value), (text) => {
    if (numberError(text, min, max) !== null) return;
    const next = text.trim() === '' ? undefined : Number(text);
    if (next !== undefined && check?.(next)) return;
    onCommit(next);
  });
  const typed = draft.trim() === '' ? undefined : Number(draft);
  const error =
    numberError(draft, min, max, copy, intlLocale) ?? (typed !== undefined && check ? check(typed) : null);
  return (
    <TextField
      label={label}
      type="number"
      name={name}
      inputMode="decimal"
      min={min}
      max={max}
      value={draft}
      placeholder={placeholder}
      error={error}
      onChange={(e) => setDraft(e.target.value)}
    />
  );
}
