// GET /api/v1/users/{id}?include=roles,organizations: one user for the detail and edit pages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { userKeys } from '../keys';
import type { User } from '../types';

export async function getUser(api: ApiClient, id: string, signal?: AbortSignal): Promise<User> {
  const result = await api.get<User>(`/users/${encodeURIComponent(id)}`, {
    query: { include: 'roles,organizations' },
    signal,
  });
  return result.data;
}

export function userQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: userKeys.detail(api.context().tenant, id),
    queryFn: ({ signal }) => getUser(api, id, signal),
  });
}

/** A missing or forbidden user goes to the route's error screen (404/403 of SPEC section 8). */
export function useUser(id: string) {
  const { api } = useAppContext();
  return useQuery({ ...userQueryOptions(api, id), throwOnError: true });
}
