// POST/DELETE /api/v1/users/{id}/vog_check: a coordinator marks a volunteer's certificate of
// conduct (VOG) as seen, or takes that back (the server audits both). The pool is refetched after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { poolKeys } from '../keys';

export function useVogCheck() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, checked }: { userId: string; checked: boolean }) => {
      const path = `/users/${encodeURIComponent(userId)}/vog_check`;
      return checked ? api.post(path) : api.delete(path);
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: poolKeys.all(api.context().tenant) }),
  });
}
