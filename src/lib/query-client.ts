// The app's QueryClient defaults: a 4xx answer is final (no retries), other failures retry twice.
// Cached answers live as long as the persisted cache (DESIGN.md section 8: gcTime >= maxAge; not
// 30 days as a number: timers above 2^31-1 ms fire at once, so it is Infinity), and
// queries ask once even offline ('offlineFirst'), so the service worker's cache can answer.
import { QUERY_ROOTS } from './query-keys';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

const MAX_RETRIES = 2;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        gcTime: Infinity,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
  // The kept session answers are deserialized JSON:API graphs with cycles: no structural sharing.
  client.setQueryDefaults([QUERY_ROOTS.session], { structuralSharing: false });
  return client;
}
