// POST /api/v1/tags/:id/merge: a tag folds into another (its vacancies get the other) and goes.
import type { ApiClient } from '../../../lib/api-client';
import type { Tag } from '../../../lib/tags';
import { useTagWrite } from '../use-tag-write';

export async function mergeTag(api: ApiClient, id: string, intoId: string) {
  const result = await api.post<Tag>(`/tags/${encodeURIComponent(id)}/merge`, {
    data: { type: 'tags', attributes: { intoId } },
  });
  return result.data;
}

export const useMergeTag = () =>
  useTagWrite((api, v: { id: string; intoId: string }) => mergeTag(api, v.id, v.intoId));
