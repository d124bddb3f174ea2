import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, useState } from 'react';
import { describedBy, FieldFrame, useFieldIds } from '../ui/Field';
import styles from './account.module.css';
import { accountCopy } from './copy';

export interface PasswordInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  hint?: string;
  error?: string | null | undefined;
}

/**
 * A labelled password input with a show/hide toggle (spec 01 §2). The toggle is a real button with
 * `aria-pressed`, so screen readers hear both what it does and whether the password is visible.
 */
export function PasswordInput({
  label,
  value,
  onChange,
  required,
  hint,
  error,
  id,
  ...input
}: PasswordInputProps) {
  const ids = useFieldIds(id);
  const [visible, setVisible] = useState(false);
  const copy = accountCopy.useCopy().fields;
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <div className={styles.passwordWrap}>
        <input
          {...input}
          id={ids.controlId}
          className={`input ${styles.passwordInput}`}
          type={visible ? 'text' : 'password'}
          value={value}
          required={required}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={styles.passwordToggle}
          aria-pressed={visible}
          // A toggle keeps one name; aria-pressed says whether the password is showing.
          aria-label={copy.showPassword}
          aria-controls={ids.controlId}
          title={visible ? copy.hidePassword : copy.showPassword}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </button>
      </div>
    </FieldFrame>
  );
}
