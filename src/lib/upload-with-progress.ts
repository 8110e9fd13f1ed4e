// An upload that reports its progress: fetch cannot tell how much of a body has gone out, so this
// one request is an XMLHttpRequest with the api client's headers (tenant, center and the signed
// tokens), and its answer is read as the client reads every other (tokens taken, JSON:API
// deserialized, failures as ApiErrors).
import {
  ApiError,
  buildRequestHeaders,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_MESSAGE,
  resolveApiUrl,
  toApiError,
  toResult,
  type RequestContext,
} from './api-client';
import { takeTokensFromResponse } from './auth-store';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 1; null while the size is unknown. */
  fraction: number | null;
}

export interface UploadOptions {
  /** config.apiBaseUrl */
  baseUrl: string;
  context: RequestContext;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function parseHeaders(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) out[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return out;
}

/** POSTs `form` (multipart) to an API path; resolves with the deserialized answer's data. */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions) {
  const url = resolveApiUrl(options.baseUrl, path);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(buildRequestHeaders(options.context))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      options.onProgress?.({
        loaded: event.loaded,
        total: event.total,
        fraction: event.lengthComputable && event.total > 0 ? event.loaded / event.total : null,
      });
    };
    xhr.onerror = () =>
      reject(new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, code: NETWORK_ERROR_CODE, url }));
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    xhr.onload = () => {
      takeTokensFromResponse(parseHeaders(xhr.getAllResponseHeaders()));
      let body: unknown = null;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, xhr.statusText, body, url));
        return;
      }
      resolve(toResult<T>(body).data);
    };
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('The upload was stopped.', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
