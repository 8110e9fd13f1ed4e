// The center's media library (docs/files-api.md) for whatever picks or uploads a picture: the
// list with a search, an upload with its progress, and the shipped category pictures that head
// the stock images. Components use these hooks (src/components may not import a feature).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CATEGORY_ILLUSTRATIONS } from '../../common/illustrations';
import type { FileAttributes, FileKind, LibraryPurpose } from '../../common/schemas/files';
import { useAppContext } from './app-context';
import { categoryIllustrationUrl, ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH } from './illustrations';
import { QUERY_ROOTS } from './query-keys';
import { uploadWithProgress, type UploadProgress } from './upload-with-progress';

export type MediaFile = FileAttributes & { id: string };

/** What a picker hands back: `id` null for a shipped category picture. */
export interface PickedMedia {
  id: string | null;
  url: string;
  alt: string;
  width: number;
  height: number;
}

export const mediaKeys = {
  all: (tenant: string) => [QUERY_ROOTS.media, tenant] as const,
  list: (tenant: string, filter: MediaFilter) =>
    [QUERY_ROOTS.media, tenant, 'list', filter] as const,
};

export interface MediaFilter {
  kind?: FileKind;
  purpose?: LibraryPurpose;
  q?: string;
  page?: number;
  size?: number;
}

export interface MediaListing {
  files: MediaFile[];
  total: number;
}

export function useMediaFiles(filter: MediaFilter, enabled = true) {
  const { api } = useAppContext();
  return useQuery({
    queryKey: mediaKeys.list(api.context().tenant, filter),
    enabled,
    queryFn: async ({ signal }): Promise<MediaListing> => {
      const result = await api.get<MediaFile[]>('/files', {
        signal,
        query: {
          'filter[kind]': filter.kind,
          'filter[purpose]': filter.purpose,
          'filter[q]': filter.q?.trim() || undefined,
          'page[number]': filter.page ?? 1,
          'page[size]': filter.size ?? 48,
        },
      });
      return { files: result.data, total: Number(result.meta.total ?? result.data.length) };
    },
  });
}

export interface UploadMediaInput {
  file: File;
  purpose?: LibraryPurpose;
  alt?: string;
}

/**
 * POST /api/v1/files with its progress: `progress` is 0 to 1 while a file goes out (null when
 * the browser cannot tell, or nothing is being sent).
 */
export function useUploadMedia() {
  const { api, config } = useAppContext();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: UploadMediaInput) => {
      const form = new FormData();
      if (input.purpose) form.append('purpose', input.purpose);
      if (input.alt) form.append('alt', input.alt);
      form.append('file', input.file, input.file.name);
      setProgress(0);
      try {
        return await uploadWithProgress<MediaFile>('/files', form, {
          baseUrl: config.apiBaseUrl,
          context: api.context(),
          onProgress: (p: UploadProgress) => setProgress(p.fraction),
        });
      } finally {
        setProgress(null);
      }
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: mediaKeys.all(api.context().tenant) }),
  });
  return { ...mutation, progress };
}

export function useChangeMediaAlt() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, alt }: { id: string; alt: string | null }) => {
      await api.patch(`/files/${encodeURIComponent(id)}`, {
        data: { type: 'files', id, attributes: { alt } },
      });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: mediaKeys.all(api.context().tenant) }),
  });
}

export function useRemoveMedia() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`/files/${encodeURIComponent(id)}`);
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: mediaKeys.all(api.context().tenant) }),
  });
}

export interface CategoryPicture {
  key: string;
  url: string;
  width: number;
  height: number;
}

/** The shipped category pictures, first entries of the stock images (no file of their own). */
export function listCategoryPictures(): CategoryPicture[] {
  return CATEGORY_ILLUSTRATIONS.map((key) => ({
    key,
    url: categoryIllustrationUrl(key),
    width: ILLUSTRATION_WIDTH,
    height: ILLUSTRATION_HEIGHT,
  }));
}

/** What a picker hands back for a file of the library. */
export function toPickedMedia(file: MediaFile): PickedMedia {
  return {
    id: file.id,
    url: file.url,
    alt: file.alt ?? '',
    width: file.width ?? file.image?.width ?? 0,
    height: file.height ?? file.image?.height ?? 0,
  };
}
