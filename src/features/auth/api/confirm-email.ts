// POST /api/v1/confirm {confirmation_token}. Run as a query keyed by the token so that the page
// confirms once, even when React mounts it twice (a token works only once).
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';

export async function confirmEmail(api: ApiClient, confirmationToken: string): Promise<true> {
  await api.post('/confirm', { confirmationToken });
  return true;
}

export function confirmEmailQueryOptions(api: ApiClient, token: string) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.confirmEmail, api.context().tenant, token] as const,
    queryFn: () => confirmEmail(api, token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useConfirmEmail(token: string | null) {
  const { api } = useAppContext();
  return useQuery({ ...confirmEmailQueryOptions(api, token ?? ''), enabled: Boolean(token) });
}
