import { Search, X } from 'lucide-react';
import { uiCopy } from './copy';
import styles from './ui.module.css';

export interface SearchInputProps {
  value: string;
  onChange(value: string): void;
  placeholder: string;
  /** The accessible name. @default the placeholder */
  label?: string;
}

/** A search box with a magnifier and a clear button. */
export function SearchInput({ value, onChange, placeholder, label }: SearchInputProps) {
  const copy = uiCopy.useCopy();
  return (
    <div className={styles.search} data-filled={value ? '' : undefined}>
      <Search className={styles.searchIcon} aria-hidden="true" />
      <input
        type="search"
        className="input"
        value={value}
        placeholder={placeholder}
        aria-label={label ?? placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button
          type="button"
          className={styles.searchClear}
          aria-label={copy.clearSearch}
          onClick={() => onChange('')}
        >
          <X aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
