// Helpers of the PWA specs: waiting for the service worker to control the page, and reading what
// it stored in its caches.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import {
  NETWORK_CUT_COOKIE,
  NETWORK_CUT_VALUE,
} from '../../server/modules/test-support/network-cut';
import { tenantUrl } from './helpers';

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

/**
 * The network goes away for the whole context: Playwright's offline emulation (what the app sees:
 * navigator.onLine, the offline event) plus the test server's network cut, which drops the
 * connection of every request from this context's hosts from the first request of any document
 * (the emulation alone let a queued write through while a reloaded or reopened page started:
 * server/modules/test-support/network-cut.ts).
 */
export async function takeNetworkDown(context: BrowserContext, tenant: string): Promise<void> {
  await context.addCookies([
    { name: NETWORK_CUT_COOKIE, value: NETWORK_CUT_VALUE, url: tenantUrl(tenant, '/') },
  ]);
  await context.setOffline(true);
}

/** The network returns: the cut goes first, so the app's replay on 'online' gets through. */
export async function bringNetworkBack(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: NETWORK_CUT_COOKIE });
  await context.setOffline(false);
}
