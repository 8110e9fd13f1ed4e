// GET /api/v1/organizations/{id}?include=profile,address,vacancies: the public detail page (with
// the organization's vacancies as the public vacancy list shows them) and the forms.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { organizationKeys } from '../keys';
import type { Flat } from '../../../../common/jsonapi';
import type { VacancyAttributes } from '../../../../common/schemas/vacancies';
import type { Organization } from '../types';

/** An organization with its public vacancies (included by the detail request). */
export type OrganizationDetail = Organization & { vacancies?: Flat<VacancyAttributes>[] };

export async function getOrganization(
  api: ApiClient,
  id: string,
  signal?: AbortSignal,
): Promise<OrganizationDetail> {
  const result = await api.get<OrganizationDetail>(`/organizations/${encodeURIComponent(id)}`, {
    query: { include: 'profile,address,vacancies' },
    signal,
  });
  return result.data;
}

export function organizationQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: organizationKeys.detail(api.context().tenant, id),
    queryFn: ({ signal }) => getOrganization(api, id, signal),
  });
}

/** A missing organization goes to the route's error screen (404 of SPEC section 8). */
export function useOrganization(id: string) {
  const { api } = useAppContext();
  return useQuery({ ...organizationQueryOptions(api, id), throwOnError: true });
}
