// PATCH /api/v1/form_submissions/{id} (handled or not) and DELETE (the answers and their files
// are gone for good: privacy). Both need the network: a coordinator acts on what they see now.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { newClientId } from '../../../lib/offline/ids';
import { submissionKeys } from '../submission-keys';
import type { FormSubmission } from '../submission-types';

export function useMarkSubmissionHandled(id: string) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (handled: boolean) => {
      const result = await api.patch<FormSubmission>(
        `/form_submissions/${encodeURIComponent(id)}`,
        { data: { type: 'form_submissions', id, attributes: { handled } } },
        { headers: { 'Idempotency-Key': newClientId() } },
      );
      return result.data;
    },
    onSuccess: async () => {
      const tenant = api.context().tenant;
      await queryClient.invalidateQueries({ queryKey: submissionKeys.all(tenant) });
      // The form's counts of unhandled submissions (the builder's overview) change too.
      await queryClient.invalidateQueries({ queryKey: ['forms', tenant] });
    },
  });
}

export function useDeleteSubmission(id: string) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.delete(`/form_submissions/${encodeURIComponent(id)}`, {
        headers: { 'Idempotency-Key': newClientId() },
      });
    },
    onSuccess: async () => {
      const tenant = api.context().tenant;
      queryClient.removeQueries({ queryKey: submissionKeys.one(tenant, id) });
      await queryClient.invalidateQueries({ queryKey: submissionKeys.all(tenant) });
      await queryClient.invalidateQueries({ queryKey: ['forms', tenant] });
    },
  });
}
