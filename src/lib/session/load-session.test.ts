import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api-client';
import { clearTokens, resetAuthStoreForTests, setTokens } from '../auth-store';
import { getSelectedOrganizationId, setSelectedOrganizationId } from '../selected-organization';
import { initOrganizations, loadCurrentUser } from './load-session';
import { createSessionStore } from './session-store';

const CONTEXT = { tenant: 'demo' as const, appContext: 'main' as const, centerId: 'c1' };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/vnd.api+json' },
  });
}

function apiAnswering(handler: (url: string) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => handler(String(input)));
  return createApiClient(() => CONTEXT, { fetch: fetchMock as unknown as typeof fetch });
}

const organization = (id: string, type: string) => ({
  type: 'organizations',
  id,
  attributes: { organization_type: type, name: `Org ${id}` },
});

beforeEach(() => {
  localStorage.clear();
  resetAuthStoreForTests();
  setTokens({ accessToken: 't', client: 'c', uid: 'org@demo.test', expiry: null });
});
afterEach(() => clearTokens());

describe('loading the current user', () => {
  it('stores the user with roles and the impersonation meta', async () => {
    const store = createSessionStore();
    const api = apiAnswering(() =>
      json(200, {
        data: {
          type: 'users',
          id: 'u1',
          attributes: { email: 'org@demo.test', first_name: 'Olga' },
          relationships: { roles: { data: [{ type: 'roles', id: 'r1' }] } },
        },
        included: [{ type: 'roles', id: 'r1', attributes: { name: 'organization_admin' } }],
        meta: {
          impersonator: { id: 'a1', email: 'admin@demo.test', name: 'Admin' },
          session_expires_at: '2030-01-01T00:00:00.000Z',
        },
      }),
    );
    await loadCurrentUser(api, store);
    const state = store.getState();
    expect(state.userStatus).toBe('loaded');
    expect(state.user?.firstName).toBe('Olga');
    expect(state.roles.map((r) => r.name)).toEqual(['organization_admin']);
    expect(state.impersonator?.email).toBe('admin@demo.test');
    expect(state.sessionExpiresAt).toBe(Date.parse('2030-01-01T00:00:00.000Z'));
  });

  it('sets the failed flag and keeps the status code (SPEC section 8)', async () => {
    const store = createSessionStore();
    await loadCurrentUser(
      apiAnswering(() => json(401, { errors: [{ status: '401', code: 'unauthorized' }] })),
      store,
    );
    expect(store.getState()).toMatchObject({
      userStatus: 'failed',
      userFailed: true,
      userFailedStatus: 401,
    });
  });

  it('drops an answer that arrives after the session changed hands', async () => {
    const store = createSessionStore();
    const api = apiAnswering(() => {
      setTokens({ accessToken: 'x', client: 'other', uid: 'else@demo.test', expiry: null });
      return json(200, {
        data: { type: 'users', id: 'u1', attributes: { email: 'org@demo.test' } },
      });
    });
    await loadCurrentUser(api, store);
    expect(store.getState().user).toBeNull();
  });
});

describe('initialising the organizations', () => {
  it('selects the first School by default and persists it', async () => {
    const store = createSessionStore();
    const api = apiAnswering(() =>
      json(200, { data: [organization('f', 'Foundation'), organization('s', 'School')] }),
    );
    await initOrganizations(api, store);
    expect(store.getState()).toMatchObject({
      organizationsStatus: 'loaded',
      organizationsInitialised: true,
      organizationsFailed: false,
    });
    expect(store.getState().organizations.map((o) => o.organizationType)).toEqual([
      'Foundation',
      'School',
    ]);
    expect(getSelectedOrganizationId('demo', 'c1')).toBe('s');
  });

  it('keeps a stored selection that is still there and clears one that is gone', async () => {
    const api = apiAnswering(() =>
      json(200, { data: [organization('f', 'Foundation'), organization('s', 'School')] }),
    );
    setSelectedOrganizationId('demo', 'c1', 'f');
    await initOrganizations(api, createSessionStore());
    expect(getSelectedOrganizationId('demo', 'c1')).toBe('f');

    const fewer = apiAnswering(() => json(200, { data: [organization('x', 'Company')] }));
    await initOrganizations(fewer, createSessionStore());
    expect(getSelectedOrganizationId('demo', 'c1')).toBe('x');

    const none = apiAnswering(() => json(200, { data: [] }));
    const store = createSessionStore();
    await initOrganizations(none, store);
    expect(getSelectedOrganizationId('demo', 'c1')).toBeNull();
    // A volunteer has no organization: that is an answer, not a failure.
    expect(store.getState().organizationsFailed).toBe(false);
  });

  it('reports a failure in the failure flag', async () => {
    const store = createSessionStore();
    await initOrganizations(
      apiAnswering(() => json(500, { errors: [{ status: '500', code: 'internal_error' }] })),
      store,
    );
    expect(store.getState()).toMatchObject({
      organizationsStatus: 'failed',
      organizationsFailed: true,
      organizationsFailedStatus: 500,
      organizationsInitialised: false,
    });
  });
});
