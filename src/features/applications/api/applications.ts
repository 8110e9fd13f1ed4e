// Applications on the wire (docs/matching-api.md): the inbox or the volunteer's own list (with
// counts per status), one application with its vacancy, volunteer and history, and status
// changes for one or many (the bulk change is all or nothing on the server).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
      include: 'vacancy,volunteer',
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

export function useApplications(params: ApplicationListParams) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: applicationKeys.list(api.context().tenant, { ...params }),
    queryFn: ({ signal }) => getApplications(api, params, signal),
    placeholderData: keepPreviousData,
    // New applications come in while the inbox is open.
    refetchInterval: 60_000,
  });
}

export function useApplication(id: string) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: applicationKeys.detail(api.context().tenant, id),
    queryFn: async ({ signal }) => {
      const result = await api.get<Application>(`/applications/${encodeURIComponent(id)}`, {
        query: { include: 'vacancy,volunteer,events,conversation' },
        signal,
      });
      return result.data;
    },
  });
}

export interface StatusChange {
  status: ApplicationStatus;
  note?: string;
}

export function useChangeApplicationStatus(id: string) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ status, note }: StatusChange) =>
      api.patch<Application>(`/applications/${encodeURIComponent(id)}`, {
        data: { type: 'applications', id, attributes: { status, note: note || undefined } },
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.all(api.context().tenant) }),
  });
}

export function useBulkChangeApplicationStatus() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, status, note }: StatusChange & { ids: string[] }) =>
      api.patch<Application[]>('/applications/bulk', {
        data: {
          type: 'application_bulk_edits',
          attributes: { ids, status, note: note || undefined },
        },
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.all(api.context().tenant) }),
  });
}
