// The vacancies endpoints answer with per-resource `meta` (distance_km, rank, match, my_application:
// docs/matching-api.md), which the shared deserializer (common/jsonapi.ts) does not keep. This
// client is the app's client with a fetch that copies each primary resource's meta into its
// attributes as `meta` before the usual (de)serialization, so it arrives camelCase on the item.
import { useMemo } from 'react';
import { createApiClient, type ApiClient } from '../../../lib/api-client';
import { useAppContext } from '../../../lib/app-context';

interface RawResource {
  attributes?: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

/** Moves `meta` of each resource in `data` into its attributes (a no-op for anything else). */
export function liftResourceMeta(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('data' in body)) return body;
  const data = (body as { data: unknown }).data;
  const lift = (r: unknown) => {
    const resource = r as RawResource | null;
    if (resource && typeof resource === 'object' && resource.meta) {
      resource.attributes = { ...(resource.attributes ?? {}), meta: resource.meta };
    }
  };
  if (Array.isArray(data)) data.forEach(lift);
  else lift(data);
  return body;
}

async function fetchKeepingMeta(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !/json/.test(type)) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(JSON.stringify(liftResourceMeta(body)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** An api client for the vacancies reads, bound to the same tenant, center and session. */
export function createVacancyApiClient(api: ApiClient, baseUrl: string): ApiClient {
  return createApiClient(() => api.context(), { baseUrl, fetch: fetchKeepingMeta });
}

export function useVacancyApi(): ApiClient {
  const { api, config } = useAppContext();
  return useMemo(() => createVacancyApiClient(api, config.apiBaseUrl), [api, config.apiBaseUrl]);
}
