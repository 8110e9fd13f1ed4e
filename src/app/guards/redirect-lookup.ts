// GET /api/v1/redirects?path=...: the server's redirect for a path (200 with to_path) or none
// (404). Answers are cached for the whole visit: redirects change rarely.
import { QUERY_ROOTS } from '../../lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, type ApiClient } from '../../lib/api-client';
import { useAppContext } from '../../lib/app-context';
import type { RedirectLookup } from './decide-navigation';

export async function lookupRedirect(
  api: ApiClient,
  path: string,
  signal?: AbortSignal,
): Promise<string | null> {
  try {
    const result = await api.get<{ toPath?: string | null }>('/redirects', {
      query: { path },
      signal,
    });
    const toPath = result.data?.toPath ?? null;
    // Only paths of this site: a redirect never takes a visitor elsewhere unannounced.
    return toPath && toPath.startsWith('/') && !toPath.startsWith('//') ? toPath : null;
  } catch (error) {
    // 404 is the answer "no redirect"; any other failure must not keep the page from showing.
    if (isApiError(error)) return null;
    throw error;
  }
}

export function redirectQueryOptions(api: ApiClient, path: string) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.redirects, api.context().tenant, api.context().centerId, path] as const,
    queryFn: ({ signal }) => lookupRedirect(api, path, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export function useRedirectLookup(path: string, enabled: boolean): RedirectLookup {
  const { api } = useAppContext();
  const query = useQuery({ ...redirectQueryOptions(api, path), enabled });
  if (!enabled) return { state: 'none' };
  if (query.isPending) return { state: 'pending' };
  return { state: 'done', toPath: query.data ?? null };
}
