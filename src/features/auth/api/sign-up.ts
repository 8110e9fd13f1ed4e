// POST /auth: a volunteer signs up; no session yet, a confirmation mail is on its way.
import { useMutation } from '@tanstack/react-query';
import type { SignUp } from '../../../../common/schemas/auth';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';

export async function signUp(api: ApiClient, input: SignUp): Promise<void> {
  await api.post('/auth', {
    email: input.email,
    password: input.password,
    passwordConfirmation: input.passwordConfirmation,
    firstName: input.firstName,
    lastName: input.lastName,
    locale: input.locale,
  });
}

export function useSignUp() {
  const { api } = useAppContext();
  return useMutation({ mutationFn: (input: SignUp) => signUp(api, input) });
}
