import { pagePath } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from '../../account/AuthCard';
import styles from '../../account/account.module.css';
import { EmailField } from '../../account/EmailField';
import { FormError } from '../../account/FormError';
import { forgotPasswordErrorMessage } from '../../logic/accountErrors';
import { validateLogin } from '../../logic/forms/account';
import { forgotPasswordMessages } from '../../logic/messages/forgotPassword';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { NeedsScript } from '../../ui/NeedsScript';
import { accountScreensCopy } from './copy';

type Phase = 'idle' | 'sending' | 'sent';

/**
 * /forgot-password (spec 01 §2, §8): asks for the e-mail and sends the recovery link. The server
 * answers the same whether or not the address has an account, so the success text never says which.
 */
export function Component() {
  const { client } = useConvive();
  const copy = accountScreensCopy.useCopy().forgot;
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const result = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase === 'sending') return;
    const problem = validateLogin({ email, password: '-' }).email;
    setFieldError(problem);
    if (problem) return;
    setError(null);
    setPhase('sending');
    try {
      await client.auth.forgotPassword({ email: email.trim() });
      setPhase('sent');
    } catch (failure) {
      console.error('Password recovery failed', failure);
      setError(forgotPasswordErrorMessage(failure));
      setPhase('idle');
    }
    requestAnimationFrame(() => result.current?.focus());
  };

  const backToLogin = (
    <Link to={pagePath('login')} className={styles.link}>
      {copy.backToLogin}
    </Link>
  );

  return (
    <>
      <DocumentTitle>{`${copy.documentTitle} · Convive`}</DocumentTitle>
      <AuthCard
        title={copy.title}
        subtitle={phase === 'sent' ? undefined : copy.subtitle}
        footer={backToLogin}
      >
        {phase === 'sent' ? (
          <div
            ref={result}
            tabIndex={-1}
            className={`alert alert--success ${styles.successBox}`}
            role="status"
          >
            <MailCheck aria-hidden="true" />
            <strong>{forgotPasswordMessages.success}</strong>
            <span>{forgotPasswordMessages.checkInbox}</span>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => {
                setPhase('idle');
                setError(null);
              }}
            >
              {copy.otherEmail}
            </button>
          </div>
        ) : (
          <form method="post" className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
            <NeedsScript what="form" />
            {error ? <FormError ref={result}>{error}</FormError> : null}
            <EmailField
              value={email}
              error={fieldError}
              onChange={(value) => {
                setEmail(value);
                setError(null);
                setFieldError(undefined);
              }}
            />
            <button
              type="submit"
              className="btn btn--primary btn--block btn--lg"
              disabled={phase === 'sending'}
            >
              {phase === 'sending' ? copy.sending : copy.submit}
            </button>
          </form>
        )}
      </AuthCard>
    </>
  );
}
