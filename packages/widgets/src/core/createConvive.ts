import { type ClientOptions, type ConviveClient, createClient } from '@convive/sdk';
import { createFavoritesStore, type FavoritesStore } from '../stores/favoritesStore';
import { createSessionStore, type SessionStore } from '../stores/sessionStore';
import { type KeyValueStorage, memoryStorage } from '../stores/storage';
import { createToastStore, type ToastStore } from '../stores/toastStore';

/** The stores several widgets share. One set per `createConvive` call: never module singletons. */
export interface ConviveStores {
  session: SessionStore;
  favorites: FavoritesStore;
  toasts: ToastStore;
}

export interface Convive {
  client: ConviveClient;
  stores: ConviveStores;
}

export interface CreateConviveOptions {
  /** The API base URL, including `/api`. */
  apiBase: string;
  /**
   * Where the token lives. Memory by default: a token is the user's whole account, and the page's
   * storage is readable by every script on it. An app on its own origin that wants the session to
   * outlive a reload passes `browserStorage()` (localStorage), as the portal does. @default memory
   */
  storage?: KeyValueStorage;
  /** A token to start with (a partner page passing one in); stored like a login's. */
  token?: string | null;
  /** Injected fetch (Storybook fixtures, tests). @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Cookies with requests: 'include' on the API's origin, 'same-origin' when embedded elsewhere. @default 'include' */
  credentials?: 'include' | 'same-origin' | 'omit';
  /**
   * Whether the shared favourites store loads the tenant's favourites on sign-in. False for an app
   * that keeps the favourites itself and gives each heart `favorite` and `toggle` (the portal, over
   * its query cache): the store then stays empty and never calls the API. @default true
   */
  loadFavorites?: boolean;
  /**
   * A publishable partner key (`pk_…`), sent with every request (`X-Convive-Partner-Key`,
   * with the page's address): the API narrows what it shows to the key's scope and records the
   * enquiries and visits made through it. Elements on a partner's page pass their `partner-key`.
   */
  partnerKey?: string;
  /**
   * The language the widgets show, read on every call and sent as `Accept-Language`: the
   * API answers its messages in it and keeps it for the user's e-mails. A getter, since it can change.
   */
  getLanguage?: () => string | null | undefined;
}

/**
 * A client and its stores, wired together: the client reads the session's token on every call.
 * The portal creates one for the app; each embedded widget creates its own, so two widgets on one
 * partner page never share state.
 */
export function createConvive(options: CreateConviveOptions): Convive {
  return createConviveWith(createClient, options);
}

/**
 * `createConvive` with the client made by `makeClient` from the options it is wired with: a
 * `deferClient` that loads the contract at the first call, say, so that an app's first page does
 * not wait for it (an app importing only this function does not bundle `createClient` up front).
 */
export function createConviveWith(
  makeClient: (options: ClientOptions) => ConviveClient,
  options: CreateConviveOptions,
): Convive {
  const storage = options.storage ?? memoryStorage();
  if (options.token) storage.setItem('authToken', options.token);
  let client: ConviveClient | null = null;
  const getClient = () => {
    if (!client) throw new Error('createConvive: the client is used before it exists.');
    return client;
  };
  const session = createSessionStore({ storage, getClient });
  client = makeClient({
    baseUrl: options.apiBase,
    getToken: () => session.getState().token,
    // A token the API refused (signed out on another device, expired) is forgotten at once, so the
    // widgets show the signed-out state instead of failing on it.
    onSessionRefused: (token) => session.getState().refused(token),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    ...(options.partnerKey ? { partnerKey: options.partnerKey } : {}),
    ...(options.getLanguage ? { getLanguage: options.getLanguage } : {}),
  });
  const favorites = createFavoritesStore({ getClient, session, autoLoad: options.loadFavorites ?? true });
  return { client, stores: { session, favorites, toasts: createToastStore() } };
}
