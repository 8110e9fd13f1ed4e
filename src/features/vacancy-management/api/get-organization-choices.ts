// The organizations a center admin or admin may pick in the vacancy form: GET
// /api/v1/organizations, approved ones, by name.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export interface Choice {
  id: string;
  name: string;
}

export async function getOrganizationChoices(api: ApiClient, signal?: AbortSignal) {
  const result = await api.get<Choice[]>('/organizations', {
    query: { 'page[size]': 1000, sort: 'name', 'filter[status_eq]': 'approved' },
    signal,
  });
  return Array.isArray(result.data) ? result.data : [];
}

export function organizationChoicesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.organizations, api.context().tenant, 'vacancy-choices'],
    queryFn: ({ signal }) => getOrganizationChoices(api, signal),
    staleTime: 60_000,
  });
}

export function useOrganizationChoices(enabled: boolean) {
  const { api } = useAppContext();
  return useQuery({ ...organizationChoicesQueryOptions(api), enabled });
}
