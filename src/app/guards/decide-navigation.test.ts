import { describe, expect, it } from 'vitest';
import { INITIAL_SESSION_STATE } from '../../lib/session/session-store';
import type { CurrentUser, Organization, Role } from '../../lib/session/types';
import { decideNavigation, needsRedirectLookup, type GuardInput } from './decide-navigation';

const role = (name: Role['name']): Role => ({
  id: name,
  type: 'roles',
  name,
  organizationId: null,
  centerId: null,
});
const school: Organization = {
  id: 's',
  type: 'organizations',
  organizationType: 'School',
  name: 'S',
};

const loaded = {
  ...INITIAL_SESSION_STATE,
  user: { id: 'u', email: 'v@demo.test', roles: [role('volunteer')] } as CurrentUser,
  userStatus: 'loaded' as const,
  organizationsStatus: 'loaded' as const,
};

const protectedRoute = { path: '/profiel', public: false };
const publicRoute = { path: '/partners', public: true };
const catchAll = { path: '/:slug?', public: true };

function input(patch: Partial<GuardInput>): GuardInput {
  return {
    pathname: '/profiel',
    search: '',
    hostname: 'demo.localhost',
    route: protectedRoute,
    params: {},
    signedIn: true,
    session: loaded,
    redirectLookup: { state: 'none' },
    ...patch,
  };
}

describe('1. sign-in', () => {
  it('sends a signed-out visitor of a sign-in route to the login page, with the way back', () => {
    expect(
      decideNavigation(input({ signedIn: false, pathname: '/users', search: '?q=jan' })),
    ).toEqual({ type: 'redirect', to: '/auth/login-1?redirect=%2Fusers%3Fq%3Djan' });
  });

  it('lets anyone see a public route', () => {
    expect(decideNavigation(input({ signedIn: false, route: publicRoute }))).toEqual({
      type: 'render',
    });
  });

  it('waits for the current user, then for the organizations', () => {
    const waitUser = input({ session: { ...loaded, userStatus: 'loading' } });
    expect(decideNavigation(waitUser)).toEqual({ type: 'wait' });
    expect(decideNavigation(input({ session: { ...loaded, userStatus: 'idle' } }))).toEqual({
      type: 'wait',
    });
    const waitOrgs = input({ session: { ...loaded, organizationsStatus: 'loading' } });
    expect(decideNavigation(waitOrgs)).toEqual({ type: 'wait' });
  });

  it('signs out on a 401 while loading the current user', () => {
    const failed = { ...loaded, userStatus: 'failed' as const, userFailedStatus: 401 };
    expect(decideNavigation(input({ session: failed }))).toEqual({
      type: 'redirect',
      to: '/uitloggen',
    });
  });

  it('shows the page after another failure (the failed flag keeps the status)', () => {
    const failed = { ...loaded, userStatus: 'failed' as const, userFailedStatus: 500 };
    expect(decideNavigation(input({ session: failed }))).toEqual({ type: 'render' });
  });

  it('sends a failed organizations load to /auth/no-organization', () => {
    const failed = {
      ...loaded,
      organizationsStatus: 'failed' as const,
      organizationsFailedStatus: 500,
    };
    expect(decideNavigation(input({ session: failed }))).toEqual({
      type: 'redirect',
      to: '/auth/no-organization',
    });
  });

  it('an empty list is fine for a volunteer, not for an organization_admin', () => {
    expect(decideNavigation(input({}))).toEqual({ type: 'render' });
    const orgAdmin = {
      ...loaded,
      user: { ...loaded.user, roles: [role('organization_admin')] } as CurrentUser,
    };
    expect(decideNavigation(input({ session: orgAdmin }))).toEqual({
      type: 'redirect',
      to: '/auth/no-organization',
    });
    expect(decideNavigation(input({ session: { ...orgAdmin, organizations: [school] } }))).toEqual({
      type: 'render',
    });
  });

  it('lets /uitloggen work whatever the session, and leaves it for home once signed out', () => {
    const failed = { ...loaded, userStatus: 'failed' as const, userFailedStatus: 401 };
    expect(
      decideNavigation(
        input({
          pathname: '/uitloggen',
          route: { path: '/uitloggen', public: false },
          session: failed,
        }),
      ),
    ).toEqual({ type: 'render' });
    expect(
      decideNavigation(
        input({
          pathname: '/uitloggen',
          route: { path: '/uitloggen', public: false },
          signedIn: false,
        }),
      ),
    ).toEqual({ type: 'redirect', to: '/' });
  });
});

describe('2. the host redirect', () => {
  it('sends the Gelderse Handen host to its page, after the sign-in checks', () => {
    expect(
      decideNavigation(
        input({ hostname: 'geldersehanden.localhost', route: publicRoute, pathname: '/partners' }),
      ),
    ).toEqual({ type: 'redirect', to: '/gelderse-handen' });
    expect(
      decideNavigation(
        input({
          hostname: 'geldersehanden.localhost',
          pathname: '/gelderse-handen',
          route: { path: '/gelderse-handen', public: true },
        }),
      ),
    ).toEqual({ type: 'render' });
    expect(
      decideNavigation(input({ hostname: 'geldersehanden.localhost', signedIn: false })).type,
    ).toBe('redirect');
  });
});

describe('3. the server redirect lookup', () => {
  it('is needed for unknown paths and content slugs only', () => {
    expect(needsRedirectLookup(null, {})).toBe(true);
    expect(needsRedirectLookup(catchAll, { slug: 'over-ons' })).toBe(true);
    expect(needsRedirectLookup(catchAll, { slug: undefined })).toBe(false);
    expect(needsRedirectLookup(publicRoute, {})).toBe(false);
  });

  it('waits for the answer, follows a redirect and otherwise shows the page', () => {
    const base = { route: null, pathname: '/oude-pagina', signedIn: false };
    expect(decideNavigation(input({ ...base, redirectLookup: { state: 'pending' } }))).toEqual({
      type: 'wait',
    });
    expect(
      decideNavigation(input({ ...base, redirectLookup: { state: 'done', toPath: '/partners' } })),
    ).toEqual({ type: 'redirect', to: '/partners' });
    expect(
      decideNavigation(input({ ...base, redirectLookup: { state: 'done', toPath: null } })),
    ).toEqual({ type: 'render' });
  });
});
