import {
  type ConviveClient,
  createNotificationSocket,
  createPoller,
  eventToNotification,
  isDropdownEvent,
  isDuplicateEvent,
  isDuplicateNotification,
  isToastSilenced,
  type LiveEvent,
  mergeNotifications,
  type Notification,
  type NotificationSocket,
  type Poller,
  readToastFlags,
  type SocketStatus,
  type ToastFlagStorage,
  type User,
  type WebSocketConstructor,
} from '@convive/sdk';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SessionStore } from '../stores/sessionStore';
import { TOAST_NOTIFICATION_MS, type ToastStore } from '../stores/toastStore';

/** A refresh follows 2 s after a live notification is added (spec 02 §4, §9). */
export const NOTIFICATION_REFRESH_DELAY_MS = 2_000;
/** How many recent live events are remembered to drop duplicates (the socket keeps its own too). */
const SEEN_EVENTS_LIMIT = 200;

/** `idle` before the first load; `error` after a failed load (the list is then empty, spec 02 §8). */
export type NotificationsStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface NotificationsState {
  /** The unread notifications, newest first. */
  items: Notification[];
  unreadCount: number;
  status: NotificationsStatus;
  /** The live socket's status (`idle` while signed out or stopped). */
  connection: SocketStatus;
  /** The clock relative times are measured against (injected in stories and tests). */
  now(): number;
  /**
   * Starts following the session: while a user is signed in, loads their unread notifications and
   * count, listens to the live socket and polls every 10 s as the fallback. Idempotent.
   */
  start(): void;
  /** Stops everything `start()` started: session subscription, socket, poller, pending refresh. */
  stop(): void;
  /** Reloads the unread list and count now. */
  refresh(): Promise<void>;
  /** Marks one as read: optimistic, restored when the call fails (the failure is only logged). */
  markAsRead(id: number): Promise<void>;
  /** Acts on one live event (what the socket delivers); exposed so a host can forward its own. */
  receive(event: LiveEvent): void;
}

export type NotificationsStore = StoreApi<NotificationsState>;

export interface NotificationsStoreOptions {
  client: ConviveClient;
  session: SessionStore;
  /** Live notifications show a 5-second toast here (unless silenced). */
  toasts: ToastStore;
  /** Where the toast-silencing flags live (spec 02 §4). */
  storage: ToastFlagStorage;
  /**
   * The WebSocket constructor of the live socket.
   * @default globalThis.WebSocket
   */
  WebSocket?: WebSocketConstructor;
  /** @default NOTIFICATION_POLL_INTERVAL_MS (10 s) */
  pollIntervalMs?: number;
  /** @default NOTIFICATION_REFRESH_DELAY_MS (2 s) */
  refreshDelayMs?: number;
  /** @default Date.now */
  now?: () => number;
  /** Hears every live notification the store adds (after it is added). */
  onNotification?: (notification: Notification) => void;
}

interface Snapshot {
  items: Notification[];
  unreadCount: number;
}

/**
 * The notification bell's state (spec 01 §2, spec 02 §2, §4, §7): a vanilla store per bell (or one
 * shared by a whole app), with no React in it.
 */
