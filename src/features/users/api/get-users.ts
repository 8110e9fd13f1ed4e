// GET /api/v1/users: one page of users with their roles and organizations, searched, filtered
// and sorted on the server (meta.total counts every page).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { userKeys } from '../keys';
import type { User } from '../types';
import type { RoleName, UserStatus } from '../../../../common/schemas/users';

export interface UserListParams {
  page: number;
  pageSize: number;
  q?: string;
  role?: RoleName;
  status?: UserStatus;
  organizationId?: string;
  /** `email`, `-last_name`, `created_at`, `status` (SPEC section 7 sort names). */
  sort?: string;
}

export interface UserList {
  users: User[];
  total: number;
}

export async function getUsers(
  api: ApiClient,
  params: UserListParams,
  signal?: AbortSignal,
): Promise<UserList> {
  const result = await api.get<User[]>('/users', {
    query: {
      include: 'roles,organizations',
      'page[number]': params.page,
      'page[size]': params.pageSize,
      'filter[q]': params.q || undefined,
      'filter[with_role]': params.role,
      'filter[status_eq]': params.status,
      'filter[organization_id_eq]': params.organizationId,
      sort: params.sort,
    },
    signal,
  });
  const users = Array.isArray(result.data) ? result.data : [];
  const total = typeof result.meta.total === 'number' ? result.meta.total : users.length;
  return { users, total };
}

export function usersQueryOptions(api: ApiClient, params: UserListParams) {
  return queryOptions({
    queryKey: userKeys.list(api.context().tenant, { ...params }),
    queryFn: ({ signal }) => getUsers(api, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UserListParams) {
  const { api } = useAppContext();
  return useQuery(usersQueryOptions(api, params));
}
