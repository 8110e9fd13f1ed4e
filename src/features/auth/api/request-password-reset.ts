// POST /auth/password {email}: always answers 200, known address or not.
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';

export async function requestPasswordReset(api: ApiClient, email: string): Promise<void> {
  await api.post('/auth/password', { email });
}

export function useRequestPasswordReset() {
  const { api } = useAppContext();
  return useMutation({ mutationFn: (email: string) => requestPasswordReset(api, email) });
}
