// PATCH /api/v1/applications/bulk: one status for many applications, all or nothing on the server.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { applicationKeys } from '../keys';
import type { Application } from '../types';
import type { StatusChange } from './change-application-status';

export type BulkStatusChange = StatusChange & { ids: string[] };

export function bulkChangeApplicationStatus(
  api: ApiClient,
  { ids, status, note }: BulkStatusChange,
) {
  return api.patch<Application[]>('/applications/bulk', {
    data: {
      type: 'application_bulk_edits',
      attributes: { ids, status, note: note || undefined },
    },
  });
}

export function useBulkChangeApplicationStatus() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BulkStatusChange) => bulkChangeApplicationStatus(api, change),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.all(api.context().tenant) }),
  });
}
