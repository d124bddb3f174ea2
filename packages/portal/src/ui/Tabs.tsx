import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './ui.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  /** Shown in a pill after the label. */
  count?: number;
}

export interface TabsProps<K extends string> {
  items: readonly TabItem<K>[];
  value: K;
  onChange(key: K): void;
  /** The tab list's accessible name. */
  label: string;
  /** The panel's content (one panel, labelled by the selected tab). */
  children?: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select; only the
 * selected tab is in the tab order.
 */
export function Tabs<K extends string>({ items, value, onChange, label, children }: TabsProps<K>) {
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.key === value),
  );
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? selectedIndex === last
          ? 0
          : selectedIndex + 1
        : event.key === 'ArrowLeft'
          ? selectedIndex === 0
            ? last
            : selectedIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onChange(item.key);
    refs.current[next]?.focus();
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={move}>
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={item.key}
              ref={(el) => {
                refs.current[index] = el;
              }}
              id={`${base}-tab-${item.key}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onChange(item.key)}
            >
              {item.label}
              {item.count !== undefined ? <span className={styles.tabCount}>{item.count}</span> : null}
            </button>
          );
        })}
      </div>
      {children !== undefined ? (
        <div
          role="tabpanel"
          id={`${base}-panel`}
          aria-labelledby={`${base}-tab-${items[selectedIndex]?.key ?? ''}`}
          className={styles.tabPanel}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
