// PATCH /api/v1/help_requests/:id: a coordinator marks a request done or cancels it (with a note).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { helpKeys } from '../keys';

export function useChangeHelpRequestStatus() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; status: string; note: string | null }) => {
      await api.patch(`/help_requests/${encodeURIComponent(input.id)}`, {
        data: {
          type: 'help_requests',
          id: input.id,
          attributes: { status: input.status, note: input.note },
        },
      });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: helpKeys.all(api.context().tenant) }),
  });
}
