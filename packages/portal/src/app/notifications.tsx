import { type NotificationsStore, useConvive, useStoreValue } from '@convive/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { refreshAfterLiveEvent } from './queryKeys';

const NotificationsContext = createContext<NotificationsStore | null>(null);

/**
 * One live-notifications store for the whole app (spec 02 §2, §4): the navigation bell, the
 * sidebar's unread badge and the notifications screen read the same unread list and count, from
 * one socket and one poller. A live notification also refreshes every cached notification query.
 * The store's code is fetched when a session exists or is being checked (a visitor never loads it);
 * until it has arrived the store is `null` and its readers show nothing.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { client, stores } = useConvive();
  const queryClient = useQueryClient();
  const signedOut = useStoreValue(stores.session, (s) => s.status === 'signed-out');
  const [store, setStore] = useState<NotificationsStore | null>(null);
  const wanted = !signedOut || store !== null;
  useEffect(() => {
    if (!wanted || store) return;
    let live = true;
    import('./notificationsRuntime')
      .then(({ createAppNotificationsStore }) => {
        if (!live) return;
        setStore(
          createAppNotificationsStore({
            client,
            session: stores.session,
            toasts: stores.toasts,
            onNotification: () => refreshAfterLiveEvent(queryClient),
          }),
        );
      })
      // Offline, or a file gone after a deploy: no bell or badge until the page is loaded again.
      .catch((error: unknown) => console.warn('No se pudieron cargar las notificaciones en vivo', error));
    return () => {
      live = false;
    };
  }, [wanted, store, client, stores, queryClient]);
  useEffect(() => {
    if (!store) return;
    store.getState().start();
    return () => store.getState().stop();
  }, [store]);
  return <NotificationsContext.Provider value={store}>{children}</NotificationsContext.Provider>;
}

/** The app's notifications store, or `null` while its code loads (and for visitors). */
export function useNotificationsStore(): NotificationsStore | null {
  return useContext(NotificationsContext);
}

const noStore = () => () => {};
const zero = () => 0;

/** The unread count of the app's store (0 until the store is there). */
export function useUnreadCount(): number {
  const store = useNotificationsStore();
  return useSyncExternalStore(
    store ? store.subscribe : noStore,
    store ? () => store.getState().unreadCount : zero,
    store ? () => store.getState().unreadCount : zero,
  );
}
