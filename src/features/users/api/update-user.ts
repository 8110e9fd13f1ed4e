// PATCH /api/v1/users/{id}: names, phone, language and status (active, inactive, archived).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserUpdate } from '../../../../common/schemas/users';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { userKeys } from '../keys';
import type { User } from '../types';

export async function updateUser(api: ApiClient, id: string, changes: UserUpdate): Promise<User> {
  const result = await api.patch<User>(`/users/${encodeURIComponent(id)}`, {
    data: { type: 'users', id, attributes: changes },
  });
  return result.data;
}

export function useUpdateUser(id: string) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserUpdate) => updateUser(api, id, changes),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: userKeys.all(api.context().tenant) }),
  });
}
