// GET /api/v1/organizations: one page, searched, filtered by status and type, sorted (meta.total
// counts every page). Anonymous visitors get approved organizations only.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { organizationKeys } from '../keys';
import type { Organization } from '../types';
import type {
  OrganizationStatus,
  OrganizationType,
} from '../../../../common/schemas/organizations';

export interface OrganizationListParams {
  page: number;
  pageSize: number;
  q?: string;
  status?: OrganizationStatus;
  organizationType?: OrganizationType;
  parentId?: string;
  /** `name`, `-created_at`, `status`. */
  sort?: string;
  include?: string;
}

export async function getOrganizations(
  api: ApiClient,
  params: OrganizationListParams,
  signal?: AbortSignal,
): Promise<{ organizations: Organization[]; total: number }> {
  const result = await api.get<Organization[]>('/organizations', {
    query: {
      include: params.include,
      'page[number]': params.page,
      'page[size]': params.pageSize,
      'filter[q]': params.q || undefined,
      'filter[status_eq]': params.status,
      'filter[type_eq]': params.organizationType,
      'filter[parent_id_eq]': params.parentId,
      sort: params.sort,
    },
    signal,
  });
  const organizations = Array.isArray(result.data) ? result.data : [];
  const total = typeof result.meta.total === 'number' ? result.meta.total : organizations.length;
  return { organizations, total };
}

export function organizationsQueryOptions(api: ApiClient, params: OrganizationListParams) {
  return queryOptions({
    queryKey: organizationKeys.list(api.context().tenant, { ...params }),
    queryFn: ({ signal }) => getOrganizations(api, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrganizations(params: OrganizationListParams, enabled = true) {
  const { api } = useAppContext();
  return useQuery({ ...organizationsQueryOptions(api, params), enabled });
}
