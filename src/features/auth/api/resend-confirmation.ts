// A new link for an account whose address is not confirmed yet. The server has no public resend
// of the confirmation mail; its reset mail (POST /auth/password) serves: choosing a password with
// that link confirms the address too, and it answers the same whether the address is known.
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';

export async function resendConfirmation(api: ApiClient, email: string): Promise<void> {
  await api.post('/auth/password', { email });
}

export function useResendConfirmation() {
  const { api } = useAppContext();
  return useMutation({ mutationFn: (email: string) => resendConfirmation(api, email) });
}
