// POST /api/v1/help_matches: the coordinator matches a request with an offer (and a note).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { newClientId } from '../../../lib/offline/ids';
import { helpKeys } from '../keys';
import type { HelpMatch } from '../types';

export function useCreateHelpMatch() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { requestId: string; offerId: string; note: string | null }) => {
      const id = newClientId();
      const result = await api.post<HelpMatch>(
        '/help_matches',
        { data: { type: 'help_matches', id, attributes: input } },
        { headers: { 'Idempotency-Key': id } },
      );
      return result.data;
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: helpKeys.all(api.context().tenant) }),
  });
}
