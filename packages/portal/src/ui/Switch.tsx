import { type ReactNode, useId } from 'react';
import styles from './ui.module.css';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  label: ReactNode;
  /** A line under the label ('Activado' / 'Silenciado'). */
  description?: ReactNode;
  disabled?: boolean;
  id?: string;
}

/** An on/off switch: a button with role="switch" and aria-checked, labelled by its text. */
export function Switch({ checked, onCheckedChange, label, description, disabled, id }: SwitchProps) {
  const generated = useId();
  const switchId = id ?? generated;
  return (
    <div className={styles.switchRow}>
      <span className={styles.switchText}>
        <label htmlFor={switchId} className={styles.switchLabel}>
          {label}
        </label>
        {description ? <span className={styles.switchDescription}>{description}</span> : null}
      </span>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        className={styles.switch}
        data-checked={checked}
        onClick={() => onCheckedChange(!checked)}
      >
        <span className={styles.switchThumb} aria-hidden="true" />
      </button>
    </div>
  );
}
