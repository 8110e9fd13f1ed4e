// The query cache persisted to IndexedDB (DESIGN.md section 8): one key per tenant, center and
// user, through TanStack's async persister over idb-keyval (the sync persister over localStorage
// only where IndexedDB is unavailable). Queued writes are persisted with it: paused ones, the
// ones in flight and the refused ones waiting for the user. Restored before the app renders,
// then paused writes resume and queries refetch.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import {
  IsRestoringProvider,
  hydrate,
  type DehydrateOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import {
  startTransition,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { API_CACHE_NAMES, DATA_SCHEMA_VERSION, PERSIST_MAX_AGE_MS } from '../../../common/pwa';
import type { ApiClient } from '../api-client';
import { getTokens, subscribeAuth } from '../auth-store';
import { captureError } from '../error-reporting';
import { onBeforeReload } from '../pwa/reload';
import { removeUserQueries } from '../session/session-runtime';
import { markStartup } from '../startup-marks';
import { seedOnlineState } from './network';
import {
  isOutboxMutation,
  markQueued,
  registerOutboxDefaults,
  startOutboxGeneration,
  submitOutbox,
  variablesOf,
  type AnyMutation,
} from './outbox';

export const IDB_DATABASE = 'volunteerly';
export const IDB_STORE = 'query-cache';
const KEY_PREFIX = 'volunteerly-query-cache';
const SAVE_THROTTLE_MS = 1000;
/** The app renders without the persisted cache when IndexedDB does not answer in time. */
const RESTORE_TIMEOUT_MS = 2000;

export function persistKeyFor(tenant: string, centerId: string, uid: string | null): string {
  return `${KEY_PREFIX}:${tenant}:${centerId}:${uid ?? '-'}`;
}

interface KeyValueStorage {
  getItem(key: string): Promise<string | null | undefined>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/** Keys whose data the user discarded (sign-out): a save still scheduled must not bring it back. */
const discardedKeys = new Set<string>();

let idbStore: UseStore | undefined;
function getIdbStore(): UseStore {
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

const idbStorage: KeyValueStorage = {
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

function plainError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { status, code, errors } = error as Error & {
    status?: number;
    code?: string;
    errors?: unknown;
  };
  return { name: error.name, message: error.message, status, code, errors };
}

/**
 * JSON.stringify that leaves out back-references: a deserialized JSON:API graph may hold cycles
 * (a user's organization listing the user). Shared objects that are not cycles stay.
 */
function withoutCycles(): (this: unknown, key: string, value: unknown) => unknown {
  const ancestors: unknown[] = [];
  return function (this: unknown, _key: string, value: unknown) {
    if (typeof value !== 'object' || value === null) return value;
    while (ancestors.length > 0 && ancestors[ancestors.length - 1] !== this) ancestors.pop();
    if (ancestors.includes(value)) return undefined;
    ancestors.push(value);
    return value;
  };
}

/**
 * What is written: a write that was in flight when the page went is 'paused' when it comes back
 * (it resumes after the restore), and errors become plain objects (status, code, errors).
 */
export function serializeClient(client: PersistedClient): string {
  const mutations = client.clientState.mutations.map((m) => ({
    ...m,
    state: {
      ...m.state,
      isPaused: m.state.status === 'pending' ? true : m.state.isPaused,
      error: plainError(m.state.error),
    },
  }));
  return JSON.stringify(
    { ...client, clientState: { ...client.clientState, mutations } },
    withoutCycles(),
  );
}

export const dehydrateOptions: DehydrateOptions = {
  // Queued writes: paused, in flight (a reload must not lose them) and refused (waiting for the user).
  shouldDehydrateMutation: (mutation: AnyMutation) =>
    isOutboxMutation(mutation) &&
    (mutation.state.status === 'pending' || mutation.state.status === 'error'),
};

function makePersister(storage: KeyValueStorage, key: string, throttleTime: number): Persister {
  return createAsyncStoragePersister({ storage, key, throttleTime, serialize: serializeClient });
}

/** localStorage, for the sync persister where IndexedDB does not open (private windows). */
const localStore = {
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

async function storageFor(): Promise<KeyValueStorage> {
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

interface PersistenceHandle {
  key: string;
  /** The throttled persister the cache subscription writes through. */
  persister: Persister;
  /** Writes the cache now (before a reload the app starts, when the page is hidden). */
  flush(): Promise<void>;
  /** Removes this key's persisted data (sign-out). */
  remove(): Promise<void>;
  /** Starts writing the cache on every change (after the restore). */
  start(): void;
  stop(): void;
}

async function openPersistence(queryClient: QueryClient, key: string): Promise<PersistenceHandle> {
  const storage = await storageFor().catch(() => idbStorage);
  const persister =
    storage === idbStorage
      ? makePersister(storage, key, SAVE_THROTTLE_MS)
      : createSyncStoragePersister({
          storage: localStore,
          key,
          throttleTime: SAVE_THROTTLE_MS,
          serialize: serializeClient,
        });
  const immediate = makePersister(storage, key, 0);
  const options = { queryClient, persister, buster: DATA_SCHEMA_VERSION, dehydrateOptions };
  let unsubscribe: (() => void) | undefined;
  return {
    key,
    persister,
    flush: () => persistQueryClientSave({ ...options, persister: immediate }),
    remove: async () => {
      unsubscribe?.();
      discardedKeys.add(key);
      await storage.removeItem(key);
    },
    start: () => {
      unsubscribe = persistQueryClientSubscribe(options);
    },
    stop: () => unsubscribe?.(),
  };
}

/**
 * Restores a persisted client into the cache. A client older than PERSIST_MAX_AGE_MS loses its
 * cached answers but never its queued writes (they do not expire on their own); another data
 * schema version drops it whole. Writes already in the cache (restored before) are skipped.
 * Resolves to false when there was nothing to restore (a first visit).
 */
export async function restorePersistedClient(
  queryClient: QueryClient,
  persister: Persister,
  now = Date.now(),
): Promise<boolean> {
  const client = await persister.restoreClient();
  if (!client) return false;
  if (client.buster !== DATA_SCHEMA_VERSION) {
    await persister.removeClient();
    return false;
  }
  const expired = !client.timestamp || now - client.timestamp > PERSIST_MAX_AGE_MS;
  const known = new Set(
    queryClient
      .getMutationCache()
      .getAll()
      .map((m) => variablesOf(m)?.key)
      .filter(Boolean),
  );
  const mutations = client.clientState.mutations.filter((m) => {
    const key = (m.state.variables as { key?: unknown } | undefined)?.key;
    return typeof key === 'string' && !known.has(key);
  });
  hydrate(queryClient, { queries: expired ? [] : client.clientState.queries, mutations });
  for (const m of mutations) {
    if (m.state.status === 'pending') markQueued((m.state.variables as { key: string }).key);
  }
  return true;
}

let active: PersistenceHandle | null = null;

/** Writes the persisted cache now: before any reload the app starts. */
export async function flushPersistedCache(): Promise<void> {
  await active?.flush();
}

/** Empties the service worker's API caches (sign-out). */
export async function purgeApiCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(API_CACHE_NAMES.map((name) => caches.delete(name).catch(() => false)));
}

/**
 * Sign-out: the user's persisted cache (queued writes included) and the API caches go. The
 * caller warns first when writes are still waiting.
 */
export async function discardOfflineData(queryClient: QueryClient): Promise<void> {
  const handle = active;
  if (handle) await handle.remove().catch(captureError);
  forgetOutbox(queryClient);
  await purgeApiCaches();
}

export const DEBUG_STORAGE_KEY = 'volunteerly.debug';

declare global {
  interface Window {
    /** Only with localStorage 'volunteerly.debug' = '1' (the benchmarks queue writes through it). */
    __volunteerlyOutbox?: {
      submit(kind: string, payload: unknown): Promise<{ status: string }>;
      pending(): number;
    };
  }
}

/** The benchmark's way in: queue many writes without typing them (see docs/decisions.md). */
function exposeDebugHook(queryClient: QueryClient, api: ApiClient): void {
  try {
    if (localStorage.getItem(DEBUG_STORAGE_KEY) !== '1') return;
  } catch {
    return;
  }
  window.__volunteerlyOutbox = {
    submit: (kind, payload) => submitOutbox(queryClient, api, kind, payload),
    pending: () =>
      queryClient
        .getMutationCache()
        .getAll()
        .filter((m) => isOutboxMutation(m) && m.state.status === 'pending').length,
  };
}

function useTokenUid(): string | null {
  return useSyncExternalStore(
    subscribeAuth,
    () => getTokens()?.uid ?? null,
    () => null,
  );
}

/** Drops the previous user's queued writes from memory (they stay persisted under their key). */
function forgetOutbox(queryClient: QueryClient): void {
  startOutboxGeneration();
  const cache = queryClient.getMutationCache();
  for (const m of cache.getAll()) if (isOutboxMutation(m)) cache.remove(m);
}

export function OfflinePersistence({
  queryClient,
  api,
  children,
}: {
  queryClient: QueryClient;
  api: ApiClient;
  children: ReactNode;
}) {
  const { tenant, centerId } = api.context();
  const uid = useTokenUid();
  const key = persistKeyFor(tenant, centerId, uid);
  const [ready, setReady] = useState(false);
  const [restoredKey, setRestoredKey] = useState<string | null>(null);
  const previousKey = useRef<string | null>(null);
  useState(() => {
    seedOnlineState();
    // Before anything is restored: restored writes need their mutation functions.
    registerOutboxDefaults(queryClient, api);
    exposeDebugHook(queryClient, api);
    return null;
  });

  useEffect(() => {
    let cancelled = false;
    let handle: PersistenceHandle | null = null;
    const firstStart = previousKey.current === null;
    if (previousKey.current && previousKey.current !== key) {
      forgetOutbox(queryClient);
      removeUserQueries(queryClient);
    }
    previousKey.current = key;
    discardedKeys.delete(key);
    // The app's first real render follows. With nothing restored (a first visit) as a
    // transition: React renders the whole tree in slices of a few milliseconds instead of one
    // long task (a phone's main thread stays free). A repeat visit that restored its pages renders
    // them at once: the page is there to show, and slicing only delays its heading.
    const showApp = (urgent = false) => {
      const show = () => {
        setReady(true);
        setRestoredKey(key);
      };
      if (urgent) show();
      else startTransition(show);
    };
    const timeout = window.setTimeout(() => showApp(), RESTORE_TIMEOUT_MS);
    void (async () => {
      // Queries refetch, as restored answers may be old; but not on a start that restored nothing
      // (a first visit): the center from index.html's boot data is fresh.
      let restored = !firstStart;
      let fromDisk = false;
      try {
        handle = await openPersistence(queryClient, key);
        if (cancelled) return;
        fromDisk = await restorePersistedClient(queryClient, handle.persister);
        restored = fromDisk || restored;
      } catch (error) {
        captureError(error);
      }
      if (cancelled || !handle) return;
      if (firstStart) markStartup('restored');
      handle.start();
      active = handle;
      window.clearTimeout(timeout);
      showApp(fromDisk);
      void queryClient
        .resumePausedMutations()
        .then(() => (restored ? queryClient.invalidateQueries() : undefined));
    })();
    return () => {
      cancelled = true;
      window.clearTimeout(timeout);
      handle?.stop();
      if (active === handle) active = null;
    };
  }, [key, queryClient]);

  // A write the server took leaves the cache (and so the persisted queue) at once. Any change of
  // the queue is written now, not after the save throttle: closing the tab right after saving
  // offline, or reloading right after a refusal, must not lose it.
  useEffect(() => {
    const cache = queryClient.getMutationCache();
    return cache.subscribe((event) => {
      const m = event.mutation;
      if (!m || !isOutboxMutation(m)) return;
      if (event.type === 'updated' && m.state.status === 'success') cache.remove(m);
      if (event.type === 'added' || event.type === 'updated' || event.type === 'removed') {
        void flushPersistedCache().catch(captureError);
      }
    });
  }, [queryClient]);

  // Every reload the app starts (update, chunk error) writes the cache first.
  useEffect(() => onBeforeReload(flushPersistedCache), []);

  // Closing the tab or hiding the app: write what is pending now rather than after the throttle.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flushPersistedCache();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);

  if (!ready) return null;
  return <IsRestoringProvider value={restoredKey !== key}>{children}</IsRestoringProvider>;
}
