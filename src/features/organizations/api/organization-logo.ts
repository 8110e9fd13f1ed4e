// POST and DELETE /api/v1/organizations/:id/logo: the logo as multipart field `file` (the server
// checks its content and fits it inside a square); the organization queries refresh.
import { useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { organizationKeys } from '../keys';

const pathOf = (id: string) => `/organizations/${encodeURIComponent(id)}/logo`;

export async function uploadOrganizationLogo(api: ApiClient, id: string, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  await api.post(pathOf(id), body);
}

export async function removeOrganizationLogo(api: ApiClient, id: string) {
  await api.delete(pathOf(id));
}

export function useOrganizationLogo(id: string) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: organizationKeys.all(api.context().tenant) });
  return {
    upload: async (file: File) => {
      await uploadOrganizationLogo(api, id, file);
      await refresh();
    },
    remove: async () => {
      await removeOrganizationLogo(api, id);
      await refresh();
    },
  };
}
