import type { Notification, WebSocketConstructor } from '@convive/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConvive } from '../core/context';
import { useStoreValue } from '../core/useStore';
import { browserStorage, type KeyValueStorage } from '../stores/storage';
import {
  createNotificationsStore,
  type NotificationsStatus,
  type NotificationsStore,
} from './notificationsStore';

export interface UseNotificationBellOptions {
  /**
   * The live socket's WebSocket constructor (read once, when the bell mounts).
   * @default globalThis.WebSocket
   */
  WebSocket?: WebSocketConstructor;
  /**
   * Milliseconds between polls, the socket's fallback (read once, when the bell mounts).
   * @default 10000
   */
  pollIntervalMs?: number;
  /** Hears every live notification the bell adds (a host can update its own views). */
  onNotification?: (notification: Notification) => void;
  /**
   * Where the toast-silencing flags are read (read once, when the bell mounts).
   * @default localStorage when usable, else memory
   */
  storage?: KeyValueStorage;
  /**
   * A store to use instead of the bell's own (the portal shares one between bell and page); the bell
   * then neither starts nor stops it.
   */
  store?: NotificationsStore;
  /** The clock of relative times (stories and tests pin it; read once). @default Date.now */
  now?: () => number;
}

/** What the bell's view shows and does: props in, markup out (stories build one by hand). */
export interface NotificationBellState {
  /** False while nobody is signed in: the bell then renders nothing. */
  signedIn: boolean;
  /** The unread notifications, newest first (the dropdown shows the first 5). */
  items: Notification[];
  unreadCount: number;
  /** `loading` before the first answer; `error` after a failed load (the list is then empty). */
  status: NotificationsStatus;
  /** The clock relative times are measured against, read on every render of the dropdown. */
  now(): number;
  /** Marks one as read (optimistic; a failure restores it and is only logged). */
  markAsRead(id: number): void;
  /** Loads the list again (the dropdown's 'Reintentar' after a failed load). */
  retry(): void;
}

/**
 * The bell's state over a notifications store: its own one (created for the provider's client and
 * session, started on mount and stopped on unmount, replaced when the provider gets another Convive),
 * or the `store` given, which it only reads.
 */
export function useNotificationBell({
  WebSocket,
  pollIntervalMs,
  onNotification,
  storage,
  store: sharedStore,
  now,
}: UseNotificationBellOptions = {}): NotificationBellState {
  const { client, stores } = useConvive();
  const onNotificationRef = useRef(onNotification);
  onNotificationRef.current = onNotification;
  // Creating a store is pure (it starts in the effect below), so it may happen during render.
  const create = () =>
    sharedStore
      ? null
      : createNotificationsStore({
          client,
          session: stores.session,
          toasts: stores.toasts,
          storage: storage ?? browserStorage(),
          onNotification: (n) => onNotificationRef.current?.(n),
          ...(WebSocket ? { WebSocket } : {}),
          ...(pollIntervalMs !== undefined ? { pollIntervalMs } : {}),
          ...(now ? { now } : {}),
        });
  const [own, setOwn] = useState(() => ({ client, stores, store: create() }));
  // Another Convive given to the provider: its session is not the one the old store follows.
  if (own.client !== client || own.stores !== stores) setOwn({ client, stores, store: create() });
  const ownStore = own.store;
  const store = sharedStore ?? (ownStore as NotificationsStore);

  useEffect(() => {
    if (!ownStore) return;
    ownStore.getState().start();
    return () => ownStore.getState().stop();
  }, [ownStore]);

  const signedIn = useStoreValue(stores.session, (s) => s.user !== null);
  const items = useStoreValue(store, (s) => s.items);
  const unreadCount = useStoreValue(store, (s) => s.unreadCount);
  const status = useStoreValue(store, (s) => s.status);
  const clock = useStoreValue(store, (s) => s.now);
  const markAsRead = useCallback(
    (id: number) => {
      void store.getState().markAsRead(id);
    },
    [store],
  );

  const retry = useCallback(() => {
    void store.getState().refresh();
  }, [store]);

  return { signedIn, items, unreadCount, status, now: clock, markAsRead, retry };
}
