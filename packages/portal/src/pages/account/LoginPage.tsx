import { pagePath } from '@convive/sdk';
import { LoadingOverlay, useConvive } from '@convive/widgets';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from '../../account/AuthCard';
import { AuthLink } from '../../account/AuthLink';
import styles from '../../account/account.module.css';
import { accountCopy } from '../../account/copy';
import { EmailField } from '../../account/EmailField';
import { FormError } from '../../account/FormError';
import { GoogleSignIn, prefetchGoogleConfig } from '../../account/GoogleSignIn';
import { PasswordInput } from '../../account/PasswordInput';
import { useSignInFlow } from '../../account/useSignInFlow';
import { loginErrorMessage } from '../../logic/accountErrors';
import { validateLogin } from '../../logic/forms/account';
import { loginMessages } from '../../logic/messages/login';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { NeedsScript } from '../../ui/NeedsScript';
import { accountScreensCopy } from './copy';

type Phase = 'idle' | 'submitting' | 'success';

/**
 * /login (spec 01 §2, §4, §5, §8): e-mail and password, 'Iniciando sesión...' while the call runs,
 * 'Inicio de sesión exitoso! Redirigiendo...' and the dashboard (or the page the guard came from)
 * after 1.5 s; a failure returns the form with the reason in a red box that clears on typing.
 */
export const handle = { prefetch: prefetchGoogleConfig };

export function Component() {
  const { client } = useConvive();
  const copy = accountScreensCopy.useCopy().login;
  const { fields } = accountCopy.useCopy();
  const { loadUser, signInLater } = useSignInFlow();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<ReturnType<typeof validateLogin>>({});
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const errorBox = useRef<HTMLDivElement>(null);

  const edit = (setter: (value: string) => void, field: 'email' | 'password') => (value: string) => {
    setter(value);
    setError(null);
    if (fieldErrors[field]) setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
  };

  const fail = (message: string) => {
    setPhase('idle');
    setError(message);
    // Focus the message so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => errorBox.current?.focus());
  };

  const finish = async (token: string) => {
    await loadUser(token);
    setPhase('success');
    signInLater(token);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    const errors = validateLogin({ email, password });
    setFieldErrors(errors);
    if (Object.keys(errors).length) return;
    setError(null);
    setPhase('submitting');
    try {
      const { token } = await client.auth.login({ email: email.trim(), password });
      await finish(token);
    } catch (failure) {
      fail(loginErrorMessage(failure));
    }
  };

  return (
    <>
      <DocumentTitle>{`${copy.documentTitle} · Convive`}</DocumentTitle>
      {/* Opaque: the form must not show through the message. */}
      <div className={styles.overlayHost}>
        {phase === 'submitting' ? <LoadingOverlay fullScreen message={loginMessages.submitting} /> : null}
      </div>
      <AuthCard
        title={copy.title}
        subtitle={copy.subtitle}
        footer={
          <>
            {copy.noAccount}{' '}
            <AuthLink page="register" className={styles.link}>
              {copy.register}
            </AuthLink>
          </>
        }
      >
        {phase === 'success' ? (
          // The confirmation takes the form's place until the redirect.
          <div className={`alert alert--success ${styles.successBox}`} role="status">
            <CheckCircle2 aria-hidden="true" />
            <strong>{loginMessages.success}</strong>
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
          <NeedsScript what="login" />
          {error ? <FormError ref={errorBox}>{error}</FormError> : null}
          <EmailField value={email} error={fieldErrors.email} onChange={edit(setEmail, 'email')} />
          <div className={styles.form} style={{ gap: '0.375rem' }}>
            <PasswordInput
              label={fields.password}
              name="password"
              autoComplete="current-password"
              required
              maxLength={128}
              value={password}
              error={fieldErrors.password}
              onChange={edit(setPassword, 'password')}
            />
            <div className={styles.labelRow} style={{ justifyContent: 'flex-end' }}>
              <Link to={pagePath('forgotPassword')} className={styles.link}>
                {copy.forgot}
              </Link>
            </div>
          </div>
          <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={phase !== 'idle'}>
            {phase === 'submitting' ? loginMessages.submitting : copy.submit}
          </button>
        </form>
        {phase === 'success' ? null : (
          <GoogleSignIn
            disabled={phase !== 'idle'}
            onExchange={() => {
              setError(null);
              setPhase('submitting');
            }}
            onFailure={() => setPhase('idle')}
            onToken={finish}
          />
        )}
      </AuthCard>
    </>
  );
}
