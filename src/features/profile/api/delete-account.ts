// DELETE /api/v1/current_user (GDPR): erases the user's personal data; what others need stays,
// anonymised. The current password goes with it (a session alone cannot erase the account); the
// session ends with it.
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { clearTokens } from '../../../lib/auth-store';
import { discardImpersonation } from '../../../lib/session/impersonation-stash';

export async function deleteAccount(api: ApiClient, currentPassword: string): Promise<void> {
  await api.request('DELETE', '/current_user', {
    data: { type: 'users', attributes: { currentPassword } },
  });
  discardImpersonation();
  clearTokens();
}

export function useDeleteAccount() {
  const { api } = useAppContext();
  return useMutation({
    mutationFn: (currentPassword: string) => deleteAccount(api, currentPassword),
  });
}
