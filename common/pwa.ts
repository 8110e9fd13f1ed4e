// Names the page and the service worker share (DESIGN.md section 8): cache names, worker
// messages, the data-schema version of the persisted query cache and the offline limits.

/** Runtime caches of the service worker (the precache is Workbox's own). */
export const SW_CACHE = {
  translations: 'volunteerly-i18n-v1',
  builds: 'volunteerly-builds-v1',
  config: 'volunteerly-config-v1',
  /** API answers (the center profile), keyed by tenant and center, stored without auth headers. */
  api: 'volunteerly-api-v1',
  images: 'volunteerly-images-v1',
  fonts: 'volunteerly-fonts-v1',
  /** The shipped illustrations (hashed names): cached on first use, not precached. */
  illustrations: 'volunteerly-illustrations-v1',
} as const;

/** Caches that hold API answers: emptied on sign-out. */
export const API_CACHE_NAMES: readonly string[] = [SW_CACHE.api];

export const SW_MESSAGE = {
  skipWaiting: 'SKIP_WAITING',
  purgeApiCaches: 'PURGE_API_CACHES',
} as const;

/** Version of the shape of persisted query data; bump it only when that shape changes (it drops queued writes too). */
export const DATA_SCHEMA_VERSION = 'v1';
/** How long a persisted query cache (and its queued writes) lives: 30 days. */
export const PERSIST_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** How long the server keeps an Idempotency-Key with its response. */
export const IDEMPOTENCY_KEY_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The app asks /builds/latest.json for a new version this often (and on focus and when back online). */
export const BUILD_POLL_INTERVAL_MS = 10 * 60 * 1000;
/** sessionStorage key of the reload guard ({path, expires}). */
export const RELOAD_GUARD_KEY = 'reload-guard';
/** The one mutation scope all offline-capable writes share, so they replay in order. */
export const OUTBOX_SCOPE = 'outbox';
/** Images cached by the worker (cache first) at most. */
export const IMAGE_CACHE_MAX_ENTRIES = 80;
/** Room for every shipped illustration of two builds (20 files each). */
export const ILLUSTRATION_CACHE_MAX_ENTRIES = 48;
/**
 * The built illustrations (src/assets/illustrations/*.svg, hashed by Vite): left out of the
 * precache (a visitor sees a few of them, not all twenty), cached by the worker when shown.
 */
export const ILLUSTRATION_ASSET_GLOBS = ['assets/category-*.svg', 'assets/hero-*.svg'];
