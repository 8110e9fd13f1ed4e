// PATCH /api/v1/applications/:id: one application's status changes (with an optional note);
// every application list and detail is refetched after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '../../../../common/matching';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { applicationKeys } from '../keys';
import type { Application } from '../types';

export interface StatusChange {
  status: ApplicationStatus;
  note?: string;
}

export function changeApplicationStatus(
  api: ApiClient,
  id: string,
  { status, note }: StatusChange,
) {
  return api.patch<Application>(`/applications/${encodeURIComponent(id)}`, {
    data: { type: 'applications', id, attributes: { status, note: note || undefined } },
  });
}

export function useChangeApplicationStatus(id: string) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => changeApplicationStatus(api, id, change),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.all(api.context().tenant) }),
  });
}
