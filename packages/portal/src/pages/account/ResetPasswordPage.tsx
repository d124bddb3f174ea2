import { detailOf, fieldErrorOf, isApiError, pagePath } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../account/AuthCard';
import styles from '../../account/account.module.css';
import { FormError } from '../../account/FormError';
import { PasswordInput } from '../../account/PasswordInput';
import { validatePasswordReset } from '../../logic/forms/account';
import { resetPasswordMessages } from '../../logic/messages/resetPassword';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { NeedsScript } from '../../ui/NeedsScript';
import { accountScreensCopy } from './copy';

type Phase = 'idle' | 'saving' | 'done' | 'invalid-link';
type Field = 'new_password' | 'new_password_confirm';

/**
 * /reset-password?token=… (docs/adr/0014-unnamed-calls.md): the link of the recovery e-mail.
 * Chooses a new password; a missing, used or expired token says so and offers a new link.
 */
export function Component() {
  const { client } = useConvive();
  const copy = accountScreensCopy.useCopy().reset;
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>(token ? 'idle' : 'invalid-link');
  const [doneText, setDoneText] = useState('');
  const focusTarget = useRef<HTMLDivElement>(null);

  const edit = (field: Field, setter: (v: string) => void) => (value: string) => {
    setter(value);
    setError(null);
    if (fieldErrors[field]) setFieldErrors((errors) => ({ ...errors, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    const errors = validatePasswordReset({ new_password: password, new_password_confirm: confirm });
    setFieldErrors(errors);
    if (Object.keys(errors).length) return;
    setError(null);
    setPhase('saving');
    try {
      const answer = await client.auth.resetPassword({
        token,
        new_password: password,
        new_password_confirm: confirm,
      });
      setDoneText(answer.detail);
      setPhase('done');
    } catch (failure) {
      if (fieldErrorOf(failure, 'token')) {
        setPhase('invalid-link');
      } else {
        setPhase('idle');
        const newPassword = fieldErrorOf(failure, 'new_password');
        const confirmation = fieldErrorOf(failure, 'new_password_confirm');
        if (newPassword || confirmation) {
          setFieldErrors({
            ...(newPassword ? { new_password: newPassword } : {}),
            ...(confirmation ? { new_password_confirm: confirmation } : {}),
          });
        } else {
          if (!isApiError(failure)) console.error('Password reset failed', failure);
          setError(detailOf(failure) ?? resetPasswordMessages.failure);
        }
      }
    }
    requestAnimationFrame(() => focusTarget.current?.focus());
  };

  return (
    <>
      <DocumentTitle>{`${copy.documentTitle} · Convive`}</DocumentTitle>
      <AuthCard
        title={copy.title}
        footer={
          <Link to={pagePath('login')} className={styles.link}>
            {copy.backToLogin}
          </Link>
        }
      >
        {phase === 'invalid-link' ? (
          <div
            ref={focusTarget}
            tabIndex={-1}
            className={`alert alert--error ${styles.successBox}`}
            role="alert"
          >
            <strong>{resetPasswordMessages.missingToken}</strong>
            <span>{copy.newLinkText}</span>
            <Link to={pagePath('forgotPassword')} className="btn btn--outline btn--sm">
              {copy.newLink}
            </Link>
          </div>
        ) : phase === 'done' ? (
          <div
            ref={focusTarget}
            tabIndex={-1}
            className={`alert alert--success ${styles.successBox}`}
            role="status"
          >
            <CheckCircle2 aria-hidden="true" />
            <strong>{doneText || copy.done}</strong>
            <Link to={pagePath('login')} className="btn btn--primary btn--sm">
              {copy.login}
            </Link>
          </div>
        ) : (
          <form method="post" className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
            <NeedsScript what="form" />
            {error ? <FormError ref={focusTarget}>{error}</FormError> : null}
            <PasswordInput
              label={copy.newPassword}
              name="new_password"
              autoComplete="new-password"
              required
              maxLength={128}
              hint={copy.hint}
              value={password}
              error={fieldErrors.new_password}
              onChange={edit('new_password', setPassword)}
            />
            <PasswordInput
              label={copy.confirm}
              name="new_password_confirm"
              autoComplete="new-password"
              required
              maxLength={128}
              value={confirm}
              error={fieldErrors.new_password_confirm}
              onChange={edit('new_password_confirm', setConfirm)}
            />
            <button
              type="submit"
              className="btn btn--primary btn--block btn--lg"
              disabled={phase === 'saving'}
            >
              {phase === 'saving' ? copy.saving : copy.submit}
            </button>
          </form>
        )}
      </AuthCard>
    </>
  );
}
