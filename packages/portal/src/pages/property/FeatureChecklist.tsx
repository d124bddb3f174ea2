import { Check, X } from 'lucide-react';
import { propertyCopy } from './copy';
import styles from './detail.module.css';

export interface Feature {
  label: string;
  present: boolean;
}

/** Amenities as a checklist: a tick or a cross, and the same said in words for screen readers. */
export function FeatureChecklist({ features, label }: { features: readonly Feature[]; label: string }) {
  const copy = propertyCopy.useCopy();
  return (
    <ul className={styles.checklist} aria-label={label}>
      {features.map(({ label: name, present }) => (
        <li key={name} data-present={present ? 'true' : 'false'}>
          {present ? (
            <Check aria-hidden="true" className={styles.checkYes} />
          ) : (
            <X aria-hidden="true" className={styles.checkNo} />
          )}
          <span>{name}</span>
          <span className="visually-hidden">{present ? copy.present : copy.absent}</span>
        </li>
      ))}
    </ul>
  );
}
