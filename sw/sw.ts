// The service worker (DESIGN.md section 8): precaches the app shell, answers every client-route
// navigation with the cached index.html, and keeps what an offline app needs to start: the
// translations, the build manifest, /config.json and the center profile, images and fonts.
// No other API answer is cached here: the page persists its query cache itself.
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, Strategy, type StrategyHandler } from 'workbox-strategies';
import { API_BASE_PATH } from '../common/constants';
import {
  API_CACHE_NAMES,
  ILLUSTRATION_CACHE_MAX_ENTRIES,
  IMAGE_CACHE_MAX_ENTRIES,
  SW_CACHE,
  SW_MESSAGE,
} from '../common/pwa';
import {
  buildNavigationDenylist,
  buildTenantCacheKey,
  isIllustrationPath,
  isOlderThan,
  toStorableResponse,
} from './cache-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** A slow network falls back to the cached copy after this long (when there is one). */
const NETWORK_TIMEOUT_SECONDS = 5;
const FONT_CACHE_MAX_ENTRIES = 30;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Every client route gets the app shell, online and offline; the server's own paths pass through.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: buildNavigationDenylist(),
  }),
);

/** Stores only 200 answers, stamped with the time they were fetched and stripped of sessions. */
const storeStamped = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    toStorableResponse(response, Date.now()),
};

/**
 * Translations: the cached copy answers at once; a copy older than 24 h is refreshed in the
 * background. A failed refresh keeps the old copy (never dropped: an offline app needs it).
 */
class CacheFirstRefreshAfter extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const cached = await handler.cacheMatch(request);
    if (!cached) return handler.fetchAndCachePut(request);
    if (isOlderThan(cached, Date.now())) {
      void handler.waitUntil(handler.fetchAndCachePut(request).catch(() => undefined));
    }
    return cached;
  }
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ url }) => sameOrigin(url) && /^\/i18n\/[^/]+\.json$/.test(url.pathname),
  new CacheFirstRefreshAfter({ cacheName: SW_CACHE.translations, plugins: [storeStamped] }),
);

// Offline, the update poller sees the last known id and so never prompts falsely.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/builds/latest.json',
  new NetworkFirst({
    cacheName: SW_CACHE.builds,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [storeStamped],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/config.json',
  new NetworkFirst({
    cacheName: SW_CACHE.config,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [storeStamped],
  }),
);

// The center profile: the tenant and center travel in headers, so they go into the cache key.
registerRoute(
  ({ url }) => url.pathname === `${API_BASE_PATH}/volunteer_centers/current`,
  new NetworkFirst({
    cacheName: SW_CACHE.api,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      storeStamped,
      {
        cacheKeyWillBeUsed: async ({ request }: { request: Request }) =>
          buildTenantCacheKey(request.url, request.headers),
      },
    ],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: SW_CACHE.images,
    plugins: [
      storeStamped,
      new ExpirationPlugin({ maxEntries: IMAGE_CACHE_MAX_ENTRIES, purgeOnQuotaError: true }),
    ],
  }),
);

// The shipped illustrations are not precached either: each has a hashed name, so the first copy
// stays right for as long as the build that names it.
registerRoute(
  ({ url }) => sameOrigin(url) && isIllustrationPath(url.pathname),
  new CacheFirst({
    cacheName: SW_CACHE.illustrations,
    plugins: [
      storeStamped,
      new ExpirationPlugin({ maxEntries: ILLUSTRATION_CACHE_MAX_ENTRIES, purgeOnQuotaError: true }),
    ],
  }),
);

// Fonts are not precached (each tenant loads only its own): the first use caches them.
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && (request.destination === 'font' || url.pathname.endsWith('.woff2')),
  new CacheFirst({
    cacheName: SW_CACHE.fonts,
    plugins: [
      storeStamped,
      new ExpirationPlugin({ maxEntries: FONT_CACHE_MAX_ENTRIES, purgeOnQuotaError: true }),
    ],
  }),
);

// The first worker takes the page at once (so a first visit already works offline later); an
// update waits for the page's SKIP_WAITING (registerType 'prompt').
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(self.clients.claim());
});

async function purgeApiCaches(): Promise<void> {
  await Promise.all(API_CACHE_NAMES.map((name) => caches.delete(name)));
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SW_MESSAGE.skipWaiting) {
    void self.skipWaiting();
  } else if (type === SW_MESSAGE.purgeApiCaches) {
    // The page may wait for the answer on a MessageChannel port (sign-out).
    const done = purgeApiCaches().then(
      () => event.ports[0]?.postMessage({ type: SW_MESSAGE.purgeApiCaches, ok: true }),
      () => event.ports[0]?.postMessage({ type: SW_MESSAGE.purgeApiCaches, ok: false }),
    );
    event.waitUntil(done);
  }
});
