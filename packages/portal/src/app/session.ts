import type { User } from '@convive/sdk';
import { type SessionState, useConvive, useStoreValue } from '@convive/widgets';

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
