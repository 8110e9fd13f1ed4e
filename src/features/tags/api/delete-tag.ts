// DELETE /api/v1/tags/:id: the tag goes; the vacancies that had it lose it.
import type { ApiClient } from '../../../lib/api-client';
import { useTagWrite } from '../use-tag-write';

export async function deleteTag(api: ApiClient, id: string) {
  await api.delete(`/tags/${encodeURIComponent(id)}`);
}

export const useDeleteTag = () => useTagWrite((api, id: string) => deleteTag(api, id));
