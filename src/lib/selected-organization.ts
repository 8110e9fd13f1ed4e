// The organization the user works for (SPEC section 3: stored locally and persists), per tenant
// and center. The api client sends it as Current-Organization-Id; the accounts feature sets it.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const KEY_PREFIX = 'selected-organization:';

function getStorageKey(tenant: string, centerId: string): string {
  return `${KEY_PREFIX}${tenant}:${centerId}`;
}

export function getSelectedOrganizationId(tenant: string, centerId: string): string | null {
  try {
    return localStorage.getItem(getStorageKey(tenant, centerId));
  } catch {
    return null;
  }
}

/** Stores (or with null clears) the selection and tells every subscriber. */
export function setSelectedOrganizationId(
  tenant: string,
  centerId: string,
  id: string | null,
): void {
  try {
    if (id) localStorage.setItem(getStorageKey(tenant, centerId), id);
    else localStorage.removeItem(getStorageKey(tenant, centerId));
  } catch {
    // Storage unavailable: the selection lasts until the page reloads at most.
  }
  for (const listener of listeners) listener();
}

/** Sign-out resets the selection: every stored selection of this browser is forgotten. */
export function clearSelectedOrganizations(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was stored.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSelectedOrganizationId(tenant: string, centerId: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => getSelectedOrganizationId(tenant, centerId),
    () => null,
  );
}
