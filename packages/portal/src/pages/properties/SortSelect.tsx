import { useId } from 'react';
import { listsCopy } from './copy';
import { FILTER_FORM_ID } from './filterForm';
import styles from './filters.module.css';

/** The orders both lists offer, by the API's `ordering` value (labels in the catalog). */
export const SORT_ORDERS = ['-created_at', 'price', '-price', '-size', 'size'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export function isSortOrder(value: unknown): value is SortOrder {
  return (SORT_ORDERS as readonly unknown[]).includes(value);
}

/** 'Ordenar por': the list's order, kept in the URL as `ordering` (newest first when unset). */
export function SortSelect({
  value,
  onChange,
  note,
}: {
  value: SortOrder | undefined;
  onChange(next: SortOrder): void;
  /** What else decides the order, shown by the select and read with it ('Disponibles primero'). */
  note?: string;
}) {
  const id = useId();
  const copy = listsCopy.useCopy().sort;
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{copy.label}</label>
      {/* Also a field of the filter panel's form: its GET sends the order when JavaScript is off. */}
      <select
        id={id}
        name="ordering"
        form={FILTER_FORM_ID}
        className="input"
        aria-describedby={note ? `${id}-note` : undefined}
        value={value ?? '-created_at'}
        onChange={(event) => onChange(event.target.value as SortOrder)}
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {copy[order]}
          </option>
        ))}
      </select>
      {note ? (
        <span id={`${id}-note`} className={styles.sortNote}>
          {note}
        </span>
      ) : null}
    </div>
  );
}
