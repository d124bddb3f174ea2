import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Country, getCountryCallingCode } from 'react-phone-number-input';
import { COUNTRY_SEARCH_DEBOUNCE_MS } from '../logic/forms/phone';
import styles from './account.module.css';
import { accountCopy } from './copy';

export interface CountryOption {
  /** ISO code; undefined is the library's "International" entry, which we do not offer. */
  value?: string;
  label: string;
  divider?: boolean;
}

/** The props react-phone-number-input passes to its `countrySelectComponent`. */
export interface CountrySelectProps {
  value?: string;
  onChange(value?: string): void;
  options: CountryOption[];
  disabled?: boolean;
  readOnly?: boolean;
  name?: string;
  onFocus?(): void;
  onBlur?(): void;
  'aria-label'?: string;
}

/**
 * A country's two-letter code as a small badge. Flag emoji are not drawn on Windows and flag images
 * would be downloaded or bundled (hundreds of kB), so the code stands in for the flag.
 */
export function CountryCode({ country }: { country: string | undefined }) {
  return (
    <span aria-hidden="true" className={styles.code}>
      {country ?? '··'}
    </span>
  );
}

export function callingCode(country: string | undefined): string {
  try {
    return country ? `+${getCountryCallingCode(country as Country)}` : '';
  } catch {
    return '';
  }
}

/** Lowercased and without accents, so 'espana' finds 'España'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The value after it has stayed unchanged for `delay` ms (the country search, spec 01 §5). */
function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(id);
  }, [value, delay]);
  return debounced;
}

/**
 * The phone field's country picker: a button that opens a searchable list (WAI-ARIA combobox with a
 * listbox popup). The search filters by name or calling code, 250 ms after the last key.
 */
export function CountrySelect({ value, onChange, options, disabled, readOnly }: CountrySelectProps) {
  const copy = accountCopy.useCopy().country;
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const debounced = useDebounced(query, COUNTRY_SEARCH_DEBOUNCE_MS);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);

  const countries = useMemo(() => options.filter((o) => o.value && !o.divider), [options]);
  const filtered = useMemo(() => {
    const q = fold(debounced.trim()).replace(/^\+/, '');
    if (!q) return countries;
    return countries.filter(
      (o) =>
        fold(o.label).includes(q) ||
        callingCode(o.value).slice(1).startsWith(q) ||
        o.value?.toLowerCase() === q,
    );
  }, [countries, debounced]);
  const selected = countries.find((o) => o.value === value);

  // The highlight starts on the chosen country whenever the list opens or is filtered (not on `value`
  // changes, which happen when the list is already closed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!open) return;
    const index = filtered.findIndex((o) => o.value === value);
    setActive(index >= 0 ? index : 0);
  }, [open, filtered]);

  useEffect(() => {
    if (!open) return;
    search.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const option = list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (refocus) trigger.current?.focus();
  };

  const choose = (country: string | undefined) => {
    if (!country) return;
    close(false);
    onChange(country);
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = filtered.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((i) => Math.min(i + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(i - 1, 0));
        break;
      case 'PageDown':
        event.preventDefault();
        setActive((i) => Math.min(i + 10, last));
        break;
      case 'PageUp':
        event.preventDefault();
        setActive((i) => Math.max(i - 10, 0));
        break;
      case 'Enter':
        event.preventDefault();
        choose(filtered[active]?.value);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  const activeOption = filtered[active];
  const name = selected ? `${selected.label} (${callingCode(selected.value)})` : copy.none;
  return (
    <div className={styles.country} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.countryButton}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={copy.button(name)}
        disabled={disabled || readOnly}
        onClick={() => (open ? close(true) : setOpen(true))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <CountryCode country={value} />
        <span aria-hidden="true">{callingCode(value)}</span>
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </button>
      {open ? (
        <div className={styles.countryPanel}>
          <label className="visually-hidden" htmlFor={`${id}-search`}>
            {copy.search}
          </label>
          <input
            ref={search}
            id={`${id}-search`}
            className="input"
            type="text"
            role="combobox"
            autoComplete="off"
            placeholder={copy.searchPlaceholder}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? `${id}-opt-${activeOption.value}` : undefined}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKey}
          />
          <div ref={list} id={listId} role="listbox" aria-label={copy.list} className={styles.countryList}>
            {filtered.map((option, index) => (
              <div
                key={option.value}
                tabIndex={-1}
                id={`${id}-opt-${option.value}`}
                role="option"
                data-index={index}
                aria-selected={option.value === value}
                data-active={index === active ? 'true' : undefined}
                className={styles.countryOption}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => choose(option.value)}
                onKeyDown={() => undefined}
              >
                <CountryCode country={option.value} />
                <span className={styles.countryName}>{option.label}</span>
                <span className="muted">{callingCode(option.value)}</span>
              </div>
            ))}
          </div>
          {filtered.length === 0 ? (
            <p className={`muted ${styles.countryEmpty}`} role="status">
              {copy.empty}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
