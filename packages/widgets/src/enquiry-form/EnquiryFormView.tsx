import { addDays } from '@convive/sdk';
import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import type { Catalog } from '../i18n/catalogs';
import { EnquiryCalendar } from './EnquiryCalendar';
import type { EnquiryField, EnquiryFormState, EnquiryMode } from './useEnquiryForm';

export interface EnquiryFormViewProps {
  form: EnquiryFormState;
  copy: Catalog['enquiryForm'];
  /** The owner's name, shown in the heading. */
  ownerName?: string;
  /** A link to sign in, shown in the signed-out note. */
  signInLink?: ReactNode;
  /** The listing whose calendar the application mode shows (a room's own, when given). */
  propertyId?: number;
  roomId?: number | null;
}

const MODES: readonly EnquiryMode[] = ['enquiry', 'application'];

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
export function EnquiryFormView({
  form,
  copy,
  ownerName,
  signInLink,
  propertyId,
  roomId,
}: EnquiryFormViewProps) {
  const id = useId();
  const refs = useRef<Partial<Record<EnquiryField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const sending = form.status === 'sending';
  const applying = form.mode === 'application';
  const labels: Record<EnquiryField, string> = {
    name: copy.name,
    email: copy.email,
    phone: copy.phone,
    message: copy.message,
    moveIn: copy.moveIn,
    moveOut: copy.moveOut,
  };
  const modeLabels: Record<EnquiryMode, string> = {
    enquiry: copy.modeEnquiry,
    application: copy.modeApplication,
  };

  /** A date field of the period, described by its error as the other fields are. */
  const dateField = (field: 'moveIn' | 'moveOut', min: string) => {
    const error = form.errors[field];
    const inputId = `${id}-${field}`;
    return (
      <div className="convive-enquiry__field" data-invalid={error ? '' : undefined}>
        <label htmlFor={inputId}>{labels[field]}</label>
        <input
          id={inputId}
          ref={(el) => {
            refs.current[field] = el;
          }}
          type="date"
          name={field === 'moveIn' ? 'move_in' : 'move_out'}
          value={form.values[field]}
          min={min}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          required
          className="convive-enquiry__input"
          part="input"
          onChange={(e) => form.setValue(field, e.target.value)}
        />
        {error && (
          <p id={`${inputId}-error`} className="convive-enquiry__error">
            {error}
          </p>
        )}
      </div>
    );
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
      {form.applications ? (
        <fieldset className="convive-enquiry__modes" part="modes">
          <legend>{copy.modeLegend}</legend>
          {MODES.map((mode) => (
            <label key={mode} className="convive-enquiry__mode">
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={form.mode === mode}
                onChange={() => form.setMode(mode)}
              />
              <span>{modeLabels[mode]}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {applying ? (
        <div className="convive-enquiry__period">
          {propertyId !== undefined ? (
            <EnquiryCalendar
              propertyId={propertyId}
              roomId={roomId ?? null}
              copy={copy}
              onSelectRange={(range) => form.setPeriod(range.moveIn, range.moveOut, range.room)}
            />
          ) : null}
          <p className="convive-enquiry__period-hint">{copy.periodHint}</p>
          <div className="convive-enquiry__dates">
            {dateField('moveIn', form.today)}
            {dateField('moveOut', form.values.moveIn ? addDays(form.values.moveIn, 1) : form.today)}
          </div>
        </div>
      ) : null}
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
                placeholder={applying ? copy.applicationPlaceholder : copy.messagePlaceholder}
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
        {sending ? copy.sending : applying ? copy.submitApplication : copy.submit}
      </button>
      {form.status === 'sent' && (
        <p role="status" className="convive-enquiry__status" data-tone="success">
          {applying ? copy.sentApplication : copy.sent}
        </p>
      )}
      {form.status === 'failed' && (
        <p role="alert" className="convive-enquiry__status" data-tone="error">
          {applying ? copy.failureApplication : copy.failure}
        </p>
      )}
    </form>
  );
}
