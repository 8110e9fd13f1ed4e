// DELETE /api/v1/users/{id}/two_factor: an administrator turns off a user's two-factor sign-in
// (a lost phone and lost recovery codes); audited on the server. The user then signs in with
// the password alone and can set it up again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { userKeys } from '../keys';
import type { User } from '../types';

export async function resetTwoFactor(api: ApiClient, id: string): Promise<User> {
  const result = await api.delete<User>(`/users/${encodeURIComponent(id)}/two_factor`);
  return result.data;
}

export function useResetTwoFactor() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const tenant = api.context().tenant;
  return useMutation({
    mutationFn: (id: string) => resetTwoFactor(api, id),
    onSuccess: (_, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.detail(tenant, id) }),
        queryClient.invalidateQueries({ queryKey: userKeys.lists(tenant) }),
      ]),
  });
}
