// PATCH /api/v1/tags/:id: a tag's Dutch and English name change (and, for a help category,
// whether its help needs a certificate of conduct).
import type { ApiClient } from '../../../lib/api-client';
import type { Tag } from '../../../lib/tags';
import { useTagWrite } from '../use-tag-write';
import type { TagNames } from './create-tag';

export async function renameTag(api: ApiClient, id: string, values: TagNames) {
  const result = await api.patch<Tag>(`/tags/${encodeURIComponent(id)}`, {
    data: { type: 'tags', id, attributes: values },
  });
  return result.data;
}

export const useRenameTag = () =>
  useTagWrite((api, v: TagNames & { id: string }) =>
    renameTag(api, v.id, {
      nameNl: v.nameNl,
      nameEn: v.nameEn,
      ...(v.requiresVog === undefined ? {} : { requiresVog: v.requiresVog }),
    }),
  );
