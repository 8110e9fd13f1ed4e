// GET /api/v1/form_submissions/{id}: one submission with the version it answered (its labels).
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { submissionKeys } from '../submission-keys';
import type { FormSubmission } from '../submission-types';

export function useFormSubmission(id: string) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: submissionKeys.one(api.context().tenant, id),
    queryFn: async ({ signal }) => {
      const result = await api.get<FormSubmission>(`/form_submissions/${encodeURIComponent(id)}`, {
        signal,
      });
      return result.data;
    },
  });
}
