import { useId } from 'react';
import styles from './filters.module.css';

/** The orders both lists offer (issue 14 #7), by the API's `ordering` value. */
export const SORT_LABELS = {
  '-created_at': 'Más recientes',
  price: 'Precio: de menor a mayor',
  '-price': 'Precio: de mayor a menor',
  '-size': 'Tamaño: de mayor a menor',
  size: 'Tamaño: de menor a mayor',
} as const;
export type SortOrder = keyof typeof SORT_LABELS;

/** 'Ordenar por': the list's order, kept in the URL as `ordering` (newest first when unset). */
export function SortSelect({
  value,
  onChange,
}: {
  value: SortOrder | undefined;
  onChange(next: SortOrder): void;
}) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Ordenar por</label>
      <select
        id={id}
        className="input"
        value={value ?? '-created_at'}
        onChange={(event) => onChange(event.target.value as SortOrder)}
      >
        {(Object.keys(SORT_LABELS) as SortOrder[]).map((order) => (
          <option key={order} value={order}>
            {SORT_LABELS[order]}
          </option>
        ))}
      </select>
    </div>
  );
}
