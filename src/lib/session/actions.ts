// Signing in and out (DESIGN.md section 6). Sign-in replaces the session with the answer's
// tokens; sign-out clears all three values even when the server call fails, and empties what
// this device kept for the user: the persisted query cache (queued writes included: the menu
// warns first) and the service worker's API caches (DESIGN.md section 8).
import type { ApiClient, ApiResult } from '../api-client';
import { clearTokens, readTokensFromHeaders, setTokens } from '../auth-store';
import { countQueuedWrites } from '../offline/outbox-status';
import { discardOfflineData, purgeApiCaches } from '../offline/persisted-client';
import { discardImpersonation } from './impersonation-stash';
import { sessionStore } from './session';
import { getSessionRuntime } from './session-runtime';
import type { CurrentUser } from './types';

export interface SignInInput {
  email: string;
  password: string;
}

/** Starts the session of a sign-in answer: its tokens replace any session this device had. */
function takeSession(result: ApiResult<CurrentUser>): CurrentUser {
  const tokens = readTokensFromHeaders(result.responseHeaders);
  if (!tokens) throw new Error('The sign-in answer carried no session tokens');
  discardImpersonation();
  setTokens(tokens);
  sessionStore.resetUser();
  return result.data;
}

/**
 * POST /auth/sign_in. Throws the ApiError of a refusal (invalid_credentials, unconfirmed, ...);
 * for an account with a second factor that is `two_factor_required` (or, for an admin who must
 * set one up, `two_factor_setup_required`) with the challenge in the error's meta.
 */
export async function signIn(api: ApiClient, input: SignInInput): Promise<CurrentUser> {
  const result = await api.post<CurrentUser>('/auth/sign_in', {
    email: input.email.trim(),
    password: input.password,
  });
  return takeSession(result);
}

export interface SecondFactorInput {
  challenge: string;
  otpCode?: string;
  recoveryCode?: string;
}

/**
 * POST /auth/two_factor: the code step of a sign-in. After a setup the answer's meta carries the
 * new recovery codes (shown once).
 */
export async function signInWithSecondFactor(
  api: ApiClient,
  input: SecondFactorInput,
): Promise<{ user: CurrentUser; recoveryCodes: string[] | null }> {
  const result = await api.post<CurrentUser>('/auth/two_factor', input);
  const codes = result.meta.recoveryCodes;
  return {
    user: takeSession(result),
    recoveryCodes: Array.isArray(codes) ? (codes as string[]) : null,
  };
}

/**
 * DELETE /auth/sign_out, then the tokens go whatever the answer. While signed in as another
 * user, the admin's own kept session is signed out too: "sign out" means nobody stays signed in.
 */
export interface SignOutOptions {
  /**
   * The server ended the session (401): changes still waiting on this device stay persisted
   * under the user's key and are sent when they sign in again. A sign-out the user chose
   * discards them (the sign-out page asks first).
   */
  keepQueuedWrites?: boolean;
}

export async function signOut(api: ApiClient, options: SignOutOptions = {}): Promise<void> {
  const admin = discardImpersonation();
  try {
    await api.delete('/auth/sign_out');
  } catch {
    // Offline or already expired: the local sign-out below is what counts.
  }
  if (admin) {
    try {
      await api.delete('/auth/sign_out', {
        headers: { 'access-token': admin.accessToken, client: admin.client, uid: admin.uid },
      });
    } catch {
      // The admin's token expires on its own.
    }
  }
  try {
    const { queryClient } = getSessionRuntime();
    if (options.keepQueuedWrites && countQueuedWrites(queryClient) > 0) await purgeApiCaches();
    else await discardOfflineData(queryClient);
  } catch {
    // Nothing kept (the runtime starts with the app), or the storage refused: sign out anyway.
  }
  clearTokens();
}

/** Signs in with tokens handed over in a link (/auth/token). */
export function signInWithTokens(query: URLSearchParams): boolean {
  const tokens = readTokensFromHeaders(Object.fromEntries(query.entries()));
  if (!tokens) return false;
  discardImpersonation();
  setTokens(tokens);
  sessionStore.resetUser();
  return true;
}
