// POST and DELETE /api/v1/vacancies/:id/cover_image: the cover as multipart field `file` (the
// server checks its content, cuts it to 3:2 and answers the vacancy); the vacancy pages refresh.
import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { vacancyKeys } from '../keys';

const pathOf = (id: string) => `/vacancies/${encodeURIComponent(id)}/cover_image`;

export async function uploadVacancyCover(api: ApiClient, id: string, file: File): Promise<void> {
  const body = new FormData();
  body.append('file', file, file.name);
  await api.post(pathOf(id), body);
}

export async function removeVacancyCover(api: ApiClient, id: string): Promise<void> {
  await api.delete(pathOf(id));
}

/** Upload and removal for the cover field; both refresh every vacancy query of the tenant. */
export function useVacancyCover(id: string) {
  const { api, tenant } = useAppContext();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: vacancyKeys.all(tenant.tenant) });
  return {
    upload: async (file: File) => {
      await uploadVacancyCover(api, id, file);
      await refresh();
    },
    remove: async () => {
      await removeVacancyCover(api, id);
      await refresh();
    },
  };
}
