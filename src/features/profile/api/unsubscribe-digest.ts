// POST /api/v1/digest_unsubscriptions {token}: turns the periodic mail off from its link, without
// signing in. Sent when the person presses the button, never on page load: mail scanners open links.
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';

export async function unsubscribeDigest(api: ApiClient, token: string): Promise<void> {
  await api.post('/digest_unsubscriptions', {
    data: { type: 'digest_unsubscriptions', attributes: { token } },
  });
}

export function useUnsubscribeDigest() {
  const { api } = useAppContext();
  return useMutation({ mutationFn: (token: string) => unsubscribeDigest(api, token) });
}
