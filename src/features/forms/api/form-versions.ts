// GET and POST /api/v1/forms/{id}/versions (docs/forms-api.md): the published versions, newest
// first, and publishing (the current fields and texts become the next version).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { formKeys } from '../keys';
import type { FormVersion } from '../types';
import { useInvalidateForms } from './forms';

export function useFormVersions(id: string | undefined) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: formKeys.versions(api.context().tenant, id ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<FormVersion[]>(`/forms/${encodeURIComponent(id!)}/versions`, { signal })).data,
    enabled: Boolean(id),
  });
}

export function usePublishForm() {
  const { api } = useAppContext();
  const invalidate = useInvalidateForms();
  return useMutation({
    mutationFn: async (id: string) =>
      (
        await api.post<FormVersion>(`/forms/${encodeURIComponent(id)}/versions`, {
          data: { type: 'form_versions', attributes: {} },
        })
      ).data,
    onSettled: invalidate,
  });
}
