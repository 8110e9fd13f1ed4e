// The app-level error shown by the error screen (SPEC section 8). Any part of the app may
// raise one; the shell clears it on every route change.
import { useSyncExternalStore } from 'react';

export interface AppError {
  statusCode?: number | null;
  message?: string | null;
  /** The path the error belongs to: on any other path it is not shown (SPEC: cleared on route change). */
  path?: string;
}

let current: AppError | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

export function showAppError(error: AppError): void {
  current = {
    statusCode: error.statusCode ?? null,
    message: error.message ?? null,
    path: error.path ?? (typeof window === 'undefined' ? undefined : window.location.pathname),
  };
  emit();
}

export function clearAppError(): void {
  if (current === null) return;
  current = null;
  emit();
}

export function useAppError(): AppError | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
