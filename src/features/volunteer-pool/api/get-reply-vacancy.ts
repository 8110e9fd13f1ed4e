// GET /api/v1/vacancies/{id}: the invitation card's cover picture and place. A vacancy that closed
// since is a 404: the card then shows without a picture (no retry, no error on the page).
import { useQuery } from '@tanstack/react-query';
import type { ImageAttributes } from '../../../../common/schemas/files';
import { useAppContext } from '../../../lib/app-context';
import { replyKeys } from '../keys';

export interface ReplyVacancy {
  id: string;
  coverImage?: ImageAttributes | null;
  city?: string | null;
}

export function useReplyVacancy(id: string) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: replyKeys.vacancy(api.context().tenant, id),
    queryFn: async ({ signal }) =>
      (await api.get<ReplyVacancy>(`/vacancies/${encodeURIComponent(id)}`, { signal })).data,
    retry: false,
    staleTime: 60 * 60_000,
  });
}
