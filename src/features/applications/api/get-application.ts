// GET /api/v1/applications/:id: one application with its vacancy, volunteer, history and the id
// of its conversation.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { applicationKeys } from '../keys';
import type { Application } from '../types';

export async function getApplication(api: ApiClient, id: string, signal?: AbortSignal) {
  const result = await api.get<Application>(`/applications/${encodeURIComponent(id)}`, {
    query: { include: 'vacancy,volunteer,events,conversation' },
    signal,
  });
  return result.data;
}

export function applicationQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: applicationKeys.detail(api.context().tenant, id),
    queryFn: ({ signal }) => getApplication(api, id, signal),
  });
}

export function useApplication(id: string) {
  const { api } = useAppContext();
  return useQuery(applicationQueryOptions(api, id));
}
