// The api client and query cache the session actions use when called from outside a component
// (SPEC: sign in as user is started from the admin's user page); the app registers them once.
import { QUERY_ROOTS } from '../query-keys';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';

export interface SessionRuntime {
  api: ApiClient;
  queryClient: QueryClient;
}

let runtime: SessionRuntime | null = null;

export function registerSessionRuntime(next: SessionRuntime): void {
  runtime = next;
}

export function getSessionRuntime(): SessionRuntime {
  if (!runtime) throw new Error('The session runtime is registered by the app before use');
  return runtime;
}

/** Query roots that hold no user data: they survive a sign-out. */
export const PUBLIC_QUERY_ROOTS = new Set<unknown>([
  QUERY_ROOTS.volunteerCenters,
  QUERY_ROOTS.redirects,
]);

/** Drops every cached answer that may belong to the signed-in user (sign-out, other account). */
export function removeUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.has(query.queryKey[0]) });
}
