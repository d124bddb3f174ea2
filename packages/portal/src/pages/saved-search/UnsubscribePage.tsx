import { detailOf, fieldErrorOf, isApiError, pagePath } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { BellOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../account/AuthCard';
import styles from '../../account/account.module.css';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { savedSearchCopy } from './copy';
import { SAVED_SEARCHES_PATH } from './savedSearchFilters';

type Outcome =
  | { phase: 'working' }
  | { phase: 'done'; name: string }
  /** No token, or one the server does not know (404) or refuses (400): a new try cannot help. */
  | { phase: 'invalid'; message: string | null }
  /** The network or the server failed: 'Reintentar' sends the same token again. */
  | { phase: 'failed'; message: string | null };

/**
 * /saved-searches/unsubscribe?token=…: the one-click link of an alert e-mail. Opening it
 * turns the search's alerts off, without signing in, and says which search; the search itself stays
 * (its alerts can be turned on again from the dashboard). The call is sent once per token, even
 * when React runs the effect twice (strict mode), and it is idempotent on the server anyway.
 */
export function Component() {
  const { client } = useConvive();
  const copy = savedSearchCopy.useCopy().unsubscribe;
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { phase: 'working' } : { phase: 'invalid', message: null },
  );
  const sentFor = useRef<string | null>(null);
  const focusTarget = useRef<HTMLDivElement>(null);

  const send = useCallback(async () => {
    setOutcome({ phase: 'working' });
    try {
      const answer = await client.savedSearches.unsubscribe(token);
      setOutcome({ phase: 'done', name: answer.name });
    } catch (failure) {
      const status = isApiError(failure) ? failure.status : null;
      if (status === 404 || status === 400) {
        setOutcome({ phase: 'invalid', message: fieldErrorOf(failure, 'token') });
      } else {
        if (!isApiError(failure)) console.warn('Unsubscribing from a saved search failed', failure);
        // A 429 or a 5xx says why in Spanish-or-chosen words; a network failure has no words.
        setOutcome({ phase: 'failed', message: isApiError(failure) ? detailOf(failure) : null });
      }
    }
    requestAnimationFrame(() => focusTarget.current?.focus());
  }, [client, token]);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    void send();
  }, [token, send]);

  return (
    <>
      <DocumentTitle>{`${copy.documentTitle} · Convive`}</DocumentTitle>
      <AuthCard
        title={outcome.phase === 'done' ? copy.doneTitle : copy.title}
        footer={
          <Link to={pagePath('properties')} className={styles.link}>
            {copy.explore}
          </Link>
        }
      >
        {outcome.phase === 'working' ? (
          <p role="status" aria-busy="true">
            {copy.working}
          </p>
        ) : outcome.phase === 'done' ? (
          <div
            ref={focusTarget}
            tabIndex={-1}
            className={`alert alert--success ${styles.successBox}`}
            role="status"
          >
            <BellOff aria-hidden="true" />
            <strong>{copy.done(outcome.name)}</strong>
            <span>{copy.doneHint}</span>
            <Link to={SAVED_SEARCHES_PATH} className="btn btn--primary btn--sm">
              {copy.manage}
            </Link>
          </div>
        ) : outcome.phase === 'invalid' ? (
          <div
            ref={focusTarget}
            tabIndex={-1}
            className={`alert alert--error ${styles.successBox}`}
            role="alert"
          >
            <strong>{token ? (outcome.message ?? copy.unknown) : copy.missingToken}</strong>
            <span>{copy.unknownHint}</span>
            <Link to={SAVED_SEARCHES_PATH} className="btn btn--outline btn--sm">
              {copy.manage}
            </Link>
          </div>
        ) : (
          <div
            ref={focusTarget}
            tabIndex={-1}
            className={`alert alert--error ${styles.successBox}`}
            role="alert"
          >
            <strong>{outcome.message ?? copy.failed}</strong>
            <button type="button" className="btn btn--primary btn--sm" onClick={() => void send()}>
              {copy.retry}
            </button>
          </div>
        )}
      </AuthCard>
    </>
  );
}
