import { afterEach, describe, expect, it } from 'vitest';
import {
  getPreloadStats,
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
