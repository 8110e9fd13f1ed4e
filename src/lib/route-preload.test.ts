import { afterEach, describe, expect, it } from 'vitest';
import {
  getPreloadStats,
  isDataSaving,
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
