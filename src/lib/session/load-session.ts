// Loading what the guards wait for (SPEC sections 2 and 8): the current user after sign-in,
// then the user's organizations with the default selection. A load whose answer arrives after
// the session changed hands (sign-out, another account) is dropped. What was loaded is kept in
// the (persisted) query cache, so that offline, with no server to ask, the app still knows who is
// signed in and shows what they saw (DESIGN.md section 8).
import { QUERY_ROOTS } from '../query-keys';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError, type ApiClient, type RequestContext } from '../api-client';
import { getTokens } from '../auth-store';
import { captureError } from '../error-reporting';
import { getSelectedOrganizationId, setSelectedOrganizationId } from '../selected-organization';
import { chooseSelectedOrganizationId } from './organizations';
import { getSessionRuntime } from './session-runtime';
import type { SessionStore } from './session-store';
import type { CurrentUser, Impersonator, Organization } from './types';

export const CURRENT_USER_INCLUDE = 'roles,organizations';

function sessionKey(): string | null {
  const tokens = getTokens();
  return tokens ? `${tokens.uid}\n${tokens.client}` : null;
}

function statusOf(error: unknown): number {
  return isApiError(error) ? error.status : 0;
}

interface UserSnapshot {
  user: CurrentUser;
  impersonator: Impersonator | null;
  expiresAt: number | null;
}

/** Query key of the kept session answers: per tenant, center and user, removed at sign-out. */
export function sessionSnapshotKey(
  context: Pick<RequestContext, 'tenant' | 'centerId'>,
  uid: string,
  part: 'current-user' | 'organizations',
) {
  return [QUERY_ROOTS.session, context.tenant, context.centerId, uid, part] as const;
}

function snapshotCache(): QueryClient | null {
  try {
    return getSessionRuntime().queryClient;
  } catch {
    return null;
  }
}

function keepSnapshot(api: ApiClient, part: 'current-user' | 'organizations', data: unknown): void {
  const uid = getTokens()?.uid;
  if (uid) snapshotCache()?.setQueryData(sessionSnapshotKey(api.context(), uid, part), data);
}

/** Offline (no answer at all), the answer kept from the last time. */
function readSnapshot<T>(
  api: ApiClient,
  part: 'current-user' | 'organizations',
  error: unknown,
): T | undefined {
  const uid = getTokens()?.uid;
  if (statusOf(error) !== 0 || !uid) return undefined;
  return snapshotCache()?.getQueryData<T>(sessionSnapshotKey(api.context(), uid, part));
}

/** Keeps a changed user (an optimistic change made offline) for the next offline start. */
export function keepCurrentUserSnapshot(api: ApiClient, user: CurrentUser): void {
  const uid = getTokens()?.uid;
  const cache = snapshotCache();
  if (!uid || !cache) return;
  cache.setQueryData<UserSnapshot>(sessionSnapshotKey(api.context(), uid, 'current-user'), (old) =>
    old ? { ...old, user } : { user, impersonator: null, expiresAt: null },
  );
}

function parseExpiry(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const time = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

export async function getCurrentUser(
  api: ApiClient,
): Promise<{ user: CurrentUser; impersonator: Impersonator | null; expiresAt: number | null }> {
  const result = await api.get<CurrentUser>('/current_user', {
    query: { include: CURRENT_USER_INCLUDE },
  });
  const impersonator = (result.meta.impersonator as Impersonator | undefined) ?? null;
  return {
    user: result.data,
    impersonator,
    expiresAt: parseExpiry(result.meta.sessionExpiresAt),
  };
}

/** GET /api/v1/current_user into the store; a failure sets the failed flag and status code. */
export async function loadCurrentUser(api: ApiClient, store: SessionStore): Promise<void> {
  const key = sessionKey();
  if (!key || store.getState().userStatus === 'loading') return;
  store.setState({ userStatus: 'loading' });
  try {
    let loaded: UserSnapshot;
    try {
      loaded = await getCurrentUser(api);
      keepSnapshot(api, 'current-user', loaded);
    } catch (error) {
      const kept = readSnapshot<UserSnapshot>(api, 'current-user', error);
      if (!kept) throw error;
      loaded = kept;
    }
    const { user, impersonator, expiresAt } = loaded;
    if (sessionKey() !== key) return;
    store.setState({
      user,
      roles: user.roles ?? [],
      userStatus: 'loaded',
      userFailed: false,
      userFailedStatus: null,
      userUid: getTokens()?.uid ?? null,
      impersonator,
      sessionExpiresAt: expiresAt,
    });
  } catch (error) {
    if (sessionKey() !== key) return;
    store.setState({
      userStatus: 'failed',
      userFailed: true,
      userFailedStatus: statusOf(error),
      userUid: getTokens()?.uid ?? null,
    });
  }
}

export async function getCurrentOrganizations(api: ApiClient): Promise<Organization[]> {
  const result = await api.get<Organization[]>('/current_organizations');
  return Array.isArray(result.data) ? result.data : [];
}

/**
 * GET /api/v1/current_organizations, then the selection: kept when still in the list, else the
 * default (SPEC section 4). An empty list is fine (volunteers); a failure is reported.
 */
export async function initOrganizations(api: ApiClient, store: SessionStore): Promise<void> {
  const key = sessionKey();
  if (!key || store.getState().organizationsStatus === 'loading') return;
  const { tenant, centerId } = api.context();
  store.setState({ organizationsStatus: 'loading' });
  try {
    let organizations: Organization[];
    try {
      organizations = await getCurrentOrganizations(api);
      keepSnapshot(api, 'organizations', organizations);
    } catch (error) {
      const kept = readSnapshot<Organization[]>(api, 'organizations', error);
      if (!kept) throw error;
      organizations = kept;
    }
    if (sessionKey() !== key) return;
    const stored = getSelectedOrganizationId(tenant, centerId);
    const selected = chooseSelectedOrganizationId(organizations, stored);
    if (selected !== stored) setSelectedOrganizationId(tenant, centerId, selected);
    store.setState({
      organizations,
      organizationsStatus: 'loaded',
      organizationsInitialised: true,
      organizationsFailed: false,
      organizationsFailedStatus: null,
    });
  } catch (error) {
    if (sessionKey() !== key) return;
    captureError(error);
    store.setState({
      organizationsStatus: 'failed',
      organizationsFailed: true,
      organizationsFailedStatus: statusOf(error),
    });
  }
}

/**
 * Loads the user again after a change of their own (settings, e-mail) without passing through
 * 'loading', so the page that made the change stays on screen.
 */
export async function refreshCurrentUser(api: ApiClient, store: SessionStore): Promise<void> {
  const key = sessionKey();
  if (!key) return;
  const loaded = await getCurrentUser(api);
  if (sessionKey() !== key) return;
  keepSnapshot(api, 'current-user', loaded);
  const { user, impersonator, expiresAt } = loaded;
  store.setState({ user, roles: user.roles ?? [], impersonator, sessionExpiresAt: expiresAt });
}
