// POST /api/v1/users: invite someone; they get a mail to choose a password.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInvite } from '../../../../common/schemas/users';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { userKeys } from '../keys';
import type { User } from '../types';

export async function inviteUser(api: ApiClient, invite: UserInvite): Promise<User> {
  const attributes = Object.fromEntries(
    Object.entries(invite).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = await api.post<User>('/users', { data: { type: 'user', attributes } });
  return result.data;
}

export function useInviteUser() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: UserInvite) => inviteUser(api, invite),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: userKeys.lists(api.context().tenant) }),
  });
}
