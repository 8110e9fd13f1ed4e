// POST /api/v1/email_change/cancel {cancel_token}: the stop link mailed to the old address when the
// e-mail address changes. A mutation the person starts with a button, never on page load: mail
// scanners open links, and the stop signs the account out everywhere.
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';

export async function cancelEmailChange(api: ApiClient, cancelToken: string): Promise<void> {
  await api.post('/email_change/cancel', { cancelToken });
}

export function useCancelEmailChange() {
  const { api } = useAppContext();
  return useMutation({ mutationFn: (token: string) => cancelEmailChange(api, token) });
}
