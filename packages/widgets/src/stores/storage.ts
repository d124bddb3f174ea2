/** The part of Web Storage the stores use; injected so tests, SSR and sandboxed iframes work. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** `storage` when it can be written (Web Storage throws in some sandboxed frames), else an in-memory map. */
function usable(pick: () => Storage): KeyValueStorage {
  try {
    const storage = pick();
    const probe = '__convive_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

/** localStorage when it is usable, else an in-memory map. */
export function browserStorage(): KeyValueStorage {
  return usable(() => globalThis.localStorage);
}

/**
 * sessionStorage when it is usable, else an in-memory map: what must outlive a trip to the login
 * page in the same tab (an enquiry's draft), and no longer.
 */
export function tabStorage(): KeyValueStorage {
  return usable(() => globalThis.sessionStorage);
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** Local-storage keys of the product (spec 01 §3 "Local preferences"). */
export const STORAGE_KEYS = {
  token: 'authToken',
  language: 'language',
  lastSeenNotification: 'last_seen_notification_id',
} as const;
