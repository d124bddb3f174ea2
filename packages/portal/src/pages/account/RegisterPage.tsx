import { pagePath } from '@convive/sdk';
import { LoadingOverlay, useConvive } from '@convive/widgets';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AuthCard } from '../../account/AuthCard';
import { AuthLink } from '../../account/AuthLink';
import styles from '../../account/account.module.css';
import { accountCopy } from '../../account/copy';
import { EmailField } from '../../account/EmailField';
import { FormError } from '../../account/FormError';
import { GoogleSignIn, prefetchGoogleConfig } from '../../account/GoogleSignIn';
import { NameFields } from '../../account/NameFields';
import { PasswordChecklist } from '../../account/PasswordChecklist';
import { PasswordInput } from '../../account/PasswordInput';
import { normalisePhone, PhoneField } from '../../account/PhoneField';
import { useSignInFlow } from '../../account/useSignInFlow';
import { DASHBOARD_PATH, returnPath } from '../../app/guards';
import { loginErrorMessage, registrationErrorMessage } from '../../logic/accountErrors';
import { type RegistrationField, validateRegistration } from '../../logic/forms/account';
import { registrationMessages } from '../../logic/messages/registration';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { NeedsScript } from '../../ui/NeedsScript';
import { accountScreensCopy } from './copy';

type Role = 'inquilino' | 'propietario';
type Phase = 'idle' | 'submitting' | 'recovering' | 'success';

interface Form {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  password_confirm: string;
  role: Role;
  accept_terms: boolean;
}

const EMPTY: Form = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  password_confirm: '',
  role: 'inquilino',
  accept_terms: false,
};

const ROLES: { value: Role; label: 'tenant' | 'landlord' }[] = [
  { value: 'inquilino', label: 'tenant' },
  { value: 'propietario', label: 'landlord' },
];

/**
 * /register (spec 01 §2, §4, §5, §8): the account form, 'Creando tu cuenta...' while the call runs,
 * the success message and the dashboard after 1.5 s. When the new user cannot be loaded, a login with
 * the same credentials is tried before giving up. Server errors show in a banner cleared on edit.
 */
export const handle = { prefetch: prefetchGoogleConfig };

