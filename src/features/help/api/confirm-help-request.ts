// POST /api/v1/help_requests/confirm: the resident's mailed link makes their request real, once.
import { useMutation } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';

export interface ConfirmedHelpRequest {
  id: string;
  status: string;
  confirmed: boolean;
  categoryNameNl: string | null;
  categoryNameEn: string | null;
}

export function useConfirmHelpRequest() {
  const { api } = useAppContext();
  return useMutation({
    mutationFn: async (token: string) => {
      const result = await api.post<ConfirmedHelpRequest>('/help_requests/confirm', {
        data: { type: 'help_request_confirmations', attributes: { token } },
      });
      return result.data;
    },
  });
}
