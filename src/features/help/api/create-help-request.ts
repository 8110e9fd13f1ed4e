// POST /api/v1/help_requests: a resident asks for help, without an account. Not queued offline:
// the resident is told to check their mail, which needs the server to have the request now.
import { useMutation } from '@tanstack/react-query';
import type { Availability } from '../../../../common/schemas/volunteer-profile';
import { useAppContext } from '../../../lib/app-context';
import { newClientId } from '../../../lib/offline/ids';

export interface HelpRequestInput {
  categoryId: string;
  description: string;
  availability: Availability;
  wantedFrom: string | null;
  wantedUntil: string | null;
  postcode: string;
  houseNumber: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  locale: 'nl' | 'en';
}

export function useCreateHelpRequest() {
  const { api } = useAppContext();
  return useMutation({
    mutationFn: async (input: HelpRequestInput) => {
      const id = newClientId();
      await api.post(
        '/help_requests',
        { data: { type: 'help_requests', id, attributes: input } },
        { headers: { 'Idempotency-Key': id } },
      );
      return id;
    },
  });
}