export function Component() {
  const { client } = useConvive();
  const copy = accountScreensCopy.useCopy().register;
  const { fields } = accountCopy.useCopy();
  const { loadUser, signInLater } = useSignInFlow();
  const [form, setForm] = useState<Form>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<RegistrationField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const banner = useRef<HTMLDivElement>(null);
  // Signed in, the guest page sends them back where they came from (GuestOnly): say where.
  const returning = returnPath(useLocation()) !== DASHBOARD_PATH;

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setError(null);
    if (key in fieldErrors) setFieldErrors((errors) => ({ ...errors, [key]: undefined }));
  };

  const fail = (message: string) => {
    setPhase('idle');
    setError(message);
    requestAnimationFrame(() => banner.current?.focus());
  };

  const succeed = (token: string) => {
    setPhase('success');
    signInLater(token);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    const errors = validateRegistration(form);
    setFieldErrors(errors);
    if (Object.keys(errors).length) {
      const first = Object.keys(errors)[0];
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
      return;
    }
    setError(null);
    setPhase('submitting');
    const email = form.email.trim();
    let token: string;
    try {
      // Text typed before the phone library loaded becomes E.164 here.
      const phone = await normalisePhone(form.phone);
      ({ token } = await client.auth.register({
        email,
        password: form.password,
        password_confirm: form.password_confirm,
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        role: form.role,
        accept_terms: true,
        ...(phone ? { phone } : {}),
      }));
    } catch (failure) {
      fail(registrationErrorMessage(failure));
      return;
    }
    try {
      await loadUser(token);
      succeed(token);
      return;
    } catch {
      // The account exists but its user did not load (spec 01 §4): log in with the same credentials.
      setPhase('recovering');
    }
    try {
      const login = await client.auth.login({ email, password: form.password });
      await loadUser(login.token);
      succeed(login.token);
    } catch (failure) {
      fail(`${registrationMessages.userNotLoaded} ${loginErrorMessage(failure)}`);
    }
  };

  const overlay =
    phase === 'submitting'
      ? registrationMessages.creating
      : phase === 'recovering'
        ? registrationMessages.userNotLoaded
        : null;

  return (
    <>
      <DocumentTitle>{`${copy.documentTitle} · Convive`}</DocumentTitle>
      {/* Opaque: the form must not show through the message. */}
      <div className={styles.overlayHost}>
        {overlay ? <LoadingOverlay fullScreen message={overlay} /> : null}
      </div>
      <AuthCard
        wide
        title={copy.title}
        subtitle={copy.subtitle}
        footer={
          <>
            {copy.hasAccount}{' '}
            <AuthLink page="login" className={styles.link}>
              {copy.login}
            </AuthLink>
          </>
        }
      >
        {phase === 'success' ? (
          // The confirmation takes the form's place until the redirect.
          <div className={`alert alert--success ${styles.successBox}`} role="status">
            <CheckCircle2 aria-hidden="true" />
            <strong>
              {returning ? registrationMessages.successReturning : registrationMessages.success}
            </strong>
          </div>
        ) : null}
        <form
          // Sent before the app runs, a post keeps the password out of the address (the server loads
          // the page again); the app sends it itself.
          method="post"
          hidden={phase === 'success'}
          className={styles.form}
          onSubmit={(event) => void onSubmit(event)}
          noValidate
        >
          <NeedsScript what="register" />
          {error ? (
            <FormError ref={banner}>
              {error}
              {error.startsWith(registrationMessages.userNotLoaded) ? (
                <>
                  {' '}
                  <AuthLink page="login" className={styles.link}>
                    {copy.goToLogin}
                  </AuthLink>
                </>
              ) : null}
            </FormError>
          ) : null}
          <NameFields
            firstName={form.first_name}
            lastName={form.last_name}
            errors={fieldErrors}
            onChange={set}
          />
          <EmailField
            value={form.email}
            error={fieldErrors.email}
            onChange={(value) => set('email', value)}
          />
          <PhoneField
            label={fields.phoneOptional}
            value={form.phone}
            error={fieldErrors.phone}
            onChange={(value) => set('phone', value)}
          />
          <PasswordInput
            label={fields.password}
            name="password"
            autoComplete="new-password"
            required
            maxLength={128}
            value={form.password}
            error={fieldErrors.password}
            onChange={(value) => set('password', value)}
          />
          <PasswordChecklist
            password={form.password}
            owner={{ email: form.email, first_name: form.first_name, last_name: form.last_name }}
          />
          <PasswordInput
            label={fields.confirmPassword}
            name="password_confirm"
            autoComplete="new-password"
            required
            maxLength={128}
            value={form.password_confirm}
            error={fieldErrors.password_confirm}
            onChange={(value) => set('password_confirm', value)}
          />
          <fieldset className={styles.roleGroup}>
            <legend className={styles.roleLegend}>{copy.accountType}</legend>
            {ROLES.map((role) => (
              <label key={role.value} className={styles.roleOption}>
                <input
                  type="radio"
                  name="role"
                  value={role.value}
                  checked={form.role === role.value}
                  onChange={() => set('role', role.value)}
                />
                <span>{copy[role.label]}</span>
              </label>
            ))}
          </fieldset>
          <div className={styles.terms}>
            <label className={styles.termsLabel}>
              <input
                type="checkbox"
                name="accept_terms"
                required
                checked={form.accept_terms}
                aria-invalid={fieldErrors.accept_terms ? true : undefined}
                aria-describedby={fieldErrors.accept_terms ? 'accept-terms-error' : undefined}
                onChange={(event) => set('accept_terms', event.target.checked)}
              />
              <span>
                {copy.termsStart}{' '}
                <a href={pagePath('terms')} target="_blank" rel="noopener" className={styles.link}>
                  {copy.terms}
                </a>{' '}
                {copy.termsAnd}{' '}
                <a href={pagePath('privacy')} target="_blank" rel="noopener" className={styles.link}>
                  {copy.privacy}
                </a>
                <span className="visually-hidden">{copy.newTabs}</span>
              </span>
            </label>
            {fieldErrors.accept_terms ? (
              <p id="accept-terms-error" className="field__error">
                {fieldErrors.accept_terms}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={phase !== 'idle'}>
            {phase === 'idle' ? copy.submit : registrationMessages.submitting}
          </button>
        </form>
        {phase === 'success' ? null : (
          <GoogleSignIn
            disabled={phase !== 'idle'}
            note={copy.googleNote}
            onExchange={() => {
              setError(null);
              setPhase('submitting');
            }}
            onFailure={() => setPhase('idle')}
            onToken={async (token) => {
              await loadUser(token);
              succeed(token);
            }}
          />
        )}
      </AuthCard>
    </>
  );
}
