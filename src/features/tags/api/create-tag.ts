// POST /api/v1/tags (center admins and admins): a new tag of a kind, with its Dutch and English
// name; its id is made here, so a retry is the same tag.
import type { TagKind } from '../../../../common/matching';
import type { ApiClient } from '../../../lib/api-client';
import { newClientId } from '../../../lib/offline/ids';
import type { Tag } from '../../../lib/tags';
import { useTagWrite } from '../use-tag-write';

export interface TagNames {
  nameNl: string;
  nameEn: string;
  /** Help categories only. */
  requiresVog?: boolean;
}

export async function createTag(api: ApiClient, values: TagNames & { kind: TagKind }) {
  const id = newClientId();
  const result = await api.post<Tag>(
    '/tags',
    { data: { type: 'tags', id, attributes: values } },
    { headers: { 'Idempotency-Key': id } },
  );
  return result.data;
}

export const useCreateTag = () =>
  useTagWrite((api, v: TagNames & { kind: TagKind }) => createTag(api, v));
