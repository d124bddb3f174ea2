import { PAGES, type User } from '@convive/sdk';
import { type SessionState, useConvive, useStoreValue } from '@convive/widgets';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

export interface Session {
  user: User | null;
  status: SessionState['status'];
  token: string | null;
  isLandlord: boolean;
  isTenant: boolean;
  signIn: SessionState['signIn'];
  signOut: SessionState['signOut'];
  refresh: SessionState['refresh'];
}

/** The signed-in user and the session's actions (the widgets' session store, shared app-wide). */
export function useSession(): Session {
  const store = useConvive().stores.session;
  const state = useStoreValue(store, (s) => s);
  const isLandlord = state.user?.is_landlord === true;
  return {
    user: state.user,
    status: state.status,
    token: state.token,
    isLandlord,
    isTenant: !!state.user && !isLandlord,
    signIn: state.signIn,
    signOut: state.signOut,
    refresh: state.refresh,
  };
}

/**
 * The dashboards' guards mounted now, and the sign-out waiting for them to go. Signing out while a
 * guard is on screen would have it send the user to /login; React draws a navigation as a
 * transition, so the page can still be on screen once the router has moved on.
 */
let guardsMounted = 0;
let signOutWhenGone: (() => void) | null = null;

/** For a guard: counts it while mounted, and runs a waiting sign-out once the last one goes. */
export function useGuardPresence(): void {
  useEffect(() => {
    guardsMounted += 1;
    return () => {
      guardsMounted -= 1;
      if (guardsMounted > 0) return;
      const waiting = signOutWhenGone;
      signOutWhenGone = null;
      waiting?.();
    };
  }, []);
}

/** Signs out and leaves for the home page: once no guarded page is on screen. */
export function useSignOutToHome(): () => Promise<void> {
  const store = useConvive().stores.session;
  const navigate = useNavigate();
  return async () => {
    if (guardsMounted === 0) {
      await navigate(PAGES.home.path, { replace: true });
      await store.getState().signOut();
      return;
    }
    const done = new Promise<void>((resolve) => {
      signOutWhenGone = () => void store.getState().signOut().finally(resolve);
    });
    await navigate(PAGES.home.path, { replace: true });
    await done;
  };
}

/** The signed-in user, for screens behind a guard (throws when used outside one). */
export function useUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useUser is used outside an authenticated route.');
  return user;
}

/** A user's full name, else their e-mail. */
export function fullName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  return `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.email;
}
