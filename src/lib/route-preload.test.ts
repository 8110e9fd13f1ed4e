import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getPreloadStats,
  isDataSaving,
  loadRoute,
  preloadRoute,
  registerRouteLoaderResolver,
  resetRoutePreloads,
} from './route-preload';

afterEach(() => resetRoutePreloads());

describe('preloadRoute', () => {
  it('runs at most four loaders at once and each loader once', async () => {
    const releases: Array<() => void> = [];
    const loaders = new Map<string, () => Promise<unknown>>();
    let calls = 0;
    for (let i = 0; i < 10; i++) {
      loaders.set(`/p${i}`, () => {
        calls += 1;
        return new Promise<void>((resolve) => releases.push(resolve));
      });
    }
    registerRouteLoaderResolver((path) => loaders.get(path) ?? null);
    for (let i = 0; i < 10; i++) preloadRoute(`/p${i}?x=1`);
    expect(preloadRoute('/p0')).toBe(false);
    expect(getPreloadStats()).toMatchObject({ running: 4, queued: 6 });
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(calls).toBe(10);
    expect(getPreloadStats().maxParallelSeen).toBe(4);
  });

  it('loadRoute loads the first page outside the queue and settles even when the chunk fails', async () => {
    let calls = 0;
    let fail = true;
    // The app's resolver hands out one loader per route (src/app/app.tsx).
    const load = () => {
      calls += 1;
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve({});
    };
    registerRouteLoaderResolver((path) => (path === '/vacancies/search' ? load : null));
    // A failed chunk does not fail the start; the route may be loaded again later.
    await expect(loadRoute('/vacancies/search?q=tuin')).resolves.toBeUndefined();
    expect(calls).toBe(1);
    fail = false;
    await expect(loadRoute('/vacancies/search')).resolves.toBeUndefined();
    expect(calls).toBe(2);
    // Loaded: a later preload of the same route does nothing.
    expect(preloadRoute('/vacancies/search')).toBe(false);
    expect(getPreloadStats()).toMatchObject({ running: 0, queued: 0 });
    await expect(loadRoute('/nowhere')).resolves.toBeUndefined();
  });

  it('ignores paths without a route', () => {
    registerRouteLoaderResolver(() => null);
    expect(preloadRoute('/nowhere')).toBe(false);
  });
});

describe('speculative preloads', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'connection');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'connection', original);
    else delete (navigator as { connection?: unknown }).connection;
  });
  const setConnection = (value: object) =>
    Object.defineProperty(navigator, 'connection', { value, configurable: true });

  it('skips a link in view when the visitor saves data, but not a hovered one', () => {
    let calls = 0;
    registerRouteLoaderResolver(() => () => {
      calls += 1;
      return Promise.resolve();
    });
    setConnection({ saveData: true });
    expect(isDataSaving()).toBe(true);
    expect(preloadRoute('/a', { speculative: true })).toBe(false);
    expect(preloadRoute('/a')).toBe(true);
    expect(calls).toBe(1);
  });

  it('skips on a 2G connection and preloads on a fast one', () => {
    registerRouteLoaderResolver((path) => (path === '/b' ? () => Promise.resolve() : null));
    setConnection({ saveData: false, effectiveType: 'slow-2g' });
    expect(preloadRoute('/b', { speculative: true })).toBe(false);
    setConnection({ saveData: false, effectiveType: '4g' });
    expect(isDataSaving()).toBe(false);
    expect(preloadRoute('/b', { speculative: true })).toBe(true);
  });
});

describe('speculative preloads wait for the page to settle', () => {
  const setOnline = (value: boolean) =>
    Object.defineProperty(navigator, 'onLine', { value, configurable: true });
  afterEach(() => {
    vi.useRealTimers();
    setOnline(true);
  });

  it('start one per idle period after the load event; a hover starts a waiting one at once', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    const loaders = new Map<string, () => Promise<unknown>>();
    registerRouteLoaderResolver((path) => {
      if (!loaders.has(path)) {
        loaders.set(path, () => {
          started.push(path);
          return Promise.resolve();
        });
      }
      return loaders.get(path)!;
    });
    // jsdom has loaded and has no requestIdleCallback: each idle period is a 200 ms timer.
    expect(document.readyState).toBe('complete');
    expect(preloadRoute('/a', { speculative: true })).toBe(true);
    expect(preloadRoute('/b', { speculative: true })).toBe(true);
    expect(preloadRoute('/c', { speculative: true })).toBe(true);
    expect(preloadRoute('/a', { speculative: true })).toBe(false);
    expect(started).toEqual([]);
    expect(getPreloadStats().waiting).toBe(3);

    // Intent (hover, focus) does not wait.
    expect(preloadRoute('/c')).toBe(true);
    expect(started).toEqual(['/c']);

    await vi.advanceTimersByTimeAsync(200);
    expect(started).toEqual(['/c', '/a']);
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toEqual(['/c', '/a', '/b']);
    expect(getPreloadStats().waiting).toBe(0);

    // Once settled, a link coming into view preloads at once; offline it does not.
    expect(preloadRoute('/d', { speculative: true })).toBe(true);
    expect(started).toEqual(['/c', '/a', '/b', '/d']);
    setOnline(false);
    expect(preloadRoute('/e', { speculative: true })).toBe(false);
    expect(preloadRoute('/e')).toBe(true);
  });

  it('offline, waiting ones start only when the network is back', async () => {
    vi.useFakeTimers();
    const started: string[] = [];
    const loaders: Record<string, () => Promise<unknown>> = {};
    registerRouteLoaderResolver((path) => {
      const load = () => {
        started.push(path);
        return Promise.resolve();
      };
      return (loaders[path] ??= load);
    });
    setOnline(false);
    expect(preloadRoute('/a', { speculative: true })).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toEqual([]);
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toEqual(['/a']);
  });
});
