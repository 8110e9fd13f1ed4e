// The session state of SPEC section 4 beside the token store: the signed-in user and roles, the
// user's organizations and the flags the navigation guards read. Framework-free (React reads it
// through useSyncExternalStore), so its rules are unit-tested without a browser.
import { SIGNED_OUT_CLEANUP_MS } from '../../../common/constants';
import type { AuthState } from '../auth-store';
import type { CurrentUser, Impersonator, LoadStatus, Organization, Role } from './types';

export interface SessionState {
  user: CurrentUser | null;
  roles: Role[];
  userStatus: LoadStatus;
  /** SPEC section 8: a failed current-user load sets a failed flag and stores the status code. */
  userFailed: boolean;
  /** The HTTP status of the failed load; 0 when the server could not be reached. */
  userFailedStatus: number | null;
  /** The uid (e-mail) the user was loaded for: a sign-in as someone else loads again. */
  userUid: string | null;
  /** Set while an admin is signed in as this user. */
  impersonator: Impersonator | null;
  /** When a sign in as another user ends (epoch ms). */
  sessionExpiresAt: number | null;
  organizations: Organization[];
  organizationsStatus: LoadStatus;
  organizationsInitialised: boolean;
  organizationsFailed: boolean;
  organizationsFailedStatus: number | null;
}

export const INITIAL_SESSION_STATE: SessionState = Object.freeze({
  user: null,
  roles: [],
  userStatus: 'idle',
  userFailed: false,
  userFailedStatus: null,
  userUid: null,
  impersonator: null,
  sessionExpiresAt: null,
  organizations: [],
  organizationsStatus: 'idle',
  organizationsInitialised: false,
  organizationsFailed: false,
  organizationsFailedStatus: null,
}) as SessionState;

export interface SessionStore {
  getState(): SessionState;
  setState(patch: Partial<SessionState>): void;
  subscribe(listener: () => void): () => void;
  /** Feed every auth state change here (the live store is connected to the token store). */
  handleAuthState(state: AuthState, uid: string | null): void;
  /** Forget the user now (and load again on next need), e.g. after sign in as another user. */
  resetUser(): void;
  /** Called after the signed-out cleanup ran (the app clears the query cache there). */
  onCleanup(listener: () => void): () => void;
}

export interface SessionStoreOptions {
  cleanupDelayMs?: number;
  /** Resets the stored organization selection (selected-organization.ts in the app). */
  clearSelection?: () => void;
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const delay = options.cleanupDelayMs ?? SIGNED_OUT_CLEANUP_MS;
  let state: SessionState = INITIAL_SESSION_STATE;
  let cleanupTimer: ReturnType<typeof setTimeout> | null = null;
  let lastAuth: { state: AuthState; uid: string | null } | null = null;
  const listeners = new Set<() => void>();
  const cleanupListeners = new Set<() => void>();

  function setState(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function cancelCleanup(): void {
    if (cleanupTimer !== null) clearTimeout(cleanupTimer);
    cleanupTimer = null;
  }

  /** SPEC section 4: user and roles cleared; organizations, flags and selection reset. */
  function cleanup(): void {
    cleanupTimer = null;
    setState(INITIAL_SESSION_STATE);
    options.clearSelection?.();
    for (const listener of cleanupListeners) listener();
  }

  return {
    getState: () => state,
    setState,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    handleAuthState(authState, uid) {
      const previous = lastAuth;
      lastAuth = { state: authState, uid };
      if (authState === 'SIGNED_OUT') {
        // A visitor who starts signed out has nothing to clean up.
        if (previous === null || previous.state === 'SIGNED_OUT') return;
        if (cleanupTimer === null) cleanupTimer = setTimeout(cleanup, delay);
        return;
      }
      cancelCleanup();
      // Signed in as somebody else (another tab, a mail link, sign in as user): start over.
      if (state.userUid !== null && uid !== null && state.userUid !== uid) {
        setState({ ...INITIAL_SESSION_STATE });
      }
    },
    resetUser() {
      setState({ ...INITIAL_SESSION_STATE });
    },
    onCleanup(listener) {
      cleanupListeners.add(listener);
      return () => cleanupListeners.delete(listener);
    },
  };
}
