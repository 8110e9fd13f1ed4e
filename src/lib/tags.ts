// GET /api/v1/tags (docs/matching-api.md "Tags"): the tenant's tags, read by anyone. Shared by the
// pages that choose tags (vacancy form, bulk edit) and the tags admin page; names in the
// reader's language come from pickLocalized (common/matching.ts).
import { QUERY_ROOTS } from './query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flat } from '../../common/jsonapi';
import type { TagAttributes } from '../../common/schemas/tags';
import type { ApiClient } from './api-client';
import { useAppContext } from './app-context';

/** A tag of the list as the wire contract sends it (common/schemas/tags.ts): with its count. */
export type Tag = Flat<TagAttributes> & Required<Pick<TagAttributes, 'vacanciesCount'>>;

export const tagKeys = {
  all: (tenant: string) => [QUERY_ROOTS.tags, tenant] as const,
};

export async function getTags(api: ApiClient, signal?: AbortSignal): Promise<Tag[]> {
  const result = await api.get<Tag[]>('/tags', { query: { 'page[size]': 1000 }, signal });
  return Array.isArray(result.data) ? result.data : [];
}

export function tagsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: tagKeys.all(api.context().tenant),
    queryFn: ({ signal }) => getTags(api, signal),
    staleTime: 60_000,
  });
}

export function useTags() {
  const { api } = useAppContext();
  return useQuery(tagsQueryOptions(api));
}
