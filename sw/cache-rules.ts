// The pure rules behind the worker's runtime caches (no worker globals, so unit tests run them):
// which navigations are the app's, how API answers are keyed per tenant and center, which headers
// never reach a cache, and when a cached translation is due for a refresh.
import {
  HEADER,
  SERVER_OWNED_AUTH_PATHS,
  SERVER_OWNED_PREFIXES,
  TRANSLATION_CACHE_MS,
} from '../common/constants';

/** When the worker stored a response (epoch ms): the Cache API keeps no date of its own. */
export const FETCHED_AT_HEADER = 'x-sw-fetched-at';

/** Response headers that carry a session: never stored in a cache. */
export const AUTH_RESPONSE_HEADERS = [
  HEADER.accessToken,
  HEADER.client,
  HEADER.uid,
  HEADER.expiry,
  HEADER.tokenType,
  'authorization',
  'set-cookie',
] as const;

/** The query parameters that put tenant, center and app context into an API cache key. */
export const CACHE_KEY_PARAM = {
  tenant: '__tenant',
  center: '__center',
  appContext: '__context',
} as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A last path segment with a file extension (/robots.txt, /brand/logo.svg): a file, not a route. */
const FILE_PATH = /^[^?]*\/[^/?]+\.[A-Za-z0-9]{1,8}(?:\?.*)?$/;

/**
 * Navigations to these paths are the server's, never the cached app shell. Workbox tests them
 * against pathname + search.
 */
export function buildNavigationDenylist(): RegExp[] {
  return [
    ...SERVER_OWNED_PREFIXES.map((prefix) => new RegExp(`^${escapeRegExp(prefix)}`)),
    ...SERVER_OWNED_AUTH_PATHS.map((path) => new RegExp(`^${escapeRegExp(path)}/?(?:\\?.*)?$`)),
    FILE_PATH,
  ];
}

/**
 * The Cache API ignores request headers, and the tenant and center of an API call travel in
 * headers: the cache key carries them in its URL, so one tenant's (or center's) answer can
 * never answer for another.
 */
export function buildTenantCacheKey(url: string, headers: Headers): string {
  const key = new URL(url);
  for (const param of Object.values(CACHE_KEY_PARAM)) key.searchParams.delete(param);
  key.searchParams.set(CACHE_KEY_PARAM.tenant, headers.get(HEADER.tenant) ?? '');
  key.searchParams.set(CACHE_KEY_PARAM.center, headers.get(HEADER.centerId) ?? '');
  key.searchParams.set(CACHE_KEY_PARAM.appContext, headers.get(HEADER.appContext) ?? '');
  key.searchParams.sort();
  return key.toString();
}

/**
 * The headers a cached copy keeps: no session headers, no Vary (the key already holds what the
 * answer varies by), plus the time it was fetched.
 */
export function buildStoredHeaders(headers: Headers, fetchedAt: number): Headers {
  const stored = new Headers(headers);
  for (const name of AUTH_RESPONSE_HEADERS) stored.delete(name);
  stored.delete('vary');
  stored.set(FETCHED_AT_HEADER, String(fetchedAt));
  return stored;
}

/** A copy of a response the worker may store: only complete 200 answers, without session headers. */
export async function toStorableResponse(
  response: Response,
  fetchedAt: number,
): Promise<Response | null> {
  if (response.status !== 200 || response.type === 'opaque') return null;
  const body = await response.blob();
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: buildStoredHeaders(response.headers, fetchedAt),
  });
}

/** True when a cached copy is older than maxAgeMs (or its age is unknown): refresh it. */
export function isOlderThan(
  response: Response,
  now: number,
  maxAgeMs: number = TRANSLATION_CACHE_MS,
): boolean {
  const fetchedAt = Number(response.headers.get(FETCHED_AT_HEADER));
  if (!Number.isFinite(fetchedAt) || fetchedAt <= 0) return true;
  return now - fetchedAt > maxAgeMs;
}

/** A built illustration: /assets/category-care-<hash>.svg or /assets/hero-garden-<hash>.svg. */
export function isIllustrationPath(pathname: string): boolean {
  return /^\/assets\/(?:category|hero)-[A-Za-z0-9_-]+\.svg$/.test(pathname);
}
