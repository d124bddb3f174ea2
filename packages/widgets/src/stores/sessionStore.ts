import { type ConviveClient, isApiError, type User } from '@convive/sdk';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type KeyValueStorage, STORAGE_KEYS } from './storage';

/** `checking` while a stored token's user loads ('Verificando tu sesión...'). */
export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

export interface SessionState {
  token: string | null;
  user: User | null;
  status: SessionStatus;
  /** Stores the token (login, registration, Google) and loads its user; a failure signs out. */
  signIn(token: string): Promise<User | null>;
  /** Forgets the token and the user (and asks the server to revoke the token). */
  signOut(): Promise<void>;
  /** Reloads the current user (after a profile change); signs out if the token is refused. */
  refresh(): Promise<User | null>;
  /**
   * The API refused `token` (revoked elsewhere, expired): signs out locally when it is still the
   * session's token, without calling the API. A newer session is kept.
   */
  refused(token: string): void;
}

export type SessionStore = StoreApi<SessionState>;

export interface SessionStoreOptions {
  storage: KeyValueStorage;
  /** The client, read lazily: it reads its token from this store. */
  getClient: () => ConviveClient;
}

/**
 * The session (spec 01 §4 "Authentication"): authenticated means a token is stored. A stored token
 * starts in `checking` until `refresh()` loads its user; if that fails the user is signed out.
 */
export function createSessionStore({ storage, getClient }: SessionStoreOptions): SessionStore {
  const stored = storage.getItem(STORAGE_KEYS.token);
  return createStore<SessionState>()((set, get) => {
    const forget = () => {
      storage.removeItem(STORAGE_KEYS.token);
      set({ token: null, user: null, status: 'signed-out' });
    };
    const refresh = async (): Promise<User | null> => {
      if (!get().token) {
        set({ user: null, status: 'signed-out' });
        return null;
      }
      try {
        const user = await getClient().users.me();
        set({ user, status: 'signed-in' });
        return user;
      } catch (error) {
        // A refused token ends the session; a network blip keeps it (the user can retry).
        if (isApiError(error) && (error.status === 401 || error.status === 403)) forget();
        else if (!get().user) forget();
        return null;
      }
    };
    return {
      token: stored,
      user: null,
      status: stored ? 'checking' : 'signed-out',
      refresh,
      async signIn(token) {
        storage.setItem(STORAGE_KEYS.token, token);
        set({ token, status: 'checking' });
        return refresh();
      },
      refused(token) {
        if (get().token === token) forget();
      },
      async signOut() {
        const hadToken = !!get().token;
        if (hadToken)
          await getClient()
            .auth.logout()
            .catch(() => undefined);
        forget();
      },
    };
  });
}
