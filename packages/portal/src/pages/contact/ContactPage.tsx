import {
  type ContactMessage,
  type ContactResponse,
  fieldErrorOf,
  formatNumber,
  looksLikeEmail,
  pagePath,
  phoneSchema,
  type User,
} from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useMutation } from '@tanstack/react-query';
import { Clock, Mail, MapPin, Phone, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { fullName, useSession } from '../../app/session';
import { notify } from '../../app/toast';
import { CONTACT_DETAILS } from '../../layout/Footer';
import { contactErrorMessage } from '../../logic/contactErrors';
import { contactMessages } from '../../logic/messages/contact';
import { TextAreaField, TextField } from '../../ui/Field';
import { NeedsScript } from '../../ui/NeedsScript';
import { ContentPage } from '../content/ContentPage';
import styles from './ContactPage.module.css';
import { contactCopy } from './copy';

/** Lengths the server accepts (the contact message schema). */
export const CONTACT_LIMITS = { name: 150, email: 254, phone: 32, subject: 200, message: 5000 } as const;

/** Shown under the success toast's title when the server's answer carries no message (Spanish). */
export const CONTACT_SENT_DEFAULT = contactCopy.current().sentDefault;

type ContactField = 'name' | 'email' | 'phone' | 'subject' | 'message';
type ContactForm = Record<ContactField, string>;
type FieldErrors = Partial<Record<ContactField, string>>;

const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];

function initialForm(user: User | null): ContactForm {
  return {
    name: user ? fullName({ ...user, email: '' }) : '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    subject: '',
    message: '',
  };
}

/** Every client-side problem of the form, one message per field (spec 01 §5: phone is optional). */
function checkForm(form: ContactForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.name.trim()) errors.name = contactMessages.nameRequired;
  if (!form.email.trim()) errors.email = contactMessages.emailRequired;
  else if (!looksLikeEmail(form.email)) errors.email = contactMessages.emailInvalid;
  if (form.phone.trim()) {
    const phone = phoneSchema.safeParse(form.phone);
    if (!phone.success) errors.phone = phone.error.issues[0]?.message ?? contactCopy.current().phoneInvalid;
  }
  if (!form.subject.trim()) errors.subject = contactMessages.subjectRequired;
  if (!form.message.trim()) errors.message = contactMessages.messageRequired;
  return errors;
}

/** The server's own field errors of a failed send, to show beside each field. */
function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELD_ORDER) {
    const message = fieldErrorOf(error, field);
    if (message) errors[field] = message;
  }
  return errors;
}

function payloadOf(form: ContactForm): ContactMessage {
  const phone = form.phone.trim();
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    ...(phone ? { phone } : {}),
    subject: form.subject.trim(),
    message: form.message.trim(),
  };
}

/** /contact (spec 01 §2): the contact form and the e-mail, phone and address cards. */
export function Component() {
  const copy = contactCopy.useCopy();
  return (
    <ContentPage
      eyebrow={copy.eyebrow}
      documentTitle={copy.documentTitle}
      title={copy.title}
      intro={<p>{copy.intro}</p>}
    >
      <div className={styles.layout}>
        <ContactForm />
        <ContactCards />
      </div>
    </ContentPage>
  );
}

