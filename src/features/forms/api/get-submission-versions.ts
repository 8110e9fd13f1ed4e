// GET /api/v1/forms/{id}/versions: the published versions, for the version filter and for the
// labels of answers given to an older version.
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { submissionKeys } from '../submission-keys';
import type { FormVersion } from '../submission-types';

export function useSubmissionVersions(formId: string) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: submissionKeys.versions(api.context().tenant, formId),
    queryFn: async ({ signal }) => {
      const result = await api.get<FormVersion[]>(`/forms/${encodeURIComponent(formId)}/versions`, {
        signal,
      });
      return Array.isArray(result.data) ? result.data : [];
    },
  });
}
