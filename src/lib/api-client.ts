// The one HTTP client (SPEC section 7): every call carries the tenant and auth headers, bodies go
// out snake_case, JSON:API answers come back deserialized camelCase, failures become ApiErrors.
import { camelizeKeys, snakeizeKeys } from '../../common/case';
import { API_BASE_PATH, HEADER, JSONAPI_MEDIA_TYPE } from '../../common/constants';
import { ERROR_CODE, isWrongCenterMessage } from '../../common/errors';
import { deserialize, type JsonApiDocument, type JsonApiErrorObject } from '../../common/jsonapi';
import type { AppContext, TenantName } from '../../common/tenants/tenant-configs';
import { getAuthHeaders, takeTokensFromResponse } from './auth-store';

export const NETWORK_ERROR_MESSAGE =
  "We can't reach the server. Check your connection and try again.";
export const NETWORK_ERROR_CODE = 'network_error';

export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  code?: string;
  errors: JsonApiErrorObject[];
  isWrongCenter: boolean;
  url?: string;

  constructor(
    message: string,
    init: {
      status: number;
      code?: string;
      errors?: JsonApiErrorObject[];
      url?: string;
      cause?: unknown;
    },
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors ?? [];
    this.url = init.url;
    this.isWrongCenter =
      isWrongCenterMessage(message) ||
      this.errors.some((e) => e.code === ERROR_CODE.wrongCenter || isWrongCenterMessage(e.detail));
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestContext {
  tenant: TenantName;
  appContext: AppContext;
  centerId: string;
  organizationId?: string | null;
}

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  /** Query parameters by their wire names (`include`, `filter[organization_id_eq]`, `page[size]`). */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The tenant, center and organization to send for, instead of the current ones: a queued
   * offline write keeps those of the moment the user acted (DESIGN.md section 8).
   */
  context?: RequestContext;
}

export interface ApiResult<T> {
  data: T;
  meta: Record<string, unknown>;
  links: Record<string, string | null>;
  status: number;
  /** What was sent, for the developer pages and for debugging. */
  request: { method: string; url: string; headers: Record<string, string> };
  responseHeaders: Headers;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClient {
  /** The tenant, center and organization the next request will be sent for (query keys use it). */
  context(): RequestContext;
  request<T = unknown>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    opts?: RequestOptions,
  ): Promise<ApiResult<T>>;
  get<T = unknown>(path: string, opts?: RequestOptions): Promise<ApiResult<T>>;
  post<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<ApiResult<T>>;
  put<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<ApiResult<T>>;
  patch<T = unknown>(path: string, body?: unknown, opts?: RequestOptions): Promise<ApiResult<T>>;
  delete<T = unknown>(path: string, opts?: RequestOptions): Promise<ApiResult<T>>;
}

export interface ApiClientOptions {
  /** config.apiBaseUrl: an origin ('' = this origin), with or without the '/api/v1' suffix. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/** The headers of SPEC section 7 for one request (auth headers only when signed in). */
export function buildRequestHeaders(context: RequestContext): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: JSONAPI_MEDIA_TYPE,
    [HEADER.tenant]: context.tenant,
    [HEADER.appContext]: context.appContext,
    [HEADER.centerId]: context.centerId,
  };
  if (context.organizationId) headers[HEADER.organizationId] = context.organizationId;
  return { ...headers, ...getAuthHeaders() };
}

/**
 * Resolves a path against the API base: paths under /api/ or /auth go to the API origin as
 * they are (SPEC's table lists both); any other path is relative to /api/v1.
 */
export function resolveApiUrl(
  baseUrl: string,
  path: string,
  query?: Record<string, QueryValue>,
): string {
  let url: string;
  if (/^https?:\/\//i.test(path)) {
    url = path;
  } else {
    const origin = baseUrl.replace(/\/+$/, '').replace(new RegExp(`${API_BASE_PATH}$`), '');
    const withSlash = path.startsWith('/') ? path : `/${path}`;
    const direct =
      withSlash.startsWith('/api/') || withSlash === '/auth' || withSlash.startsWith('/auth/');
    url = `${origin}${direct ? '' : API_BASE_PATH}${withSlash}`;
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function isBinaryBody(body: unknown): boolean {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof ArrayBuffer
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function toApiError(
  status: number,
  statusText: string,
  body: unknown,
  url: string,
): ApiError {
  const errors =
    typeof body === 'object' && body !== null && Array.isArray((body as JsonApiDocument).errors)
      ? ((body as JsonApiDocument).errors as JsonApiErrorObject[])
      : [];
  const first = errors[0];
  const message =
    first?.detail ||
    first?.title ||
    (typeof body === 'string' && body.length < 300 && body) ||
    statusText ||
    `Request failed with status ${status}`;
  return new ApiError(message, { status, code: first?.code, errors, url });
}

/** An answer's body as the client returns it: JSON:API deserialized, keys camelCased. */
export function toResult<T>(body: unknown): Pick<ApiResult<T>, 'data' | 'meta' | 'links'> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { data: body as T, meta: {}, links: {} };
  }
  // Camelize the plain tree first: the deserialized graph may hold cycles.
  const doc = camelizeKeys<JsonApiDocument & Record<string, unknown>>(body);
  if (!('data' in doc)) return { data: doc as T, meta: doc.meta ?? {}, links: doc.links ?? {} };
  const { data, meta, links } = deserialize(doc);
  return { data: data as T, meta, links };
}

export function createApiClient(
  getRequestContext: () => RequestContext,
  options: ApiClientOptions = {},
): ApiClient {
  const baseUrl = options.baseUrl ?? '';

  async function request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    opts: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const fetchImpl = options.fetch ?? fetch;
    const url = resolveApiUrl(baseUrl, path, opts.query);
    const headers: Record<string, string> = {
      ...buildRequestHeaders(opts.context ?? getRequestContext()),
    };
    let payload: BodyInit | undefined;
    if (body !== undefined && body !== null) {
      if (isBinaryBody(body)) {
        payload = body as BodyInit;
      } else {
        headers['Content-Type'] = JSONAPI_MEDIA_TYPE;
        payload = JSON.stringify(snakeizeKeys(body));
      }
    }
    Object.assign(headers, opts.headers);

    let response: Response;
    try {
      response = await fetchImpl(url, { method, headers, body: payload, signal: opts.signal });
    } catch (error) {
      if ((error as { name?: string } | null)?.name === 'AbortError') throw error;
      throw new ApiError(NETWORK_ERROR_MESSAGE, {
        status: 0,
        code: NETWORK_ERROR_CODE,
        url,
        cause: error,
      });
    }
    takeTokensFromResponse(response.headers);
    const parsed = response.status === 204 ? null : await readJson(response);
    if (!response.ok) throw toApiError(response.status, response.statusText, parsed, url);
    return {
      ...toResult<T>(parsed),
      status: response.status,
      request: { method, url, headers },
      responseHeaders: response.headers,
    };
  }

  return {
    context: getRequestContext,
    request,
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    patch: (path, body, opts) => request('PATCH', path, body, opts),
    delete: (path, opts) => request('DELETE', path, undefined, opts),
  };
}
