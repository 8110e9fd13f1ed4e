// GET /api/v1/social_map: the center's organizations with their services, every match at once
// (a center has tens to hundreds; the list and the map show the same set). The previous answer
// stays on screen while the next loads; answers are persisted, so what was seen stays offline.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_SOCIAL_MAP_PAGE_SIZE } from '../../../../common/schemas/social-map';
import type { ApiClient, QueryValue } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { socialMapKeys } from '../keys';
import type { SocialMapOrganization } from '../types';

export interface SocialMapResult {
  organizations: SocialMapOrganization[];
  total: number;
}

export async function getSocialMap(
  api: ApiClient,
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<SocialMapResult> {
  const result = await api.get<SocialMapOrganization[]>('/social_map', {
    query: { ...query, 'page[size]': MAX_SOCIAL_MAP_PAGE_SIZE },
    signal,
  });
  const organizations = Array.isArray(result.data) ? result.data : [];
  const total = typeof result.meta.total === 'number' ? result.meta.total : organizations.length;
  return { organizations, total };
}

export function socialMapQueryOptions(api: ApiClient, query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: socialMapKeys.search(api.context().tenant, api.context().centerId, query),
    queryFn: ({ signal }) => getSocialMap(api, query, signal),
    placeholderData: keepPreviousData,
    retry: (count, error) => count < 2 && !((error as { status?: number }).status! >= 400),
  });
}

export function useSocialMap(query: Record<string, QueryValue>) {
  const { api } = useAppContext();
  return useQuery(socialMapQueryOptions(api, query));
}
