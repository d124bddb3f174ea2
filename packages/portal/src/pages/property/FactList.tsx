import type { ReactNode } from 'react';
import styles from './detail.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  /** A long code (cadastral reference, NRUA): two columns, so it reads on one or two lines. */
  wide?: boolean;
}

/** Figures of a property or room (bedrooms, size, floor…) as a description list with icons. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={fact.wide ? `${styles.fact} ${styles.factWide}` : styles.fact}>
          <span className={styles.factIcon} aria-hidden="true">
            {fact.icon}
          </span>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
