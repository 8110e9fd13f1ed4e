// Opens the live-update stream while someone is signed in (and closes it on sign-out or when the
// user changes). The connection's code is a chunk of its own: a visitor never loads it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useAppContext } from '../app-context';
import { getTokens, subscribeAuth } from '../auth-store';

const readUid = () => getTokens()?.uid ?? null;

export function LiveUpdates() {
  const { api, config } = useAppContext();
  const queryClient = useQueryClient();
  const uid = useSyncExternalStore(subscribeAuth, readUid, () => null);
  useEffect(() => {
    if (!uid || typeof EventSource !== 'function') return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./live-connection').then(({ startLiveConnection }) => {
      if (cancelled) return;
      stop = startLiveConnection({ api, queryClient, baseUrl: config.apiBaseUrl, userKey: uid });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [api, queryClient, config.apiBaseUrl, uid]);
  return null;
}
