import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS } from '../../../common/constants';
import { RELOAD_GUARD_KEY } from '../../../common/pwa';
import { BEFORE_RELOAD_TIMEOUT_MS, createReloadGuard, handlePreloadError } from './reload';

function setUp(options: { storage?: () => Storage | null } = {}) {
  let path = '/vacancies';
  const reload = vi.fn();
  const guard = createReloadGuard({
    getStorage: options.storage ?? (() => window.sessionStorage),
    getPath: () => path,
    now: () => Date.now(),
    reload,
  });
  return { guard, reload, goTo: (next: string) => (path = next) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the reload guard', () => {
  it('reloads the first time and records {path, expires} in sessionStorage', async () => {
    const { guard, reload } = setUp();
    await expect(guard.guardedReload()).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.sessionStorage.getItem(RELOAD_GUARD_KEY)!)).toEqual({
      path: '/vacancies',
      expires: Date.now() + RELOAD_GUARD_MS,
    });
  });

  it('skips a second reload of the same path within 10 s, allows it after 10 s', async () => {
    const { guard, reload } = setUp();
    await guard.guardedReload();
    vi.advanceTimersByTime(RELOAD_GUARD_MS - 1);
    await expect(guard.guardedReload()).resolves.toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await expect(guard.guardedReload()).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('survives the reload itself: a new page with the same sessionStorage is still guarded', async () => {
    await setUp().guard.guardedReload();
    const afterReload = setUp();
    await expect(afterReload.guard.guardedReload()).resolves.toBe(false);
    expect(afterReload.reload).not.toHaveBeenCalled();
  });

  it('lets another path reload at once', async () => {
    const { guard, reload, goTo } = setUp();
    await guard.guardedReload();
    goTo('/partners');
    await expect(guard.guardedReload()).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('awaits every before-reload task before reloading', async () => {
    const { guard, reload } = setUp();
    const order: string[] = [];
    guard.onBeforeReload(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      order.push('flushed');
    });
    guard.onBeforeReload(() => void order.push('sync task'));
    reload.mockImplementation(() => order.push('reload'));
    const done = guard.guardedReload();
    await vi.advanceTimersByTimeAsync(100);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    await done;
    expect(order).toEqual(['sync task', 'flushed', 'reload']);
  });

  it('does not let a hung or failing task block the reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { guard, reload } = setUp();
    guard.onBeforeReload(() => new Promise<void>(() => undefined));
    guard.onBeforeReload(() => Promise.reject(new Error('flush failed')));
    const done = guard.guardedReload();
    await vi.advanceTimersByTimeAsync(BEFORE_RELOAD_TIMEOUT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops running a task once it is unregistered', async () => {
    const { guard } = setUp();
    const task = vi.fn();
    const off = guard.onBeforeReload(task);
    off();
    await guard.guardedReload();
    expect(task).not.toHaveBeenCalled();
  });

  it('tolerates a broken sessionStorage (throwing, missing or holding garbage)', async () => {
    const throwing = setUp({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    await expect(throwing.guard.guardedReload()).resolves.toBe(true);
    expect(throwing.reload).toHaveBeenCalledTimes(1);

    const missing = setUp({ storage: () => null });
    await expect(missing.guard.guardedReload()).resolves.toBe(true);

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    window.sessionStorage.clear();
    const full = setUp();
    await expect(full.guard.guardedReload()).resolves.toBe(true);
    vi.restoreAllMocks();

    window.sessionStorage.setItem(RELOAD_GUARD_KEY, '{not json');
    const garbage = setUp();
    await expect(garbage.guard.guardedReload()).resolves.toBe(true);
    expect(garbage.reload).toHaveBeenCalledTimes(1);
  });
});

describe('vite:preloadError', () => {
  it('reloads through the guard and swallows the error only when it reloads', async () => {
    const { guard, reload } = setUp();
    const first = new Event('vite:preloadError', { cancelable: true });
    expect(handlePreloadError(first, guard)).toBe(true);
    expect(first.defaultPrevented).toBe(true);
    await vi.runAllTimersAsync();
    expect(reload).toHaveBeenCalledTimes(1);

    const second = new Event('vite:preloadError', { cancelable: true });
    expect(handlePreloadError(second, guard)).toBe(false);
    expect(second.defaultPrevented).toBe(false);
    await vi.runAllTimersAsync();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads offline: the chunk is missing for want of a network, not by a deploy', async () => {
    const { guard, reload } = setUp();
    const offline = new Event('vite:preloadError', { cancelable: true });
    expect(handlePreloadError(offline, guard, () => false)).toBe(false);
    expect(offline.defaultPrevented).toBe(false);
    await vi.runAllTimersAsync();
    expect(reload).not.toHaveBeenCalled();
    // The guard was not used up: back online, a missing chunk still reloads once.
    const online = new Event('vite:preloadError', { cancelable: true });
    expect(handlePreloadError(online, guard, () => true)).toBe(true);
    await vi.runAllTimersAsync();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
