// PATCH /api/v1/help_matches/:id: the volunteer or the coordinator marks a match done or cancels it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { helpKeys } from '../keys';

export function useChangeHelpMatchStatus() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      id: string;
      status: 'done' | 'cancelled';
      note: string | null;
    }) => {
      await api.patch(`/help_matches/${encodeURIComponent(input.id)}`, {
        data: {
          type: 'help_matches',
          id: input.id,
          attributes: { status: input.status, note: input.note },
        },
      });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: helpKeys.all(api.context().tenant) }),
  });
}
