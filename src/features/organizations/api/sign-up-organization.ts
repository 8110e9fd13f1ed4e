// POST /api/v1/organizations/signup (public): a pending organization and its first user, who
// gets a confirmation mail; the center approves the organization afterwards.
import { useMutation } from '@tanstack/react-query';
import type { OrganizationSignup } from '../../../../common/schemas/organizations';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';

export async function signUpOrganization(
  api: ApiClient,
  values: OrganizationSignup,
): Promise<void> {
  await api.post('/organizations/signup', {
    data: { type: 'organizations', attributes: values },
  });
}

export function useSignUpOrganization() {
  const { api } = useAppContext();
  return useMutation({
    mutationFn: (values: OrganizationSignup) => signUpOrganization(api, values),
  });
}
