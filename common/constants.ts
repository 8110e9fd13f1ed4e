// Business constants of SPEC section 9 and the wire names of SPEC section 7, shared by
// browser, service worker and server so that both ends agree on every name.

export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export const COOKIE_PATH = '/';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;
export const DEFAULT_TENANT_COOKIE = 'tenant';
export const CENTER_COOKIE = 'volunteer_center_id';
/** Which tenant the center cookie was written for, so a tenant switch drops it. */
export const CENTER_TENANT_COOKIE = `${CENTER_COOKIE}_tenant`;
export const CONSENT_COOKIE = 'cookie_consent';

export const TRANSLATION_CACHE_MS = 24 * 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
export const MAX_PARALLEL_ROUTE_PRELOADS = 4;
export const USERS_BY_ORGANIZATION_PAGE_SIZE = 1000;
export const SIGNED_OUT_CLEANUP_MS = 500;
export const RELATIVE_TIME_JUST_NOW_S = 60;
export const ANALYTICS_UPDATE_INTERVAL_MS = 30_000;

export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_TICK_MS = 16;
export const TOAST_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];
export const DEFAULT_TOAST_POSITION: ToastPosition = 'bottom-right';

export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/** Request headers every API call carries (SPEC section 7). */
export const HEADER = {
  tenant: 'X-Tenant',
  appContext: 'App-Context',
  centerId: 'Volunteer-Center-Id',
  organizationId: 'Current-Organization-Id',
  accessToken: 'access-token',
  client: 'client',
  uid: 'uid',
  expiry: 'expiry',
  tokenType: 'token-type',
  idempotencyKey: 'Idempotency-Key',
} as const;

export const API_BASE_PATH = '/api/v1';
export const JSONAPI_MEDIA_TYPE = 'application/vnd.api+json';

/** Paths the server answers itself; every other GET is a client route (DESIGN.md section 4). */
export const SERVER_OWNED_PREFIXES = [
  '/api/',
  '/config.json',
  '/i18n/',
  '/builds/',
  '/uploads/',
  '/manifest.webmanifest',
  '/sitemap.xml',
  '/robots.txt',
] as const;
export const SERVER_OWNED_AUTH_PATHS = [
  '/auth/sign_in',
  '/auth/sign_out',
  '/auth/password',
  '/auth/validate_token',
] as const;
