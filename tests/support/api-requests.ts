// Small helpers for API tests: requests through app.inject() with a tenant host, and typed access
// to JSON:API documents in the answers.
import type { FastifyInstance } from 'fastify';
import type { JsonApiDocument, JsonApiErrorObject, Resource } from '../../common/jsonapi';

export interface ApiResponse<T = JsonApiDocument> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
  text: string;
}

export interface ApiRequest {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Host header; defaults to the demo tenant's host. */
  host?: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

export const hostOf = (tenant: string, port = 8080) => `${tenant}.localhost:${port}`;

export async function requestApi<T = JsonApiDocument>(
  app: FastifyInstance,
  request: ApiRequest,
): Promise<ApiResponse<T>> {
  const response = await app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    headers: { host: request.host ?? hostOf('demo'), ...request.headers },
    ...(request.payload === undefined
      ? {}
      : {
          payload:
            typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload),
        }),
  });
  let body: unknown = undefined;
  try {
    body = response.body ? JSON.parse(response.body) : undefined;
  } catch {
    body = undefined;
  }
  return {
    status: response.statusCode,
    headers: response.headers,
    body: body as T,
    text: response.body,
  };
}

export function getResource(doc: JsonApiDocument): Resource {
  if (!doc.data || Array.isArray(doc.data)) throw new Error('expected a single resource');
  return doc.data;
}

export function getResources(doc: JsonApiDocument): Resource[] {
  if (!Array.isArray(doc.data)) throw new Error('expected a list of resources');
  return doc.data;
}

export function getFirstError(doc: JsonApiDocument): JsonApiErrorObject {
  const error = doc.errors?.[0];
  if (!error) throw new Error(`expected an error document, got ${JSON.stringify(doc)}`);
  return error;
}
