// PATCH /api/v1/current_user with body {user: {...}} (SPEC section 7). Names, phone, language and
// notification choices go through the offline queue (outbox-actions.ts); a new e-mail address
// (confirmed by mail) or a new password need the network and are sent directly.
import { useMutation } from '@tanstack/react-query';
import type { CurrentUserUpdate } from '../../../../common/schemas/users';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { useOutbox } from '../../../lib/offline/use-outbox';
import type { CurrentUser } from '../../../lib/session/types';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { ACCOUNT_DETAILS_WRITE } from './outbox-actions';

export async function updateCurrentUser(
  api: ApiClient,
  user: CurrentUserUpdate,
): Promise<CurrentUser> {
  const result = await api.patch<CurrentUser>('/current_user', { user });
  return result.data;
}

/** E-mail address and password: online only. */
export function useUpdateCurrentUser() {
  const { api } = useAppContext();
  const { refresh } = useCurrentUser();
  return useMutation({
    mutationFn: (user: CurrentUserUpdate) => updateCurrentUser(api, user),
    onSuccess: () => refresh(),
  });
}

/** Names, phone, language, notification choices: may be made offline. */
export function useUpdateAccountDetails() {
  return useOutbox<CurrentUserUpdate, CurrentUser>(ACCOUNT_DETAILS_WRITE);
}
