// The navigation guards of SPEC section 2, in order, as one pure decision: (1) sign-in required,
// then the current user loaded (401: sign out) and the organizations initialised (failure or an
// organization_admin without any: /auth/no-organization); (2) the host redirect to
// /gelderse-handen; (3) the server's redirect lookup for paths no page answers.
import { GELDERSE_HANDEN_HOSTS } from '../../../common/tenants/tenant-configs';
import { needsOrganization } from '../../lib/session/organizations';
import { buildLoginPath } from '../../lib/session/redirect-target';
import type { SessionState } from '../../lib/session/session-store';
import type { RouteParams } from '../match-path';

export const SIGN_OUT_PATH = '/uitloggen';
export const NO_ORGANIZATION_PATH = '/auth/no-organization';
export const GELDERSE_HANDEN_PATH = '/gelderse-handen';
export const CONTENT_CATCH_ALL = '/:slug?';

export type RedirectLookup =
  { state: 'none' } | { state: 'pending' } | { state: 'done'; toPath: string | null };

export interface GuardInput {
  pathname: string;
  /** The query string, with or without '?'. */
  search: string;
  hostname: string;
  /** The route that renders the path, or null when none does. */
  route: { path: string; public: boolean } | null;
  params: RouteParams;
  signedIn: boolean;
  session: Pick<
    SessionState,
    | 'user'
    | 'userStatus'
    | 'userFailedStatus'
    | 'organizations'
    | 'organizationsStatus'
    | 'organizationsFailedStatus'
  >;
  redirectLookup: RedirectLookup;
}

export type GuardDecision =
  { type: 'render' } | { type: 'wait' } | { type: 'redirect'; to: string };

const RENDER: GuardDecision = { type: 'render' };
const WAIT: GuardDecision = { type: 'wait' };
const redirect = (to: string): GuardDecision => ({ type: 'redirect', to });

/** Paths no page answers, and content pages (a slug), may have a redirect on the server. */
export function needsRedirectLookup(route: GuardInput['route'], params: RouteParams): boolean {
  return route === null || (route.path === CONTENT_CATCH_ALL && params.slug !== undefined);
}

function decideSession(input: GuardInput): GuardDecision | null {
  const { session, pathname } = input;
  if (session.userStatus === 'idle' || session.userStatus === 'loading') return WAIT;
  if (session.userStatus === 'failed') {
    if (session.userFailedStatus === 401) return redirect(SIGN_OUT_PATH);
    // Other failures are kept in the failed flag and status; the page still shows (offline,
    // it works from its cache).
    return null;
  }
  if (session.organizationsStatus === 'idle' || session.organizationsStatus === 'loading') {
    return WAIT;
  }
  if (pathname === NO_ORGANIZATION_PATH) return null;
  // An empty list is an answer (volunteers have no organization); a failure is not. Without a
  // network the page shows from its cache and the load is tried again when the connection returns.
  if (session.organizationsStatus === 'failed' && session.organizationsFailedStatus !== 0) {
    return redirect(NO_ORGANIZATION_PATH);
  }
  if (
    session.organizationsStatus === 'loaded' &&
    session.organizations.length === 0 &&
    needsOrganization(session.user)
  ) {
    return redirect(NO_ORGANIZATION_PATH);
  }
  return null;
}

export function decideNavigation(input: GuardInput): GuardDecision {
  const { pathname, route, signedIn } = input;
  const isProtected = route !== null && !route.public;

  // 1. Sign-in. Signing out (the page or a 401) ends on the home page, not on the login page.
  if (pathname === SIGN_OUT_PATH && !signedIn) return redirect('/');
  if (isProtected && !signedIn) return redirect(buildLoginPath(pathname, input.search));
  if (isProtected && pathname !== SIGN_OUT_PATH) {
    const decision = decideSession(input);
    if (decision) return decision;
  }

  // 2. The host of Gelderse Handen shows only its own page.
  if (GELDERSE_HANDEN_HOSTS.includes(input.hostname) && pathname !== GELDERSE_HANDEN_PATH) {
    return redirect(GELDERSE_HANDEN_PATH);
  }

  // 3. The server's redirects (managed in the database) for paths no page answers.
  if (needsRedirectLookup(route, input.params)) {
    if (input.redirectLookup.state === 'pending') return WAIT;
    if (
      input.redirectLookup.state === 'done' &&
      input.redirectLookup.toPath &&
      input.redirectLookup.toPath !== pathname
    ) {
      return redirect(input.redirectLookup.toPath);
    }
  }
  return RENDER;
}
