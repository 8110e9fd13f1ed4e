// POST and DELETE /api/v1/volunteer_centers/current/profile/<image>: the home page's photo
// (hero_image, cut to 16:9) and the contact person's photo (contact_person_photo, square), as
// multipart field `file`; afterwards the current center (its profile carries both) refreshes.
import { useQueryClient } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { currentCenterQueryOptions } from '../../../lib/center';

export type CenterImage = 'hero_image' | 'contact_person_photo';

export function useCenterImage(image: CenterImage) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const path = `/volunteer_centers/current/profile/${image}`;
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: currentCenterQueryOptions(api).queryKey });
  return {
    upload: async (file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      await api.post(path, body);
      await refresh();
    },
    remove: async () => {
      await api.delete(path);
      await refresh();
    },
  };
}
