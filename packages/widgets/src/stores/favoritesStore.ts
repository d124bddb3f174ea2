import type { ConviveClient, Favorite } from '@convive/sdk';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SessionStore } from './sessionStore';

export type FavoritesStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface FavoritesState {
  items: Favorite[];
  status: FavoritesStatus;
  /**
   * After one failed load the favourites call is off for the rest of the session and answers an
   * empty list (spec 01 §4).
   */
  disabled: boolean;
  /** Loads the tenant's favourites (nothing for visitors and landlords). */
  load(): Promise<Favorite[]>;
  isFavorite(propertyId: number): boolean;
  /** Adds when absent, removes when present (spec 01 §4); answers what happened. */
  toggle(propertyId: number): Promise<'added' | 'removed'>;
}

export type FavoritesStore = StoreApi<FavoritesState>;

export function createFavoritesStore({
  getClient,
  session,
  autoLoad = true,
}: {
  getClient: () => ConviveClient;
  session: SessionStore;
  /** Load on sign-in (and forget on sign-out). @default true */
  autoLoad?: boolean;
}): FavoritesStore {
  const store = createStore<FavoritesState>()((set, get) => ({
    items: [],
    status: 'idle',
    disabled: false,
    async load() {
      const { user } = session.getState();
      if (!user || user.is_landlord || get().disabled) {
        set({ items: [], status: 'ready' });
        return [];
      }
      set({ status: 'loading' });
      try {
        const items = await getClient().favorites.list();
        set({ items, status: 'ready' });
        return items;
      } catch {
        set({ items: [], status: 'error', disabled: true });
        return [];
      }
    },
    isFavorite: (propertyId) => get().items.some((f) => f.property === propertyId),
    async toggle(propertyId) {
      const existing = get().items.find((f) => f.property === propertyId);
      if (existing) {
        await getClient().favorites.removeByProperty(propertyId);
        set((state) => ({ items: state.items.filter((f) => f.property !== propertyId) }));
        return 'removed';
      }
      const added = await getClient().favorites.add(propertyId);
      set((state) => ({ items: [added, ...state.items.filter((f) => f.property !== propertyId)] }));
      return 'added';
    },
  }));
  // Signing in or out changes whose favourites these are.
  if (!autoLoad) return store;
  session.subscribe((state, previous) => {
    if (state.user?.id !== previous.user?.id) {
      store.setState({ items: [], status: 'idle', disabled: false });
      if (state.user) void store.getState().load();
    }
  });
  return store;
}
