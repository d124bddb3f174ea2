import { useStore as useZustandStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';

/** React binding of a vanilla store (zustand), with a selector. */
export function useStoreValue<S, T>(store: StoreApi<S>, selector: (state: S) => T): T {
  return useZustandStore(store, selector);
}
