import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEY,
  clearTokens,
  getAuthHeaders,
  getAuthState,
  getTokens,
  readTokensFromHeaders,
  resetAuthStoreForTests,
  setTokens,
  takeTokensFromResponse,
  useAuthState,
} from './auth-store';

const signIn = (extra: Record<string, string> = {}) =>
  takeTokensFromResponse({
    'access-token': 'token-1',
    client: 'client-1',
    uid: 'zoe@demo.test',
    expiry: '1000',
    ...extra,
  });

beforeEach(() => {
  localStorage.clear();
  resetAuthStoreForTests();
});
afterEach(() => clearTokens());

describe('auth store', () => {
  it('is signed out without tokens and sends no auth headers', () => {
    expect(getAuthState()).toBe('SIGNED_OUT');
    expect(getAuthHeaders()).toEqual({});
  });

  it('takes tokens when all three values are present, and stores them', () => {
    expect(signIn()).toBe(true);
    expect(getAuthState()).toBe('SIGNED_IN');
    expect(getAuthHeaders()).toEqual({
      'access-token': 'token-1',
      client: 'client-1',
      uid: 'zoe@demo.test',
    });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!)).toMatchObject({
      accessToken: 'token-1',
      expiry: 1000,
    });
  });

  it('reads header names case-insensitively and from a Headers object', () => {
    const headers = new Headers({ 'Access-Token': 'h', Client: 'c', UID: 'u', Expiry: '5' });
    expect(takeTokensFromResponse(headers)).toBe(true);
    expect(getTokens()).toEqual({ accessToken: 'h', client: 'c', uid: 'u', expiry: 5 });
  });

  it('ignores responses with a missing or blank value', () => {
    signIn();
    expect(takeTokensFromResponse({ 'access-token': 'x', client: 'y' })).toBe(false);
    expect(takeTokensFromResponse({ 'access-token': ' ', client: 'y', uid: 'z' })).toBe(false);
    expect(takeTokensFromResponse({})).toBe(false);
    expect(getTokens()!.accessToken).toBe('token-1');
  });

  it('ignores tokens with an older expiry and takes newer ones', () => {
    signIn();
    expect(signIn({ 'access-token': 'older', expiry: '999' })).toBe(false);
    expect(getTokens()!.accessToken).toBe('token-1');
    expect(signIn({ 'access-token': 'newer', expiry: '1001' })).toBe(true);
    expect(getTokens()!.accessToken).toBe('newer');
  });

  it('restores the session from localStorage after a reload', () => {
    signIn();
    resetAuthStoreForTests();
    expect(getAuthState()).toBe('SIGNED_IN');
  });

  it('clears all three values on sign-out', () => {
    signIn();
    clearTokens();
    expect(getAuthState()).toBe('SIGNED_OUT');
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('re-renders useAuthState when the state changes', () => {
    const { result } = renderHook(() => useAuthState());
    expect(result.current).toBe('SIGNED_OUT');
    act(() => {
      signIn();
    });
    expect(result.current).toBe('SIGNED_IN');
    act(() => clearTokens());
    expect(result.current).toBe('SIGNED_OUT');
  });

  it('follows another tab through BroadcastChannel', async () => {
    getAuthState();
    const otherTab = new BroadcastChannel('auth-tokens');
    otherTab.postMessage({ tokens: { accessToken: 'tab2', client: 'c2', uid: 'u2', expiry: 7 } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getTokens()).toEqual({ accessToken: 'tab2', client: 'c2', uid: 'u2', expiry: 7 });
    otherTab.postMessage({ tokens: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getAuthState()).toBe('SIGNED_OUT');
    otherTab.close();
  });
});

describe('explicit sign-in', () => {
  it('reads complete tokens from headers or a query, and nothing from incomplete ones', () => {
    expect(
      readTokensFromHeaders({ 'access-token': 'a', client: 'c', uid: 'u', expiry: '12' }),
    ).toEqual({ accessToken: 'a', client: 'c', uid: 'u', expiry: 12 });
    expect(readTokensFromHeaders({ 'access-token': 'a', client: 'c' })).toBeNull();
    expect(readTokensFromHeaders({ 'access-token': 'a', client: ' ', uid: 'u' })).toBeNull();
  });

  it('setTokens replaces the session even with an older expiry (sign in as another user)', () => {
    signIn({ expiry: '5000' });
    expect(setTokens({ accessToken: 'x', client: 'c2', uid: 'other@demo.test', expiry: 10 })).toBe(
      true,
    );
    expect(getTokens()).toEqual({
      accessToken: 'x',
      client: 'c2',
      uid: 'other@demo.test',
      expiry: 10,
    });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!)).toMatchObject({ accessToken: 'x' });
  });

  it('setTokens refuses incomplete tokens and keeps the session', () => {
    signIn();
    expect(setTokens({ accessToken: '', client: 'c', uid: 'u', expiry: null })).toBe(false);
    expect(getTokens()!.accessToken).toBe('token-1');
  });
});
