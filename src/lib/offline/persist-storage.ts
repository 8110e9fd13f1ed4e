// Where the persisted query cache lives: IndexedDB through idb-keyval, or localStorage where
// IndexedDB does not open (some private windows); one key per tenant, center and user. The read
// may start before the app renders (prefetchPersistedCache) and the restore takes it.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { getTokens } from '../auth-store';

export const IDB_DATABASE = 'volunteerly';
export const IDB_STORE = 'query-cache';
const KEY_PREFIX = 'volunteerly-query-cache';

export function persistKeyFor(tenant: string, centerId: string, uid: string | null): string {
  return `${KEY_PREFIX}:${tenant}:${centerId}:${uid ?? '-'}`;
}

export interface KeyValueStorage {
  getItem(key: string): Promise<string | null | undefined>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/** Keys whose data the user discarded (sign-out): a save still scheduled must not bring it back. */
export const discardedKeys = new Set<string>();

let idbStore: UseStore | undefined;
export function getIdbStore(): UseStore {
  idbStore ??= createStore(IDB_DATABASE, IDB_STORE);
  return idbStore;
}

/**
 * Reads started before the app rendered (prefetchPersistedCache), taken once by the restore:
 * opening IndexedDB and reading the cache overlap the entry's first render instead of following it.
 */
const prefetched = new Map<string, Promise<string | null | undefined>>();

function takePrefetched(key: string): Promise<string | null | undefined> | undefined {
  const read = prefetched.get(key);
  prefetched.delete(key);
  return read;
}

export const idbStorage: KeyValueStorage = {
  getItem: (key) =>
    takePrefetched(key)?.catch(() => get<string>(key, getIdbStore())) ??
    get<string>(key, getIdbStore()),
  setItem: (key, value) =>
    discardedKeys.has(key) ? Promise.resolve() : set(key, value, getIdbStore()),
  removeItem: (key) => del(key, getIdbStore()),
};

let indexedDbWorks: Promise<boolean> | undefined;
/** Some private windows have an indexedDB that refuses to open: probe once. */
function probeIndexedDb(): Promise<boolean> {
  indexedDbWorks ??= new Promise<boolean>((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(false);
      const request = indexedDB.open(IDB_DATABASE);
      request.onupgradeneeded = () => {
        // idb-keyval's createStore creates the object store on first use of a new database.
        request.result.createObjectStore(IDB_STORE);
      };
      request.onsuccess = () => {
        request.result.close();
        resolve(true);
      };
      request.onerror = () => resolve(false);
      request.onblocked = () => resolve(true);
    } catch {
      resolve(false);
    }
  });
  return indexedDbWorks;
}

/** localStorage, for the sync persister where IndexedDB does not open (private windows). */
export const localStore = {
  getItem: (key: string) => localStorage.getItem(key),
  setItem: (key: string, value: string) => {
    if (!discardedKeys.has(key)) localStorage.setItem(key, value);
  },
  removeItem: (key: string) => localStorage.removeItem(key),
};

/** The same store behind the async interface (the flush and the restore use it). */
const localStorageAsync: KeyValueStorage = {
  getItem: async (key) => (await takePrefetched(key)?.catch(() => null)) ?? localStore.getItem(key),
  setItem: async (key, value) => localStore.setItem(key, value),
  removeItem: async (key) => localStore.removeItem(key),
};

export async function storageFor(): Promise<KeyValueStorage> {
  return (await probeIndexedDb()) ? idbStorage : localStorageAsync;
}

/**
 * Starts reading the persisted cache of this tenant, center and signed-in user (the entry calls
 * it as soon as it knows them); the restore takes the result. A failed read is read again there.
 */
export function prefetchPersistedCache(tenant: string, centerId: string): void {
  const key = persistKeyFor(tenant, centerId, getTokens()?.uid ?? null);
  if (prefetched.has(key)) return;
  // Straight to the store, not storage.getItem: that would take this very read from `prefetched`
  // (set below, before the callback runs) and wait for itself.
  const read = storageFor().then((storage) =>
    storage === idbStorage ? get<string>(key, getIdbStore()) : localStore.getItem(key),
  );
  // Handled here so an unused failed read is no unhandled rejection; the restore reads again.
  read.catch(() => undefined);
  prefetched.set(key, read);
}
