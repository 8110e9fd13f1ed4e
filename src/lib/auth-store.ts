// The one token store of the devise_token_auth protocol (DESIGN.md section 6): tokens in
// localStorage, newer ones taken from any response, changes shared across tabs.
import { useSyncExternalStore } from 'react';
import { HEADER } from '../../common/constants';

export interface AuthTokens {
  accessToken: string;
  client: string;
  uid: string;
  /** Epoch seconds, or null when the server sent none. */
  expiry: number | null;
}

export type AuthState = 'SIGNED_IN' | 'SIGNED_OUT';

export const AUTH_STORAGE_KEY = 'auth.tokens';
const CHANNEL_NAME = 'auth-tokens';

type HeaderSource = Headers | Record<string, string | null | undefined>;

let tokens: AuthTokens | null | undefined;
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;
let listeningToStorage = false;

function isComplete(value: Partial<AuthTokens> | null | undefined): value is AuthTokens {
  return Boolean(value?.accessToken?.trim() && value.client?.trim() && value.uid?.trim());
}

function readStorage(): AuthTokens | null {
  try {
    const raw = localStorage.getItem(AUTH_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<AuthTokens>) : null;
    return isComplete(parsed) ? { ...parsed, expiry: parsed.expiry ?? null } : null;
  } catch {
    return null;
  }
}

function writeStorage(value: AuthTokens | null): void {
  try {
    if (value) localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(value));
    else localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the tokens still live in memory for this tab.
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

function getChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  channel?.addEventListener('message', (event: MessageEvent<{ tokens: AuthTokens | null }>) => {
    tokens = isComplete(event.data?.tokens) ? event.data.tokens : null;
    emit();
  });
  return channel;
}

function ensureLoaded(): AuthTokens | null {
  if (tokens === undefined) tokens = readStorage();
  getChannel();
  if (!listeningToStorage && typeof window !== 'undefined') {
    listeningToStorage = true;
    window.addEventListener('storage', (event) => {
      if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
      tokens = readStorage();
      emit();
    });
  }
  return tokens;
}

function commit(next: AuthTokens | null): void {
  tokens = next;
  writeStorage(next);
  getChannel()?.postMessage({ tokens: next });
  emit();
}

export function getTokens(): AuthTokens | null {
  return ensureLoaded();
}

export function getAuthState(): AuthState {
  return ensureLoaded() ? 'SIGNED_IN' : 'SIGNED_OUT';
}

/** The three headers every authenticated request carries, or none when signed out. */
export function getAuthHeaders(): Record<string, string> {
  const current = ensureLoaded();
  if (!current) return {};
  return {
    [HEADER.accessToken]: current.accessToken,
    [HEADER.client]: current.client,
    [HEADER.uid]: current.uid,
  };
}

function readHeader(headers: HeaderSource, name: string): string | null {
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return headers.get(name);
  const record = headers as Record<string, string | null | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name.toLowerCase());
  return key ? (record[key] ?? null) : null;
}

/**
 * The tokens a response (or a mail link's query) carries, or null unless access-token, client and
 * uid are all present and non-blank.
 */
export function readTokensFromHeaders(headers: HeaderSource): AuthTokens | null {
  const accessToken = readHeader(headers, HEADER.accessToken)?.trim() ?? '';
  const client = readHeader(headers, HEADER.client)?.trim() ?? '';
  const uid = readHeader(headers, HEADER.uid)?.trim() ?? '';
  if (!accessToken || !client || !uid) return null;
  const expiryText = readHeader(headers, HEADER.expiry)?.trim();
  const expiry = expiryText && Number.isFinite(Number(expiryText)) ? Number(expiryText) : null;
  return { accessToken, client, uid, expiry };
}

/**
 * Takes the tokens a response carries. They replace the stored ones only when access-token,
 * client and uid are all present and non-blank, and their expiry is not older than the stored
 * one (a slow response must not roll back a rotation). Returns true when the store changed.
 */
export function takeTokensFromResponse(headers: HeaderSource): boolean {
  const next = readTokensFromHeaders(headers);
  if (!next) return false;
  const { accessToken, client, uid, expiry } = next;
  const current = ensureLoaded();
  if (current?.expiry != null && expiry != null && expiry < current.expiry) return false;
  if (
    current &&
    current.accessToken === accessToken &&
    current.client === client &&
    current.uid === uid &&
    current.expiry === expiry
  ) {
    return false;
  }
  commit({ accessToken, client, uid, expiry });
  return true;
}

/**
 * Replaces the session outright: for an explicit sign-in (the sign-in answer, a mail link's
 * tokens, sign in as another user and the way back), where an older expiry is no reason to
 * keep the previous session. Incomplete tokens are refused.
 */
export function setTokens(next: AuthTokens): boolean {
  if (!isComplete(next)) return false;
  commit({
    accessToken: next.accessToken.trim(),
    client: next.client.trim(),
    uid: next.uid.trim(),
    expiry: next.expiry ?? null,
  });
  return true;
}

/** Sign-out clears all three values, whatever the server answered. */
export function clearTokens(): void {
  if (ensureLoaded() === null) return;
  commit(null);
}

export function subscribeAuth(listener: () => void): () => void {
  ensureLoaded();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuthState, () => 'SIGNED_OUT');
}

/** For tests: forget the in-memory copy so the next read comes from localStorage. */
export function resetAuthStoreForTests(): void {
  tokens = undefined;
}
