import type { User } from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useCallback, useEffect, useRef } from 'react';
import { AUTH_REDIRECT_DELAY_MS } from '../logic/forms/account';

/**
 * The end of a login, registration or Google sign-in (spec 01 §4): the new token's user is loaded
 * first; the session is only signed in when the 1.5 s success message is over. Signing in earlier
 * would make the guest-only guard leave the page before the message could be read.
 */
export function useSignInFlow() {
  const { client, stores } = useConvive();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const staged = useRef(false);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      // Leaving before the redirect: forget a token that was never signed in.
      const session = stores.session.getState();
      if (staged.current && session.status !== 'signed-in') stores.session.setState({ token: null });
    },
    [stores.session],
  );

  /** Loads the user of `token` without signing in yet (the client sends the session's token). */
  const loadUser = useCallback(
    async (token: string): Promise<User> => {
      staged.current = true;
      stores.session.setState({ token });
      try {
        return await client.users.me();
      } catch (error) {
        stores.session.setState({ token: null });
        staged.current = false;
        throw error;
      }
    },
    [client, stores.session],
  );

  /** Signs in after the redirect delay; the guest-only guard then goes on to the dashboard. */
  const signInLater = useCallback(
    (token: string) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        staged.current = false;
        void stores.session.getState().signIn(token);
      }, AUTH_REDIRECT_DELAY_MS);
    },
    [stores.session],
  );

  return { loadUser, signInLater };
}
