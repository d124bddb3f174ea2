import { ChevronDown } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { describedBy, FieldFrame, useFieldIds } from '../ui/Field';
import styles from './account.module.css';
import { accountCopy } from './copy';
import { cleanPhoneText, DEFAULT_CALLING_CODE, loadedPhoneInput, loadPhoneInput } from './phoneText';

export { normalisePhone, toE164 } from './phoneText';

export interface PhoneFieldProps {
  label?: string;
  /**
   * The number in E.164 ('+34612345678'), or '' for none. Before the phone library has loaded, text
   * typed in the field is passed on as digits (after a '+' if typed): send it through `normalisePhone`.
   */
  value: string;
  onChange(value: string): void;
  hint?: string;
  error?: string | null | undefined;
  name?: string;
  disabled?: boolean;
}

type PhoneModule = NonNullable<ReturnType<typeof loadedPhoneInput>>;

const SPANISH = `+${DEFAULT_CALLING_CODE}`;

/** What the light input shows for a value: a Spanish number without its prefix, anything else as it is. */
function lightText(value: string): string {
  return value.startsWith(SPANISH) ? value.slice(SPANISH.length) : value;
}

/**
 * An optional phone number with its country (spec 01 §5): Spain by default, the number limited to the
 * country's length (never more than 15 digits), sent in E.164. The country picker is searchable.
 *
 * The phone library (~50 kB gzip) loads only when the user shows intent (pointer over the field, focus,
 * touch). Until then a light input with the default country's badge stands in, with the same label,
 * hint and error wiring; what was typed in it is converted when the full input takes over, and focus
 * moves along with the caret at the end.
 */
export function PhoneField({
  label,
  value,
  onChange,
  hint,
  error,
  name = 'phone',
  disabled,
}: PhoneFieldProps) {
  const copy = accountCopy.useCopy();
  const ids = useFieldIds();
  const shownLabel = label ?? copy.fields.phone;
  const [full, setFull] = useState<PhoneModule | null>(loadedPhoneInput);
  // Text typed in the light input, with the value it was passed on as (stale once the value changes).
  const [typed, setTyped] = useState<{ text: string; sent: string } | null>(null);
  const light = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  const latest = useRef({ value, onChange, typed });
  latest.current = { value, onChange, typed };

  const load = () => {
    if (full) return;
    loadPhoneInput().then(
      (module) => {
        const current = latest.current;
        if (current.typed && current.typed.sent === current.value) {
          current.onChange(module.textToE164(current.typed.text));
        }
        refocus.current = light.current !== null && document.activeElement === light.current;
        setFull(module);
      },
      // Stay with the light input (its text is still sent); the next intent tries again.
      () => undefined,
    );
  };

  useLayoutEffect(() => {
    if (!full || !refocus.current) return;
    refocus.current = false;
    const input = document.getElementById(ids.controlId);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    const end = input.value.length;
    input.setSelectionRange?.(end, end);
  }, [full, ids.controlId]);

  const invalid = Boolean(error);
  const described = describedBy(ids, hint, error);

  if (full) {
    const PhoneInputFull = full.default;
    return (
      <FieldFrame ids={ids} label={shownLabel} hint={hint} error={error}>
        <PhoneInputFull
          id={ids.controlId}
          name={name}
          value={value}
          onChange={onChange}
          invalid={invalid}
          describedBy={described}
          disabled={disabled}
        />
      </FieldFrame>
    );
  }

  const text = typed && typed.sent === value ? typed.text : lightText(value);
  const spanish = !text.startsWith('+');
  return (
    <FieldFrame ids={ids} label={shownLabel} hint={hint} error={error}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: intent to use the field loads the full input */}
      <div className={styles.phone} onPointerEnter={load} onFocus={load} onTouchStart={load}>
        <div className={styles.country}>
          <span className={`${styles.countryButton} ${styles.countryBadge}`} aria-hidden="true">
            <span className={styles.code}>{spanish ? 'ES' : '··'}</span>
            {spanish ? <span>{SPANISH}</span> : null}
            <ChevronDown className={styles.chevron} />
          </span>
        </div>
        <input
          ref={light}
          id={ids.controlId}
          name={name}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          className={`input ${styles.phoneNumber}`}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={described}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            const next = cleanPhoneText(event.target.value);
            setTyped({ text: next, sent: next });
            onChange(next);
          }}
        />
      </div>
    </FieldFrame>
  );
}
