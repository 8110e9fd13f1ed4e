// The query cache persisted across visits (DESIGN.md section 8): restored before the app renders,
// then paused writes resume and queries refetch; saved on every change, at once before a reload,
// when the page hides and when the write queue changes. Storage, serialization and the save and
// restore themselves live in persist-storage.ts, persist-serialize.ts and persisted-client.ts.
import { IsRestoringProvider, type QueryClient } from '@tanstack/react-query';
import {
  startTransition,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { ApiClient } from '../api-client';
import { getTokens, subscribeAuth } from '../auth-store';
import { captureError } from '../error-reporting';
import { onBeforeReload } from '../pwa/reload';
import { removeUserQueries } from '../session/session-runtime';
import { markStartup } from '../startup-marks';
import { seedOnlineState } from './network';
import { registerOutboxDefaults } from './outbox';
import { isOutboxMutation } from './outbox-registry';
import {
  flushPersistedCache,
  forgetOutbox,
  isActivePersistence,
  openPersistence,
  restorePersistedClient,
  setActivePersistence,
  type PersistenceHandle,
} from './persisted-client';
import { discardedKeys, persistKeyFor } from './persist-storage';

/** The app renders without the persisted cache when IndexedDB does not answer in time. */
const RESTORE_TIMEOUT_MS = 2000;

function useTokenUid(): string | null {
  return useSyncExternalStore(
    subscribeAuth,
    () => getTokens()?.uid ?? null,
    () => null,
  );
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
    if (isDebugEnabled()) {
      void import('./outbox-debug-hook').then((m) => m.exposeDebugHook(queryClient, api));
    }
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
      setActivePersistence(handle);
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
      if (isActivePersistence(handle)) setActivePersistence(null);
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

/** The benchmarks' flag (localStorage 'volunteerly.debug' = '1'): only then is the hook loaded. */
function isDebugEnabled(): boolean {
  try {
    return localStorage.getItem('volunteerly.debug') === '1';
  } catch {
    return false;
  }
}
