// GET, POST, PATCH and DELETE /api/v1/pages (docs/pages-api.md): a page by its slug for the
// catch-all route, the list for the editors, the page below the home page's search, versions.
// Online only: the editor waits for the server's answer (its sanitized HTML is what it shows).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAppContext } from '../../../lib/app-context';
import { pageKeys } from '../keys';
import type { ContentPage, ContentPageSummary, PageVersion } from '../types';

export function usePage(idOrSlug: string | undefined) {
  const { api } = useAppContext();
  const { tenant, centerId } = api.context();
  return useQuery({
    queryKey: pageKeys.one(tenant, centerId, idOrSlug ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<ContentPage>(`/pages/${encodeURIComponent(idOrSlug!)}`, { signal })).data,
    enabled: Boolean(idOrSlug),
    retry: false,
  });
}

export function usePageList(enabled = true) {
  const { api } = useAppContext();
  const { tenant, centerId } = api.context();
  return useQuery({
    queryKey: pageKeys.list(tenant, centerId),
    queryFn: async ({ signal }) =>
      (await api.get<ContentPageSummary[]>('/pages', { query: { 'page[size]': '100' }, signal }))
        .data,
    enabled,
  });
}

/** The page the center shows below the home page's search, with its text; null for none. */
export function useHomeContentPage() {
  const { api } = useAppContext();
  const { tenant, centerId } = api.context();
  return useQuery({
    queryKey: pageKeys.home(tenant, centerId),
    queryFn: async ({ signal }) => {
      const list = await api.get<ContentPageSummary[]>('/pages', {
        query: { 'filter[home]': 'true', 'filter[status]': 'published' },
        signal,
      });
      const first = list.data[0];
      if (!first) return null;
      return (await api.get<ContentPage>(`/pages/${encodeURIComponent(first.slug)}`, { signal }))
        .data;
    },
    staleTime: 5 * 60 * 1000,
  });
}

export function usePageVersions(id: string | undefined) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: pageKeys.versions(api.context().tenant, id ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<PageVersion[]>(`/pages/${encodeURIComponent(id!)}/versions`, { signal })).data,
    enabled: Boolean(id),
  });
}

export type PageInput = Partial<
  Pick<
    ContentPage,
    | 'slug'
    | 'titleNl'
    | 'titleEn'
    | 'bodyNl'
    | 'bodyEn'
    | 'seoTitleNl'
    | 'seoTitleEn'
    | 'seoDescriptionNl'
    | 'seoDescriptionEn'
    | 'status'
    | 'layout'
    | 'isHomePage'
  >
>;

function useInvalidatePages() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: pageKeys.all(api.context().tenant) });
}

export function useSavePage() {
  const { api } = useAppContext();
  const invalidate = useInvalidatePages();
  return useMutation({
    mutationFn: async ({ id, attributes }: { id?: string; attributes: PageInput }) => {
      const result = id
        ? await api.patch<ContentPage>(`/pages/${encodeURIComponent(id)}`, {
            data: { type: 'pages', id, attributes },
          })
        : await api.post<ContentPage>('/pages', { data: { type: 'pages', attributes } });
      return result.data;
    },
    onSettled: invalidate,
  });
}

export function useDeletePage() {
  const { api } = useAppContext();
  const invalidate = useInvalidatePages();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`/pages/${encodeURIComponent(id)}`);
    },
    onSettled: invalidate,
  });
}

export function useRestorePageVersion() {
  const { api } = useAppContext();
  const invalidate = useInvalidatePages();
  return useMutation({
    mutationFn: async ({ id, version }: { id: string; version: number }) =>
      (
        await api.post<ContentPage>(`/pages/${encodeURIComponent(id)}/restore`, {
          data: { type: 'page_versions', attributes: { version } },
        })
      ).data,
    onSettled: invalidate,
  });
}

/** The HTML the server would keep of these bodies (POST /pages/preview stores nothing). */
export function usePreviewHtml() {
  const { api } = useAppContext();
  return useMutation({
    mutationFn: async (bodies: { bodyNl?: string | null; bodyEn?: string | null }) =>
      (
        await api.post<{ bodyNl: string | null; bodyEn: string | null }>('/pages/preview', {
          data: { type: 'page_previews', attributes: bodies },
        })
      ).data,
  });
}
