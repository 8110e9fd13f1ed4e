// PUT /auth/password with the reset_password_token of the mail (or an invitation's link).
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';

export interface ResetPasswordInput {
  password: string;
  passwordConfirmation: string;
  resetPasswordToken: string;
}

export async function resetPassword(api: ApiClient, input: ResetPasswordInput): Promise<void> {
  await api.put('/auth/password', input);
}

export function useResetPassword() {
  const { api } = useAppContext();
  return useMutation({ mutationFn: (input: ResetPasswordInput) => resetPassword(api, input) });
}
