import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT_CLEANUP_MS } from '../../../common/constants';
import { INITIAL_SESSION_STATE, createSessionStore } from './session-store';
import type { CurrentUser } from './types';

const user = { id: 'u1', email: 'zoe@demo.test' } as CurrentUser;

function signedInStore() {
  const clearSelection = vi.fn();
  const store = createSessionStore({ clearSelection });
  const onCleanup = vi.fn();
  store.onCleanup(onCleanup);
  store.handleAuthState('SIGNED_IN', 'zoe@demo.test');
  store.setState({
    user,
    roles: [{ id: 'r', type: 'roles', name: 'volunteer', organizationId: null, centerId: null }],
    userStatus: 'loaded',
    userUid: 'zoe@demo.test',
    organizations: [{ id: 'o', type: 'organizations', organizationType: 'School', name: 'S' }],
    organizationsStatus: 'loaded',
    organizationsInitialised: true,
    organizationsFailed: true,
  });
  return { store, clearSelection, onCleanup };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the signed-out cleanup (SPEC section 4)', () => {
  it('clears user, roles, organizations, flags and selection 500 ms after signing out', () => {
    const { store, clearSelection, onCleanup } = signedInStore();
    store.handleAuthState('SIGNED_OUT', null);
    vi.advanceTimersByTime(SIGNED_OUT_CLEANUP_MS - 1);
    expect(store.getState().user).toBe(user);
    expect(clearSelection).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(store.getState()).toEqual(INITIAL_SESSION_STATE);
    expect(store.getState().roles).toEqual([]);
    expect(store.getState().organizationsInitialised).toBe(false);
    expect(store.getState().organizationsFailed).toBe(false);
    expect(clearSelection).toHaveBeenCalledTimes(1);
    expect(onCleanup).toHaveBeenCalledTimes(1);
  });

  it('does not clean up when signed in again within the 500 ms', () => {
    const { store, clearSelection } = signedInStore();
    store.handleAuthState('SIGNED_OUT', null);
    vi.advanceTimersByTime(200);
    store.handleAuthState('SIGNED_IN', 'zoe@demo.test');
    vi.advanceTimersByTime(1000);
    expect(store.getState().user).toBe(user);
    expect(clearSelection).not.toHaveBeenCalled();
  });

  it('schedules one cleanup however often signed-out is reported', () => {
    const { store, onCleanup } = signedInStore();
    store.handleAuthState('SIGNED_OUT', null);
    vi.advanceTimersByTime(300);
    store.handleAuthState('SIGNED_OUT', null);
    vi.advanceTimersByTime(200);
    expect(onCleanup).toHaveBeenCalledTimes(1);
  });

  it('has nothing to clean up for a visitor who starts signed out', () => {
    const clearSelection = vi.fn();
    const store = createSessionStore({ clearSelection });
    store.handleAuthState('SIGNED_OUT', null);
    vi.advanceTimersByTime(SIGNED_OUT_CLEANUP_MS * 2);
    expect(clearSelection).not.toHaveBeenCalled();
  });

  it('starts over at once when another account signs in (another tab, a mail link)', () => {
    const { store } = signedInStore();
    store.handleAuthState('SIGNED_IN', 'someone@demo.test');
    expect(store.getState().user).toBeNull();
    expect(store.getState().userStatus).toBe('idle');
    expect(store.getState().organizationsStatus).toBe('idle');
  });

  it('tells subscribers about every change', () => {
    const { store } = signedInStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.setState({ userStatus: 'loading' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
