// GET /api/v1/applications: the organization's inbox or the volunteer's own list (filter[mine]),
// one page with the counts per status in meta; refetched while open as new ones come in.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '../../../../common/matching';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { applicationKeys } from '../keys';
import type { Application, ApplicationCounts } from '../types';

export interface ApplicationListParams {
  page: number;
  pageSize: number;
  mine?: boolean;
  status?: ApplicationStatus;
  escalated?: boolean;
  vacancyId?: string;
  /** `-created_at` (default), `created_at`, `status`. */
  sort?: string;
}

const EMPTY_COUNTS: ApplicationCounts = {
  new: 0,
  inProgress: 0,
  accepted: 0,
  rejected: 0,
  withdrawn: 0,
  escalated: 0,
};

export async function getApplications(
  api: ApiClient,
  params: ApplicationListParams,
  signal?: AbortSignal,
) {
  const result = await api.get<Application[]>('/applications', {
    query: {
      // The volunteer's own list shows each conversation's newest message.
      include: params.mine ? 'vacancy,conversation' : 'vacancy,volunteer',
      'page[number]': params.page,
      'page[size]': params.pageSize,
      'filter[mine]': params.mine ? 'true' : undefined,
      'filter[status_eq]': params.status,
      'filter[escalated]': params.escalated ? 'true' : undefined,
      'filter[vacancy_id_eq]': params.vacancyId,
      sort: params.sort,
    },
    signal,
  });
  const applications = Array.isArray(result.data) ? result.data : [];
  const total = typeof result.meta.total === 'number' ? result.meta.total : applications.length;
  const counts = { ...EMPTY_COUNTS, ...(result.meta.counts as Partial<ApplicationCounts>) };
  return { applications, total, counts };
}

export function applicationsQueryOptions(api: ApiClient, params: ApplicationListParams) {
  return queryOptions({
    queryKey: applicationKeys.list(api.context().tenant, { ...params }),
    queryFn: ({ signal }) => getApplications(api, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useApplications(params: ApplicationListParams) {
  const { api } = useAppContext();
  return useQuery({
    ...applicationsQueryOptions(api, params),
    // New applications come in while the inbox is open.
    refetchInterval: 60_000,
  });
}
