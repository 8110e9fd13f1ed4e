// Helpers of the PWA specs: waiting for the service worker to control the page, and reading what
// it stored in its caches.
import { expect, type Page } from '@playwright/test';

/**
 * Waits until a service worker controls the page and is `activated`: `ready` can resolve while
 * the worker is still activating, and going offline before then leaves nothing cached.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    undefined,
    { timeout: 30_000 },
  );
}

export interface CachedEntry {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Every entry of one Cache API cache of the page's origin, with its stored headers. */
export async function readCache(page: Page, cacheName: string): Promise<CachedEntry[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    const entries = [];
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      entries.push({
        url: request.url,
        headers: Object.fromEntries(response ? [...response.headers] : []),
        body: response ? await response.text() : '',
      });
    }
    return entries;
  }, cacheName);
}

/** Waits until a cache holds an entry whose URL matches. */
export async function expectCached(page: Page, cacheName: string, url: RegExp): Promise<void> {
  await expect
    .poll(async () => (await readCache(page, cacheName)).some((e) => url.test(e.url)))
    .toBe(true);
}
