import {
  type ContactMessage,
  type ContactResponse,
  fieldErrorOf,
  looksLikeEmail,
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
import { MESSAGES } from '../../logic/screenMessages';
import { TextAreaField, TextField } from '../../ui/Field';
import { ContentPage } from '../content/ContentPage';
import styles from './ContactPage.module.css';

/** Lengths the server accepts (the contact message schema). */
export const CONTACT_LIMITS = { name: 150, email: 254, phone: 32, subject: 200, message: 5000 } as const;

/** Shown under the success toast's title when the server's answer carries no message. */
export const CONTACT_SENT_DEFAULT = 'Gracias por escribirnos. Te responderemos lo antes posible.';

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
  if (!form.name.trim()) errors.name = MESSAGES.contact.nameRequired;
  if (!form.email.trim()) errors.email = MESSAGES.contact.emailRequired;
  else if (!looksLikeEmail(form.email)) errors.email = MESSAGES.contact.emailInvalid;
  if (form.phone.trim()) {
    const phone = phoneSchema.safeParse(form.phone);
    if (!phone.success)
      errors.phone = phone.error.issues[0]?.message ?? 'Introduce un número de teléfono válido.';
  }
  if (!form.subject.trim()) errors.subject = MESSAGES.contact.subjectRequired;
  if (!form.message.trim()) errors.message = MESSAGES.contact.messageRequired;
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
  return (
    <ContentPage
      eyebrow="Contacto"
      documentTitle="Contacto"
      title="Hablemos"
      intro={
        <p>
          ¿Tienes dudas sobre un alojamiento, quieres publicar tu vivienda o necesitas ayuda con tu cuenta?
          Escríbenos y el equipo de Convive te responderá en un plazo de 24 a 48 horas laborables.
        </p>
      }
    >
      <div className={styles.layout}>
        <ContactForm />
        <ContactCards />
      </div>
    </ContentPage>
  );
}

function ContactForm() {
  const { client } = useConvive();
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
      notify.success(MESSAGES.contact.sent, message?.trim() || CONTACT_SENT_DEFAULT);
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
          Envíanos un mensaje
        </h2>
        <p className="muted">
          Los campos marcados con <span aria-hidden="true">*</span>
          <span className="visually-hidden">asterisco</span> son obligatorios.
        </p>
        <form ref={formRef} className="stack" noValidate onSubmit={onSubmit} aria-busy={send.isPending}>
          <div className="form-grid form-grid--2">
            <TextField
              label="Nombre"
              name="name"
              required
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              value={form.name}
              onChange={(event) => update('name')(event.target.value)}
              error={errors.name}
            />
            <TextField
              label="Email"
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
              label="Teléfono (opcional)"
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
              label="Asunto"
              name="subject"
              required
              maxLength={CONTACT_LIMITS.subject}
              value={form.subject}
              onChange={(event) => update('subject')(event.target.value)}
              error={errors.subject}
            />
          </div>
          <TextAreaField
            label="Mensaje"
            name="message"
            required
            rows={7}
            maxLength={CONTACT_LIMITS.message}
            hint={`Cuéntanos en qué podemos ayudarte. Quedan ${remaining.toLocaleString('es-ES')} caracteres.`}
            value={form.message}
            onChange={(event) => update('message')(event.target.value)}
            error={errors.message}
          />
          <p className={styles.privacy}>
            Usaremos tus datos solo para responder a tu mensaje. Más información en nuestra{' '}
            <Link to="/privacy">política de privacidad</Link>.
          </p>
          <div>
            <button type="submit" className="btn btn--primary btn--lg" disabled={send.isPending}>
              <Send aria-hidden="true" />
              {send.isPending ? 'Enviando...' : 'Enviar mensaje'}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}

function ContactCards() {
  return (
    <aside className={styles.cards} aria-labelledby="contact-cards-title">
      <h2 id="contact-cards-title" className="visually-hidden">
        Otras formas de contacto
      </h2>
      <div className={`card ${styles.infoCard}`}>
        <span className={styles.infoIcon}>
          <Mail aria-hidden="true" />
        </span>
        <div>
          <h3 className={styles.infoTitle}>Email</h3>
          <a className={styles.infoValue} href={`mailto:${CONTACT_DETAILS.email}`}>
            {CONTACT_DETAILS.email}
          </a>
          <p className={styles.infoNote}>Respondemos en 24–48 horas laborables.</p>
        </div>
      </div>
      <div className={`card ${styles.infoCard}`}>
        <span className={styles.infoIcon}>
          <Phone aria-hidden="true" />
        </span>
        <div>
          <h3 className={styles.infoTitle}>Teléfono</h3>
          <a className={styles.infoValue} href={CONTACT_DETAILS.phoneHref}>
            {CONTACT_DETAILS.phone}
          </a>
          <p className={styles.infoNote}>De lunes a viernes, de 09:00 a 18:00.</p>
        </div>
      </div>
      <div className={`card ${styles.infoCard}`}>
        <span className={styles.infoIcon}>
          <MapPin aria-hidden="true" />
        </span>
        <div>
          <h3 className={styles.infoTitle}>Dirección</h3>
          <address className={styles.infoValue}>{CONTACT_DETAILS.address}</address>
          <p className={styles.infoNote}>Atendemos en la oficina con cita previa.</p>
        </div>
      </div>
      <div className={styles.hours}>
        <Clock aria-hidden="true" />
        <p>
          ¿Buscas respuesta rápida? Consulta las <Link to="/faq">preguntas frecuentes</Link> o la{' '}
          <Link to="/guides/tenants">guía para inquilinos</Link>.
        </p>
      </div>
    </aside>
  );
}
