// The tag writes of /tags (center admins and admins): create, rename, delete and merge. Each
// refreshes the tag list and the vacancies (their tags change with a delete or a merge).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TagKind } from '../../../../common/matching';
import type { ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { newClientId } from '../../../lib/offline/ids';
import { tagKeys, type Tag } from '../../../lib/tags';

export interface TagNames {
  nameNl: string;
  nameEn: string;
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

export async function renameTag(api: ApiClient, id: string, values: TagNames) {
  const result = await api.patch<Tag>(`/tags/${encodeURIComponent(id)}`, {
    data: { type: 'tags', id, attributes: values },
  });
  return result.data;
}

export async function deleteTag(api: ApiClient, id: string) {
  await api.delete(`/tags/${encodeURIComponent(id)}`);
}

export async function mergeTag(api: ApiClient, id: string, intoId: string) {
  const result = await api.post<Tag>(`/tags/${encodeURIComponent(id)}/merge`, {
    data: { type: 'tags', attributes: { intoId } },
  });
  return result.data;
}

function useTagWrite<V, R>(write: (api: ApiClient, variables: V) => Promise<R>) {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => write(api, variables),
    onSettled: async () => {
      const tenant = api.context().tenant;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tagKeys.all(tenant) }),
        queryClient.invalidateQueries({ queryKey: ['vacancies', tenant] }),
      ]);
    },
  });
}

export const useCreateTag = () =>
  useTagWrite((api, v: TagNames & { kind: TagKind }) => createTag(api, v));
export const useRenameTag = () =>
  useTagWrite((api, v: TagNames & { id: string }) =>
    renameTag(api, v.id, { nameNl: v.nameNl, nameEn: v.nameEn }),
  );
export const useDeleteTag = () => useTagWrite((api, id: string) => deleteTag(api, id));
export const useMergeTag = () =>
  useTagWrite((api, v: { id: string; intoId: string }) => mergeTag(api, v.id, v.intoId));
