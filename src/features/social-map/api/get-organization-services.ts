// GET /api/v1/organization_services?filter[organization_id]=: an organization's services (its
// managers also get them while the organization waits for approval).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { socialMapKeys } from '../keys';
import type { OrganizationService } from '../types';

export async function getOrganizationServices(
  api: ApiClient,
  organizationId: string,
  signal?: AbortSignal,
): Promise<OrganizationService[]> {
  const result = await api.get<OrganizationService[]>('/organization_services', {
    query: { 'filter[organization_id]': organizationId },
    signal,
  });
  return Array.isArray(result.data) ? result.data : [];
}

export function organizationServicesQueryOptions(
  api: ApiClient,
  organizationId: string,
  userId: string,
) {
  return queryOptions({
    queryKey: socialMapKeys.services(api.context().tenant, organizationId, userId),
    queryFn: ({ signal }) => getOrganizationServices(api, organizationId, signal),
  });
}

export function useOrganizationServices(organizationId: string) {
  const { api } = useAppContext();
  const { user } = useCurrentUser();
  return useQuery(organizationServicesQueryOptions(api, organizationId, user?.id ?? 'anonymous'));
}
