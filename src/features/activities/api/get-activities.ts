// GET /api/v1/activities (the public calendar, or the manager's list with filter[scope]=manage)
// and GET /api/v1/activities/:id; persisted with the query cache, so what was seen stays readable
// offline.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { activityKeys } from '../keys';
import type { Activity } from '../types';

export function useActivities(query: Record<string, string>, enabled = true) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: activityKeys.list(api.context().tenant, query),
    queryFn: async ({ signal }) => {
      const result = await api.get<Activity[]>('/activities', {
        query: { 'page[size]': '200', ...query },
        signal,
      });
      return Array.isArray(result.data) ? result.data : [];
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useActivity(id: string) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: activityKeys.one(api.context().tenant, id),
    queryFn: async ({ signal }) => {
      const result = await api.get<Activity>(`/activities/${encodeURIComponent(id)}`, { signal });
      return result.data;
    },
  });
}
