// POST /api/v1/volunteer_centers/current/profile/logo and /favicon: one image as multipart
// field `file`. The server checks the type by content and the size; the new image shows at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { currentCenterQueryOptions } from '../../../lib/center';

export type CenterImageKind = 'logo' | 'favicon';

export async function uploadCenterImage(
  api: ApiClient,
  kind: CenterImageKind,
  file: File,
): Promise<void> {
  const body = new FormData();
  body.append('file', file, file.name);
  await api.post(`/volunteer_centers/current/profile/${kind}`, body);
}

export function useUploadCenterImage(kind: CenterImageKind) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadCenterImage(api, kind, file),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: currentCenterQueryOptions(api).queryKey }),
  });
}
