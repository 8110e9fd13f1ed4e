// GET /api/v1/tags: every tag of the tenant (one request, up to 1000), for the search filters.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { tagKeys } from '../keys';
import type { Tag } from '../types';

export async function getTags(api: ApiClient, signal?: AbortSignal): Promise<Tag[]> {
  const result = await api.get<Tag[]>('/tags', { query: { 'page[size]': 1000 }, signal });
  return Array.isArray(result.data) ? result.data : [];
}

export function tagsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: tagKeys.list(api.context().tenant),
    queryFn: ({ signal }) => getTags(api, signal),
    staleTime: 10 * 60_000,
  });
}

export function useTags() {
  const { api } = useAppContext();
  return useQuery(tagsQueryOptions(api));
}
