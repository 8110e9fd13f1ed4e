// Where to go after signing in: the page the visitor wanted (SPEC section 2: back to the wanted
// page), carried in `?redirect=`. Only paths of this site are followed, never another origin.
// Staff land where their work is (the dashboard) unless a page that needs sign-in sent them.
import type { RoleName } from '../../../common/schemas/users';

export const LOGIN_PATH = '/auth/login-1';
/** The Dutch alias of the login page (a sign-in route of SPEC section 2). */
export const LOGIN_ALIAS_PATH = '/inloggen';
export const REDIRECT_PARAM = 'redirect';

/** A same-site path from `?redirect=`, or the fallback. */
export function getSafeRedirect(search: string, fallback = '/'): string {
  const raw = new URLSearchParams(search).get(REDIRECT_PARAM);
  return sanitizeRedirect(raw) ?? fallback;
}

export function sanitizeRedirect(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const value = raw.trim();
  // '//host' and '/\host' would leave the site; so would any scheme.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Coming back to a sign-in page would only loop.
  const path = value.split(/[?#]/)[0];
  if (path === LOGIN_PATH || path === LOGIN_ALIAS_PATH || path === '/uitloggen') return null;
  return value;
}

/**
 * The login page for a visitor who wanted `pathAndSearch`. The alias /inloggen passes on its
 * own `?redirect=` (it has no page of its own to come back to).
 */
export function buildLoginPath(pathname: string, search = ''): string {
  const wanted =
    pathname === LOGIN_ALIAS_PATH
      ? sanitizeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM))
      : sanitizeRedirect(`${pathname}${search}`);
  if (!wanted || wanted === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(wanted)}`;
}

/** Pages after which coming back makes no sense: sign-in, sign-up and goodbye pages. */
const NO_RETURN_PREFIXES = ['/auth/', '/signup', '/confirm', '/profiel/verwijderd'];

/** The header's sign-in link: back to the page the visitor is on, where that makes sense. */
export function buildSignInLink(pathname: string): string {
  if (NO_RETURN_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return LOGIN_PATH;
  return buildLoginPath(pathname);
}

export const DASHBOARD_PATH = '/dashboard';
const STAFF_ROLES: readonly RoleName[] = ['admin', 'center_admin', 'organization_admin'];

/** Organizations, coordinators and admins: their work waits on the dashboard. */
export function isStaff(roles: readonly { name: RoleName }[]): boolean {
  return roles.some((r) => STAFF_ROLES.includes(r.name));
}

// The route table lives in src/app, above this file: the app says which paths are public.
let isPublicPath: (pathname: string) => boolean = () => true;

export function registerPublicPathCheck(check: (pathname: string) => boolean): void {
  isPublicPath = check;
}

/**
 * Where a user lands after signing in. A page that needs sign-in (the guard sent them from it)
 * comes first for everyone. Otherwise staff go to their dashboard, and a volunteer back to the
 * public page they signed in from (a vacancy), else home.
 */
export function chooseLanding(search: string, roles: readonly { name: RoleName }[]): string {
  const wanted = sanitizeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM));
  if (wanted && !isPublicPath(wanted.split(/[?#]/)[0] ?? wanted)) return wanted;
  if (isStaff(roles)) return DASHBOARD_PATH;
  return wanted ?? '/';
}
