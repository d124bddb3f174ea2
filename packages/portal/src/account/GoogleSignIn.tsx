import type { ConviveClient } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { keys } from '../app/queryKeys';
import type { SsrPrefetch } from '../app/ssr';
import { googleErrorMessage } from '../logic/accountErrors';
import styles from './account.module.css';
import { accountCopy } from './copy';
import { loadGoogleIdentity } from './googleIdentity';

/** Whether the server has Google sign-in, and its client id: asked once, it does not change. */
function googleConfigQuery(client: ConviveClient) {
  return queryOptions({
    queryKey: keys.auth.googleConfig,
    queryFn: () => client.auth.googleConfig(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * The pages with the button send the answer with their HTML (their route's `handle.prefetch`): the
 * button is there on the first paint, and the page makes no call of its own before the reader acts.
 */
export const prefetchGoogleConfig: SsrPrefetch = ({ queryClient, client }) =>
  queryClient.prefetchQuery(googleConfigQuery(client));

export interface GoogleSignInProps {
  /** Called with our API token once Google's ID token has been exchanged. */
  onToken(token: string): void | Promise<void>;
  /** Called when the exchange with our server starts (to show the page's overlay). */
  onExchange?(): void;
  /** Called when the exchange fails (to hide the overlay). */
  onFailure?(): void;
  disabled?: boolean;
  /** A line under the button, shown only when the button is (the registration's terms note). */
  note?: string;
}

function GoogleLogo() {
  return (
    <svg className={styles.googleIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C36.9 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/**
 * 'Continuar con Google' (spec 01 §1, §7): shown only when the server has Google sign-in enabled.
 * A click loads Google Identity Services, asks Google for an ID token and exchanges it for our token.
 * When Google cannot show its prompt (blocked third-party sign-in, dismissed before), Google's own
 * button is rendered instead, which always opens the account chooser.
 */
export function GoogleSignIn({ onToken, onExchange, onFailure, disabled, note }: GoogleSignInProps) {
  const { client, locale } = useConvive();
  const copy = accountCopy.useCopy().google;
  const config = useQuery(googleConfigQuery(client));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fallback, setFallback] = useState(false);
  const fallbackBox = useRef<HTMLDivElement>(null);

  const clientId = config.data?.enabled ? config.data.client_id : null;
  if (!clientId) return null;

  const exchange = async (credential: string | undefined) => {
    if (!credential) {
      setError(googleErrorMessage(null));
      return;
    }
    onExchange?.();
    try {
      const { token } = await client.auth.google(credential);
      await onToken(token);
    } catch (failure) {
      console.error('Google sign-in failed', failure);
      setError(googleErrorMessage(failure));
      onFailure?.();
    }
  };

  const start = async () => {
    setError(null);
    setBusy(true);
    try {
      const google = await loadGoogleIdentity();
      google.initialize({
        client_id: clientId,
        callback: (response) => void exchange(response.credential),
        ux_mode: 'popup',
        use_fedcm_for_prompt: true,
        cancel_on_tap_outside: true,
      });
      google.prompt((notification) => {
        if (notification.isNotDisplayed?.() || notification.isSkippedMoment?.()) {
          setFallback(true);
          // Google's own button opens the account chooser even when the prompt is suppressed.
          queueMicrotask(() => {
            if (fallbackBox.current) {
              fallbackBox.current.replaceChildren();
              google.renderButton(fallbackBox.current, {
                theme: 'outline',
                size: 'large',
                text: 'continue_with',
                locale,
                width: Math.min(fallbackBox.current.clientWidth || 320, 400),
              });
            }
          });
        }
      });
    } catch (failure) {
      console.error('Google Identity Services failed', failure);
      setError(googleErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.googleBox}>
      <div className={styles.divider}>{copy.or}</div>
      <button
        type="button"
        className="btn btn--outline btn--block"
        onClick={() => void start()}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
      >
        <GoogleLogo />
        {copy.continue}
      </button>
      {note ? <p className={styles.googleTerms}>{note}</p> : null}
      {fallback ? (
        <p className="muted" style={{ margin: 0, fontSize: '0.875rem', textAlign: 'center' }}>
          {copy.fallback}
        </p>
      ) : null}
      <div ref={fallbackBox} className={styles.googleFallback} hidden={!fallback} />
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
