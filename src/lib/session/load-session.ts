// Loading what the guards wait for (SPEC sections 2 and 8): the current user after sign-in,
// then the user's organizations with the default selection. A load whose answer arrives after
// the session changed hands (sign-out, another account) is dropped.
import { isApiError, type ApiClient } from '../api-client';
import { getTokens } from '../auth-store';
import { captureError } from '../error-reporting';
import { getSelectedOrganizationId, setSelectedOrganizationId } from '../selected-organization';
import { chooseSelectedOrganizationId } from './organizations';
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
    const { user, impersonator, expiresAt } = await getCurrentUser(api);
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
    const organizations = await getCurrentOrganizations(api);
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
  const { user, impersonator, expiresAt } = await getCurrentUser(api);
  if (sessionKey() !== key) return;
  store.setState({ user, roles: user.roles ?? [], impersonator, sessionExpiresAt: expiresAt });
}
