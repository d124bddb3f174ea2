import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, useId, useState } from 'react';
import styles from './account.module.css';

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
  const generated = useId();
  const controlId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={controlId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className={styles.passwordWrap}>
        <input
          {...input}
          id={controlId}
          className={`input ${styles.passwordInput}`}
          type={visible ? 'text' : 'password'}
          value={value}
          required={required}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={styles.passwordToggle}
          aria-pressed={visible}
          // A toggle keeps one name; aria-pressed says whether the password is showing.
          aria-label="Mostrar contraseña"
          aria-controls={controlId}
          title={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </button>
      </div>
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
