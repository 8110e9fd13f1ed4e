// PATCH /api/v1/current_user with body {user: {...}} (SPEC section 7): names, phone, language,
// notification preferences, a new e-mail address (confirmed by mail) or a new password.
import { useMutation } from '@tanstack/react-query';
import type { CurrentUserUpdate } from '../../../../common/schemas/users';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import type { CurrentUser } from '../../../lib/session/types';
import { useCurrentUser } from '../../../lib/session/use-current-user';

export async function updateCurrentUser(
  api: ApiClient,
  user: CurrentUserUpdate,
): Promise<CurrentUser> {
  const result = await api.patch<CurrentUser>('/current_user', { user });
  return result.data;
}

export function useUpdateCurrentUser() {
  const { api } = useAppContext();
  const { refresh } = useCurrentUser();
  return useMutation({
    mutationFn: (user: CurrentUserUpdate) => updateCurrentUser(api, user),
    onSuccess: () => refresh(),
  });
}
