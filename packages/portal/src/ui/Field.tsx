import {
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

export interface FieldFrameProps {
  label: ReactNode;
  /** Adds a visible asterisk and `required` to the control. */
  required?: boolean;
  hint?: ReactNode;
  error?: string | null | undefined;
  className?: string;
}

/** Wires a label, hint and error to one control by id (`aria-describedby`, `aria-invalid`). */
export function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

export function describedBy(
  ids: ReturnType<typeof useFieldIds>,
  hint: ReactNode,
  error: unknown,
): string | undefined {
  const list = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

/** A field's frame: its label (with '*' when required), the control, then its hint and error. */
export function FieldFrame({
  ids,
  label,
  required,
  hint,
  error,
  className,
  children,
}: FieldFrameProps & { ids: ReturnType<typeof useFieldIds>; children: ReactElement }) {
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={ids.controlId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <span id={ids.hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={ids.errorId} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>;

/** A labelled input with its hint and error. */
export function TextField({ label, required, hint, error, className, id, ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        {...input}
        id={ids.controlId}
        className="input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>;

export function TextAreaField({ label, required, hint, error, className, id, ...area }: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea
        {...area}
        id={ids.controlId}
        className="textarea"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & { options: readonly SelectOption[] };

export function SelectField({
  label,
  required,
  hint,
  error,
  className,
  id,
  options,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <select
        {...select}
        id={ids.controlId}
        className="select"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
