// GET /api/v1/current_user/export: all of the user's personal data as a JSON file (GDPR). The
// file is saved as the server wrote it (snake_case), so it is fetched as it is, not converted.
import { useMutation } from '@tanstack/react-query';
import {
  ApiError,
  buildRequestHeaders,
  resolveApiUrl,
  type ApiClient,
} from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';
import { takeTokensFromResponse } from '../../../lib/auth-store';

function getFileName(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (match?.[1]) return decodeURIComponent(match[1]);
  return `my-data-${new Date().toISOString().slice(0, 10)}.json`;
}

export async function downloadMyData(api: ApiClient, baseUrl: string): Promise<string> {
  const url = resolveApiUrl(baseUrl, '/current_user/export');
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { ...buildRequestHeaders(api.context()), Accept: 'application/json' },
    });
  } catch (error) {
    throw new ApiError('Network error', { status: 0, code: 'network_error', url, cause: error });
  }
  takeTokensFromResponse(response.headers);
  if (!response.ok) throw new ApiError(response.statusText, { status: response.status, url });
  const blob = await response.blob();
  const fileName = getFileName(response);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return fileName;
}

export function useDownloadMyData() {
  const { api, config } = useAppContext();
  return useMutation({ mutationFn: () => downloadMyData(api, config.apiBaseUrl) });
}
