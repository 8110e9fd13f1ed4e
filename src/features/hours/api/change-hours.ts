// PATCH and DELETE /api/v1/hour_entries/:id: a reviewer approves, corrects or rejects hours; the
// volunteer takes back hours that still wait. Online only: the answer decides what the page shows.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { hourKeys } from '../keys';

export function useReviewHours() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      id: string;
      status: 'approved' | 'rejected';
      hours?: number;
      reviewNote: string | null;
    }) => {
      const { id, ...attributes } = input;
      await api.patch(`/hour_entries/${encodeURIComponent(id)}`, {
        data: { type: 'hour_entries', id, attributes },
      });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: hourKeys.all(api.context().tenant) }),
  });
}

export function useRemoveHours() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`/hour_entries/${encodeURIComponent(id)}`);
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: hourKeys.all(api.context().tenant) }),
  });
}