function ContactForm() {
  const { client, intlLocale } = useConvive();
  const copy = contactCopy.useCopy().form;
  const { user } = useSession();
  const [form, setForm] = useState<ContactForm>(() => initialForm(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  // The session may finish loading after the page: fill in what the user has not typed yet.
  useEffect(() => {
    if (!user) return;
    const known = initialForm(user);
    setForm((current) => ({
      ...current,
      name: current.name || known.name,
      email: current.email || known.email,
      phone: current.phone || known.phone,
    }));
  }, [user]);

  const send = useMutation({
    mutationFn: (message: ContactMessage) => client.contact.send(message),
    onSuccess: (answer) => {
      // The answer's message is shown under the title; an empty or missing one falls back to ours.
      const { message } = (answer ?? {}) as Partial<ContactResponse>;
      notify.success(contactMessages.sent, message?.trim() || contactCopy.current().sentDefault);
      setForm(initialForm(user));
      setErrors({});
    },
    onError: (error) => {
      // The form keeps what was typed; the server's field errors also go beside their fields.
      setErrors(serverFieldErrors(error));
      notify.error(contactErrorMessage(error));
    },
  });

  const update = (field: ContactField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = checkForm(form);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send.mutate(payloadOf(form));
  };

  const remaining = CONTACT_LIMITS.message - form.message.length;

  return (
    <section className={`card ${styles.formCard}`} aria-labelledby="contact-form-title">
      <div className="card__body">
        <h2 id="contact-form-title" className={styles.formTitle}>
          {copy.title}
        </h2>
        <p className="muted">
          {copy.requiredStart} <span aria-hidden="true">*</span>
          <span className="visually-hidden">{copy.asterisk}</span> {copy.requiredEnd}
        </p>
        <form
          method="post"
          ref={formRef}
          className="stack"
          noValidate
          onSubmit={onSubmit}
          aria-busy={send.isPending}
        >
          <NeedsScript what="form" />
          <div className="form-grid form-grid--2">
            <TextField
              label={copy.name}
              name="name"
              required
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              value={form.name}
              onChange={(event) => update('name')(event.target.value)}
              error={errors.name}
            />
            <TextField
              label={copy.email}
              name="email"
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              maxLength={CONTACT_LIMITS.email}
              value={form.email}
              onChange={(event) => update('email')(event.target.value)}
              error={errors.email}
            />
          </div>
          <div className="form-grid form-grid--2">
            <TextField
              label={copy.phone}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={CONTACT_LIMITS.phone}
              value={form.phone}
              onChange={(event) => update('phone')(event.target.value)}
              error={errors.phone}
            />
            <TextField
              label={copy.subject}
              name="subject"
              required
              maxLength={CONTACT_LIMITS.subject}
              value={form.subject}
              onChange={(event) => update('subject')(event.target.value)}
              error={errors.subject}
            />
          </div>
          <TextAreaField
            label={copy.message}
            name="message"
            required
            rows={7}
            maxLength={CONTACT_LIMITS.message}
            hint={copy.remaining(formatNumber(remaining, intlLocale))}
            value={form.message}
            onChange={(event) => update('message')(event.target.value)}
            error={errors.message}
          />
          <p className={styles.privacy}>
            {copy.privacyStart} <Link to={pagePath('privacy')}>{copy.privacy}</Link>.
          </p>
          <div>
            <button type="submit" className="btn btn--primary btn--lg" disabled={send.isPending}>
              <Send aria-hidden="true" />
              {send.isPending ? copy.sending : copy.send}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}

function ContactCards() {
  const copy = contactCopy.useCopy().cards;
  return (
    <aside className={styles.cards} aria-labelledby="contact-cards-title">
      <h2 id="contact-cards-title" className="visually-hidden">
        {copy.title}
      </h2>
      <div className={`card ${styles.infoCard}`}>
        <span className={styles.infoIcon}>
          <Mail aria-hidden="true" />
        </span>
        <div>
          <h3 className={styles.infoTitle}>{copy.email}</h3>
          <a className={styles.infoValue} href={`mailto:${CONTACT_DETAILS.email}`}>
            {CONTACT_DETAILS.email}
          </a>
          <p className={styles.infoNote}>{copy.emailNote}</p>
        </div>
      </div>
      <div className={`card ${styles.infoCard}`}>
        <span className={styles.infoIcon}>
          <Phone aria-hidden="true" />
        </span>
        <div>
          <h3 className={styles.infoTitle}>{copy.phone}</h3>
          <a className={styles.infoValue} href={CONTACT_DETAILS.phoneHref}>
            {CONTACT_DETAILS.phone}
          </a>
          <p className={styles.infoNote}>{copy.phoneNote}</p>
        </div>
      </div>
      <div className={`card ${styles.infoCard}`}>
        <span className={styles.infoIcon}>
          <MapPin aria-hidden="true" />
        </span>
        <div>
          <h3 className={styles.infoTitle}>{copy.address}</h3>
          {/* A postal address: written as the post expects it, in any language. */}
          <address className={styles.infoValue} translate="no">
            {CONTACT_DETAILS.address}
          </address>
          <p className={styles.infoNote}>{copy.addressNote}</p>
        </div>
      </div>
      <div className={styles.hours}>
        <Clock aria-hidden="true" />
        <p>
          {copy.quickStart} <Link to={pagePath('faq')}>{copy.faq}</Link> {copy.or}{' '}
          <Link to={pagePath('tenantsGuide')}>{copy.guide}</Link>.
        </p>
      </div>
    </aside>
  );
}
