// POST /api/v1/users/{id}/resend_confirmation_instructions: a new confirmation or invitation mail.
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';

export async function resendConfirmation(api: ApiClient, id: string): Promise<void> {
  await api.post(`/users/${encodeURIComponent(id)}/resend_confirmation_instructions`);
}

export function useResendConfirmation() {
  const { api } = useAppContext();
  return useMutation({ mutationFn: (id: string) => resendConfirmation(api, id) });
}
