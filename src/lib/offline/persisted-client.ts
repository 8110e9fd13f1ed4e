// Saving and restoring the persisted query cache of one key (tenant, center, user): the
// throttled save while the app runs, a save now before a reload or when the page hides, the
// restore that keeps queued writes, and what sign-out discards.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import {
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { API_CACHE_NAMES, DATA_SCHEMA_VERSION, PERSIST_MAX_AGE_MS } from '../../../common/pwa';
import { captureError } from '../error-reporting';
import { startOutboxGeneration } from './outbox';
import { isOutboxMutation, variablesOf } from './outbox-registry';
import { markQueued } from './outbox-status';
import { dehydrateOptions, serializeClient } from './persist-serialize';
import {
  discardedKeys,
  idbStorage,
  localStore,
  storageFor,
  type KeyValueStorage,
} from './persist-storage';

const SAVE_THROTTLE_MS = 1000;

function makePersister(storage: KeyValueStorage, key: string, throttleTime: number): Persister {
  return createAsyncStoragePersister({ storage, key, throttleTime, serialize: serializeClient });
}

export interface PersistenceHandle {
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

export async function openPersistence(
  queryClient: QueryClient,
  key: string,
): Promise<PersistenceHandle> {
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

/** The handle the app writes through now (set after the restore, cleared when it changes). */
export function setActivePersistence(handle: PersistenceHandle | null): void {
  active = handle;
}

/** Whether `handle` is the one the app writes through now. */
export function isActivePersistence(handle: PersistenceHandle | null): boolean {
  return active === handle;
}

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

/** Drops the previous user's queued writes from memory (they stay persisted under their key). */
export function forgetOutbox(queryClient: QueryClient): void {
  startOutboxGeneration();
  const cache = queryClient.getMutationCache();
  for (const m of cache.getAll()) if (isOutboxMutation(m)) cache.remove(m);
}
