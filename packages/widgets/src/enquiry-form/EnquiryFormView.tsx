import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import type { Catalog } from '../i18n/catalogs';
import type { EnquiryField, EnquiryFormState } from './useEnquiryForm';

export interface EnquiryFormViewProps {
  form: EnquiryFormState;
  copy: Catalog['enquiryForm'];
  /** The owner's name, shown in the heading. */
  ownerName?: string;
  /** A link to sign in, shown in the signed-out note. */
  signInLink?: ReactNode;
}

const FIELDS: readonly {
  field: EnquiryField;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
}[] = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
  { field: 'message', type: 'textarea', autoComplete: 'off' },
];

/** The enquiry form's markup: labelled fields with their errors, the submit button and the outcome. */
export function EnquiryFormView({ form, copy, ownerName, signInLink }: EnquiryFormViewProps) {
  const id = useId();
  const refs = useRef<Partial<Record<EnquiryField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const sending = form.status === 'sending';
  const labels: Record<EnquiryField, string> = {
    name: copy.name,
    email: copy.email,
    phone: copy.phone,
    message: copy.message,
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = await form.submit();
    if (invalid) refs.current[invalid]?.focus();
  };

  return (
    <form
      className="convive-enquiry"
      part="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      aria-busy={sending}
    >
      <h2 id={`${id}-title`} className="convive-enquiry__title" part="title">
        {ownerName ? copy.titleWithOwner(ownerName) : copy.title}
      </h2>
      {FIELDS.map(({ field, type, autoComplete }) => {
        const error = form.errors[field];
        const inputId = `${id}-${field}`;
        const common = {
          id: inputId,
          name: field,
          value: form.values[field],
          autoComplete,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${inputId}-error` : undefined,
          'aria-required': field === 'phone' ? undefined : true,
          className: 'convive-enquiry__input',
          part: 'input',
        };
        return (
          <div key={field} className="convive-enquiry__field" data-invalid={error ? '' : undefined}>
            <label htmlFor={inputId}>{labels[field]}</label>
            {type === 'textarea' ? (
              <textarea
                {...common}
                ref={(el) => {
                  refs.current[field] = el;
                }}
                rows={5}
                placeholder={copy.messagePlaceholder}
                onChange={(e) => form.setValue(field, e.target.value)}
              />
            ) : (
              <input
                {...common}
                ref={(el) => {
                  refs.current[field] = el;
                }}
                type={type}
                onChange={(e) => form.setValue(field, e.target.value)}
              />
            )}
            {error && (
              <p id={`${inputId}-error`} className="convive-enquiry__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {!form.canSubmit && (
        <div className="convive-enquiry__note">
          <p>{copy.signedOutNote}</p>
          <p className="convive-enquiry__hint">{copy.signInHint}</p>
          {signInLink ? <p className="convive-enquiry__sign-in">{signInLink}</p> : null}
        </div>
      )}
      <button
        type="submit"
        className="convive-enquiry__submit"
        part="button"
        disabled={!form.canSubmit || sending}
        data-state={form.status}
      >
        {sending ? copy.sending : copy.submit}
      </button>
      {form.status === 'sent' && (
        <p role="status" className="convive-enquiry__status" data-tone="success">
          {copy.sent}
        </p>
      )}
      {form.status === 'failed' && (
        <p role="alert" className="convive-enquiry__status" data-tone="error">
          {copy.failure}
        </p>
      )}
    </form>
  );
}
