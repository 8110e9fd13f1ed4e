// What every tag write does after it settles: the tag list and the vacancies (whose tags change
// with a delete or a merge) are refetched.
import { buildTenantRootKey, QUERY_ROOTS } from '../../lib/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client';
import { useAppContext } from '../../lib/app-context';
import { tagKeys } from '../../lib/tags';

export function useTagWrite<V, R>(write: (api: ApiClient, variables: V) => Promise<R>) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => write(api, variables),
    onSettled: async () => {
      const tenant = api.context().tenant;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tagKeys.all(tenant) }),
        queryClient.invalidateQueries({
          queryKey: buildTenantRootKey(QUERY_ROOTS.vacancies, tenant),
        }),
      ]);
    },
  });
}
