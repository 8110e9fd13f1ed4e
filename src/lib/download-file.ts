// Downloads that need the signed-in tokens (a plain link cannot send them): a form's submissions
// (GET /forms/{id}/export), a submission's uploaded file, the data viewer's CSV; fetched as a
// blob and saved under the server's name.
import { useMutation } from '@tanstack/react-query';
import { ApiError, buildRequestHeaders, resolveApiUrl, type ApiClient } from './api-client';
import { useAppContext } from './app-context';
import { takeTokensFromResponse } from './auth-store';

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** Hands a file to the browser to save under `name` (a link clicked for the reader). */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export async function downloadFile(
  api: ApiClient,
  baseUrl: string,
  path: string,
  fallbackName: string,
): Promise<string> {
  const url = resolveApiUrl(baseUrl, path);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { ...buildRequestHeaders(api.context()), Accept: '*/*' },
    });
  } catch (error) {
    throw new ApiError('Network error', { status: 0, code: 'network_error', url, cause: error });
  }
  takeTokensFromResponse(response.headers);
  if (!response.ok) throw new ApiError(response.statusText, { status: response.status, url });
  const blob = await response.blob();
  const name = fileNameOf(response, fallbackName);
  saveFile(blob, name);
  return name;
}

export function useDownload() {
  const { api, config } = useAppContext();
  return useMutation({
    mutationFn: ({ path, fallbackName }: { path: string; fallbackName: string }) =>
      downloadFile(api, config.apiBaseUrl, path, fallbackName),
  });
}
