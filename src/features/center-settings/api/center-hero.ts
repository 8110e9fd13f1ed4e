// POST and DELETE /api/v1/volunteer_centers/current/profile/hero_image: the home page's photo as
// multipart field `file` (cut to 16:9 by the server); the current center (its profile carries
// hero_image) refreshes.
import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { currentCenterQueryOptions } from '../../../lib/center';

const PATH = '/volunteer_centers/current/profile/hero_image';

export async function uploadCenterHero(api: ApiClient, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  await api.post(PATH, body);
}

export async function removeCenterHero(api: ApiClient) {
  await api.delete(PATH);
}

export function useCenterHero() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: currentCenterQueryOptions(api).queryKey });
  return {
    upload: async (file: File) => {
      await uploadCenterHero(api, file);
      await refresh();
    },
    remove: async () => {
      await removeCenterHero(api);
      await refresh();
    },
  };
}
