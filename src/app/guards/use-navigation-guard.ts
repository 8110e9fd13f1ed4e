// Feeds the guards of decide-navigation.ts from the app's state, and signs out quietly when the
// current user cannot be loaded (401) while a public page is shown.
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useAuthState, clearTokens } from '../../lib/auth-store';
import { useSession } from '../../lib/session/session';
import type { RouteMatch } from '../find-route';
import { decideNavigation, needsRedirectLookup, type GuardDecision } from './decide-navigation';
import { useRedirectLookup } from './redirect-lookup';

export function useNavigationGuard(pathname: string, match: RouteMatch | null): GuardDecision {
  const search = useSearch();
  const signedIn = useAuthState() === 'SIGNED_IN';
  const session = useSession();
  const route = match?.route ?? null;
  const params = match?.params ?? {};
  const redirectLookup = useRedirectLookup(pathname, needsRedirectLookup(route, params));

  const signedOutByServer =
    signedIn && session.userStatus === 'failed' && session.userFailedStatus === 401;
  const onPublicPage = route === null || route.public;
  useEffect(() => {
    if (signedOutByServer && onPublicPage) clearTokens();
  }, [signedOutByServer, onPublicPage]);

  return decideNavigation({
    pathname,
    search,
    hostname: window.location.hostname,
    route,
    params,
    signedIn,
    session,
    redirectLookup,
  });
}
