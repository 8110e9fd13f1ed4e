// GET, POST, PATCH and DELETE /api/v1/news_items (docs/news-api.md). The public list and items are
// persisted with the query cache, so news that was seen stays readable offline.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewsItemAttributes, NewsStatus } from '../../../../common/schemas/news';
import { useAppContext } from '../../../lib/app-context';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type NewsItem = NewsItemAttributes & { id: string };

export const newsKeys = {
  all: (tenant: string) => [QUERY_ROOTS.news, tenant] as const,
  list: (tenant: string, status: NewsStatus | 'all', page: number, size: number) =>
    [QUERY_ROOTS.news, tenant, 'list', status, page, size] as const,
  one: (tenant: string, key: string) => [QUERY_ROOTS.news, tenant, 'one', key] as const,
};

export interface NewsPage {
  items: NewsItem[];
  total: number;
}

export function useNewsItems(options: {
  status?: NewsStatus | 'all';
  page?: number;
  size?: number;
  enabled?: boolean;
}) {
  const { api } = useAppContext();
  const status = options.status ?? 'published';
  const page = options.page ?? 1;
  const size = options.size ?? 10;
  return useQuery({
    queryKey: newsKeys.list(api.context().tenant, status, page, size),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<NewsPage> => {
      const result = await api.get<NewsItem[]>('/news_items', {
        signal,
        query: {
          'filter[status]': status === 'published' ? undefined : status,
          'page[number]': page,
          'page[size]': size,
        },
      });
      return { items: result.data, total: Number(result.meta.total ?? result.data.length) };
    },
  });
}

/** One item by its slug (the public page) or id (the editor). */
export function useNewsItem(key: string, enabled = true) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: newsKeys.one(api.context().tenant, key),
    enabled: enabled && key !== '',
    queryFn: async ({ signal }) => {
      const result = await api.get<NewsItem>(`/news_items/${encodeURIComponent(key)}`, { signal });
      return result.data;
    },
  });
}

export type NewsInput = Partial<
  Pick<
    NewsItem,
    | 'slug'
    | 'titleNl'
    | 'titleEn'
    | 'summaryNl'
    | 'summaryEn'
    | 'bodyNl'
    | 'bodyEn'
    | 'coverFileId'
    | 'publishedAt'
  >
>;

export function useSaveNewsItem() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: NewsInput }) => {
      const body = { data: { type: 'news_items', ...(id ? { id } : {}), attributes: input } };
      const result = id
        ? await api.patch<NewsItem>(`/news_items/${encodeURIComponent(id)}`, body)
        : await api.post<NewsItem>('/news_items', body);
      return result.data;
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: newsKeys.all(api.context().tenant) }),
  });
}

export function useRemoveNewsItem() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`/news_items/${encodeURIComponent(id)}`);
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: newsKeys.all(api.context().tenant) }),
  });
}
