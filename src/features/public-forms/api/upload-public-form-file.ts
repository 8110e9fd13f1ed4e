// POST /api/v1/public_forms/{token}/files: one file of a file question, before the form is sent
// (needs the network: a file is not kept in the offline queue). Answers the stored file's id.
import { useCallback } from 'react';
import { useAppContext } from '../../../lib/app-context';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import type { FormUpload } from '../../../components/form-renderer/file-answer';

export function usePublicFormUpload(token: string): FormUpload {
  const { api, config } = useAppContext();
  return useCallback(
    async (fieldKey, file, onProgress) => {
      const form = new FormData();
      form.append('field_key', fieldKey);
      form.append('file', file);
      const data = await uploadWithProgress<{ id: string }>(
        `/public_forms/${encodeURIComponent(token)}/files`,
        form,
        {
          baseUrl: config.apiBaseUrl,
          context: api.context(),
          onProgress: (progress) => onProgress(progress.fraction),
        },
      );
      return data.id;
    },
    [api, config.apiBaseUrl, token],
  );
}
