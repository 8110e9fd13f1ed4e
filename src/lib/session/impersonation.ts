// Sign in as another user (SPEC section 6; DESIGN.md section 6: admins only, audited, a session
// of 30 minutes, a banner with the way back). The admin's own tokens wait in this tab's
// sessionStorage; the way back signs the borrowed session out and restores them.
import { navigate } from 'wouter/use-browser-location';
import type { ApiClient } from '../api-client';
import {
  clearTokens,
  getTokens,
  readTokensFromHeaders,
  setTokens,
  type AuthTokens,
} from '../auth-store';
import { discardImpersonation, readImpersonation, writeImpersonation } from './impersonation-stash';
import { sessionStore } from './session';
import { getSessionRuntime, removeUserQueries } from './session-runtime';

function readTokensFromBody(data: unknown, meta: Record<string, unknown>): AuthTokens | null {
  // The headers carry the session; a body with the same names is accepted as well.
  for (const source of [meta, data]) {
    if (typeof source !== 'object' || source === null) continue;
    const record = source as Record<string, unknown>;
    const tokens = readTokensFromHeaders({
      'access-token': String(record.accessToken ?? ''),
      client: String(record.client ?? ''),
      uid: String(record.uid ?? ''),
      expiry: record.expiry === undefined ? undefined : String(record.expiry),
    });
    if (tokens) return tokens;
  }
  return null;
}

export interface SignInAsUserOptions {
  api?: ApiClient;
  /** Where to go once signed in as the user; default '/'. Null stays on the page. */
  navigateTo?: string | null;
}

/**
 * POST /api/v1/sign_in_as_user: keeps the admin's own session in this tab, takes the user's
 * tokens and loads that user. Throws the ApiError when the server refuses (403 for non-admins).
 */
export async function signInAsUser(
  userId: string,
  options: SignInAsUserOptions = {},
): Promise<void> {
  const runtime = getSessionRuntime();
  const api = options.api ?? runtime.api;
  // Signed in as someone already: the way back still leads to the admin's own account.
  const adminTokens = readImpersonation()?.adminTokens ?? getTokens();
  if (!adminTokens) throw new Error('Sign in before signing in as another user');
  const result = await api.post('/sign_in_as_user', { userId });
  const tokens =
    readTokensFromHeaders(result.responseHeaders) ?? readTokensFromBody(result.data, result.meta);
  if (!tokens) throw new Error('The answer carried no session for the user');
  writeImpersonation({ adminTokens, userId });
  setTokens(tokens);
  sessionStore.resetUser();
  removeUserQueries(runtime.queryClient);
  if (options.navigateTo !== null) navigate(options.navigateTo ?? '/');
}

/** True while this tab holds the admin's own session to go back to. */
export function isImpersonating(): boolean {
  return readImpersonation() !== null;
}

/**
 * The way back: signs the borrowed session out, restores the admin's own tokens and shows the
 * user's page. Without a kept session (another tab) the admin signs in again.
 */
export async function returnToOwnAccount(options: { api?: ApiClient; navigate?: boolean } = {}) {
  const runtime = getSessionRuntime();
  const api = options.api ?? runtime.api;
  const stash = readImpersonation();
  const userId = stash?.userId ?? sessionStore.getState().user?.id ?? null;
  try {
    await api.delete('/auth/sign_out');
  } catch {
    // The borrowed session ends on its own after 30 minutes.
  }
  discardImpersonation();
  const back = userId ? `/users/${encodeURIComponent(userId)}` : '/users';
  if (stash) {
    setTokens(stash.adminTokens);
    sessionStore.resetUser();
    removeUserQueries(runtime.queryClient);
    if (options.navigate !== false) navigate(back);
  } else {
    clearTokens();
    if (options.navigate !== false) {
      navigate(`/auth/login-1?redirect=${encodeURIComponent(back)}`);
    }
  }
}
