// Whether this browser's live-update stream is open (src/lib/live/live-connection.ts keeps it):
// while it is, pages that used to poll wait for the stream instead; when it is down (or never
// opened: signed out, an old browser, a proxy that cuts it) they poll as before.
import { useSyncExternalStore } from 'react';

export type LiveStatus = 'connected' | 'down';

let status: LiveStatus = 'down';
const listeners = new Set<() => void>();

export function getLiveStatus(): LiveStatus {
  return status;
}

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

export function subscribeLiveStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the stream is open: a polling query's refetchInterval can be false then. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribeLiveStatus, getLiveStatus, () => 'down') === 'connected';
}
