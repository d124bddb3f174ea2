import {
  browserStorage,
  createNotificationsStore,
  type NotificationsStore,
  useConvive,
} from '@convive/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

const NotificationsContext = createContext<NotificationsStore | null>(null);

/** Query keys every screen that lists notifications uses, so a live event refreshes them all. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/**
 * One live-notifications store for the whole app (spec 02 §2, §4): the navigation bell, the
 * sidebar's unread badge and the notifications screen read the same unread list and count, from
 * one socket and one poller. A live notification also refreshes every cached notification query.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { client, stores } = useConvive();
  const queryClient = useQueryClient();
  const [store] = useState(() =>
    createNotificationsStore({
      client,
      session: stores.session,
      toasts: stores.toasts,
      storage: browserStorage(),
      onNotification: () => {
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      },
    }),
  );
  useEffect(() => {
    store.getState().start();
    return () => store.getState().stop();
  }, [store]);
  return <NotificationsContext.Provider value={store}>{children}</NotificationsContext.Provider>;
}

/** The app's notifications store; throws outside its provider (spec 01 §8). */
export function useNotificationsStore(): NotificationsStore {
  const store = useContext(NotificationsContext);
  if (!store) throw new Error('useNotificationsStore must be used inside <NotificationsProvider>.');
  return store;
}