export function createNotificationsStore(options: NotificationsStoreOptions): NotificationsStore {
  const { client, session, toasts, storage } = options;
  const refreshDelayMs = options.refreshDelayMs ?? NOTIFICATION_REFRESH_DELAY_MS;

  let active = false;
  let unsubscribeSession: (() => void) | undefined;
  let socket: NotificationSocket | undefined;
  let socketCleanup: (() => void)[] = [];
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let userId: number | null = null;
  const seen: LiveEvent[] = [];
  /** Ids being marked as read: a poll answered meanwhile must not bring them back. */
  const marking = new Set<number>();

  const store = createStore<NotificationsState>()((set, get) => {
    const apply = ({ items, unreadCount }: Snapshot) => {
      const kept = items.filter((n) => !marking.has(n.id));
      const hidden = items.length - kept.length;
      set({ items: kept, unreadCount: Math.max(0, unreadCount - hidden), status: 'ready' });
    };

    const poller: Poller = createPoller<Snapshot>({
      task: async () => {
        const [page, unreadCount] = await Promise.all([
          client.notifications.list({ status: 'unread' }),
          client.notifications.unreadCount(),
        ]);
        return { items: mergeNotifications<Notification>([], page.results), unreadCount };
      },
      ...(options.pollIntervalMs !== undefined ? { intervalMs: options.pollIntervalMs } : {}),
      onResult: (snapshot) => {
        if (session.getState().user) apply(snapshot);
      },
      onError: (error) => {
        // Spec 02 §8: a load failure is only logged (a warning: nothing is broken for the user),
        // and empties the list and the count.
        console.warn('No se pudieron cargar las notificaciones.', error);
        set({ items: [], unreadCount: 0, status: 'error' });
      },
    });

    const clearRefreshTimer = () => {
      if (refreshTimer !== undefined) clearTimeout(refreshTimer);
      refreshTimer = undefined;
    };

    const disconnect = () => {
      clearRefreshTimer();
      poller.stop();
      for (const cleanup of socketCleanup) cleanup();
      socketCleanup = [];
      socket?.close();
      socket = undefined;
      userId = null;
      seen.length = 0;
      marking.clear();
    };

    const connect = (user: User) => {
      userId = user.id;
      if (get().status === 'idle') set({ status: 'loading' });
      poller.start();
      try {
        socket = createNotificationSocket({
          userId: user.id,
          getToken: () => session.getState().token,
          baseUrl: client.baseUrl,
          ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
        });
      } catch (error) {
        // No WebSocket here (or no usable URL): polling alone keeps the bell up to date.
        console.warn(error);
        set({ connection: 'failed' });
        return;
      }
      const current = socket;
      socketCleanup = [
        current.onStatus((connection) => set({ connection })),
        current.subscribe((event) => get().receive(event)),
      ];
      set({ connection: current.status });
    };

    const follow = (user: User | null) => {
      if (user?.id === userId) return;
      disconnect();
      set({ items: [], unreadCount: 0, status: 'idle', connection: 'idle' });
      if (user) connect(user);
    };

    return {
      items: [],
      unreadCount: 0,
      status: 'idle',
      connection: 'idle',
      now: options.now ?? Date.now,
      start() {
        if (active) return;
        active = true;
        unsubscribeSession = session.subscribe((state) => follow(state.user));
        follow(session.getState().user);
      },
      stop() {
        if (!active) return;
        active = false;
        unsubscribeSession?.();
        unsubscribeSession = undefined;
        disconnect();
        set({ connection: 'idle' });
      },
      refresh: () => poller.refresh(),
      async markAsRead(id) {
        const previous = get().items.find((n) => n.id === id);
        if (previous) {
          marking.add(id);
          set((state) => ({
            items: state.items.filter((n) => n.id !== id),
            unreadCount: Math.max(0, state.unreadCount - 1),
          }));
        }
        try {
          await client.notifications.markAsRead(id);
        } catch (error) {
          console.warn('No se pudo marcar la notificación como leída.', error);
          if (previous) {
            set((state) => ({
              items: mergeNotifications(state.items, previous),
              unreadCount: state.unreadCount + 1,
            }));
          }
          return;
        } finally {
          marking.delete(id);
        }
        // Spec 02 §4: after marking, the list is refreshed.
        if (active) await poller.refresh();
      },
      receive(event) {
        const user = session.getState().user;
        // The socket already filters by user; an event forwarded by a host may not be.
        if (!user || event.target_user_id !== user.id) return;
        if (!isDropdownEvent(event.type)) return;
        if (isDuplicateEvent(seen, event)) return;
        seen.push(event);
        if (seen.length > SEEN_EVENTS_LIMIT) seen.splice(0, seen.length - SEEN_EVENTS_LIMIT);
        const notification = eventToNotification(event, user.id);
        const { items } = get();
        if (isDuplicateNotification(items, notification)) return;
        set((state) => ({
          items: mergeNotifications(state.items, notification),
          unreadCount: state.unreadCount + 1,
        }));
        const silenced = isToastSilenced(
          { eventType: event.type, notificationType: notification.notification_type },
          readToastFlags(storage),
          user.is_landlord,
        );
        if (!silenced) {
          toasts.getState().show({
            title: notification.title,
            description: notification.message,
            durationMs: TOAST_NOTIFICATION_MS,
          });
        }
        options.onNotification?.(notification);
        if (active) {
          clearRefreshTimer();
          refreshTimer = setTimeout(() => {
            refreshTimer = undefined;
            void poller.refresh();
          }, refreshDelayMs);
        }
      },
    };
  });
  return store;
}
