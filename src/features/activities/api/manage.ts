// The organizer's calls: an activity's registrations and their CSV file, creating and changing
// activities (a series too), cancelling. Writes need the network (the overview says so offline).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { saveFile } from '../../../lib/download-file';
import { activityKeys } from '../keys';
import type { Activity, Registration } from '../types';

export function useActivityRegistrations(id: string | null) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: activityKeys.registrations(api.context().tenant, id ?? ''),
    queryFn: async ({ signal }) => {
      const result = await api.get<Registration[]>(
        `/activities/${encodeURIComponent(id!)}/registrations`,
        { signal },
      );
      return Array.isArray(result.data) ? result.data : [];
    },
    enabled: !!id,
  });
}

/** Downloads the registrations as a CSV file (the server writes it in the reader's language). */
export function useDownloadRegistrations() {
  const { api } = useAppContext();
  return async (id: string, fileName: string) => {
    const result = await api.get<string>(`/activities/${encodeURIComponent(id)}/registrations.csv`);
    saveFile(new Blob([String(result.data)], { type: 'text/csv;charset=utf-8' }), fileName);
  };
}

export function useSaveActivity() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string | null; attributes: Record<string, unknown> }) => {
      const document = {
        data: {
          type: 'activities',
          ...(input.id ? { id: input.id } : {}),
          attributes: input.attributes,
        },
      };
      const result = input.id
        ? await api.patch<Activity>(`/activities/${encodeURIComponent(input.id)}`, document)
        : await api.post<Activity>('/activities', document);
      return result.data;
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: activityKeys.all(api.context().tenant) }),
  });
}
