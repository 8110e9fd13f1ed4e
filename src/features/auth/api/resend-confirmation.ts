// POST /auth/confirmation {email}: a new confirmation link for an account that was not
// confirmed yet (devise's resend; answers the same whether the address is known or not).
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';

export async function resendConfirmation(api: ApiClient, email: string): Promise<void> {
  await api.post('/auth/confirmation', { email });
}

export function useResendConfirmation() {
  const { api } = useAppContext();
  return useMutation({ mutationFn: (email: string) => resendConfirmation(api, email) });
}
