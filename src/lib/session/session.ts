// The live session: one store for the app, connected to the token store so that signing out
// (here, in another tab, or by a 401) starts the 500 ms cleanup of SPEC section 4.
import { useSyncExternalStore } from 'react';
import { getAuthState, getTokens, subscribeAuth } from '../auth-store';
import { clearSelectedOrganizations } from '../selected-organization';
import { createSessionStore, type SessionState } from './session-store';

export const sessionStore = createSessionStore({ clearSelection: clearSelectedOrganizations });

let connected = false;

/** Connects the session to the token store once; safe to call on every render. */
export function connectSessionToAuth(): void {
  if (connected) return;
  connected = true;
  const sync = () => sessionStore.handleAuthState(getAuthState(), getTokens()?.uid ?? null);
  sync();
  subscribeAuth(sync);
}

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}

/** A slice of the session; re-renders only when the selected value changes (by identity). */
export function useSessionValue<T>(select: (state: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => select(sessionStore.getState()),
    () => select(sessionStore.getState()),
  );
}

/**
 * The server no longer knows the session (a 401 on a write): the guards send the user through
 * the quiet sign-out (which keeps their waiting changes) to sign in again.
 */
export function markSessionExpired(): void {
  if (getAuthState() !== 'SIGNED_IN') return;
  sessionStore.setState({ userStatus: 'failed', userFailed: true, userFailedStatus: 401 });
}
