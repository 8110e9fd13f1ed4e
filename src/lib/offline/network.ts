// Online or not, as TanStack Query sees it (it pauses queries and queued writes offline). The
// browser's own flag seeds it: a page opened offline starts offline.
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

let seeded = false;

export function seedOnlineState(): void {
  if (seeded || typeof navigator === 'undefined') return;
  seeded = true;
  onlineManager.setOnline(navigator.onLine !== false);
}

function subscribe(listener: () => void): () => void {
  return onlineManager.subscribe(listener);
}

export function isOnline(): boolean {
  return onlineManager.isOnline();
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
