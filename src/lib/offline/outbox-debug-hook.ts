// A way into the write queue for the benchmarks (scripts/bench/write-queue.ts), only with the
// debug flag in localStorage: they queue many writes without typing them.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { submitOutbox } from './outbox';
import { isOutboxMutation } from './outbox-registry';

export const DEBUG_STORAGE_KEY = 'volunteerly.debug';

declare global {
  interface Window {
    /** Only with localStorage 'volunteerly.debug' = '1' (the benchmarks queue writes through it). */
    __volunteerlyOutbox?: {
      submit(kind: string, payload: unknown): Promise<{ status: string }>;
      pending(): number;
    };
  }
}

/** The benchmark's way in: queue many writes without typing them (see docs/decisions.md). */
export function exposeDebugHook(queryClient: QueryClient, api: ApiClient): void {
  try {
    if (localStorage.getItem(DEBUG_STORAGE_KEY) !== '1') return;
  } catch {
    return;
  }
  window.__volunteerlyOutbox = {
    submit: (kind, payload) => submitOutbox(queryClient, api, kind, payload),
    pending: () =>
      queryClient
        .getMutationCache()
        .getAll()
        .filter((m) => isOutboxMutation(m) && m.state.status === 'pending').length,
  };
}
