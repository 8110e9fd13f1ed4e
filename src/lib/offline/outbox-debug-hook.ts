// A way into the write queue for the benchmarks (scripts/bench/write-queue.ts), only with the
// debug flag in localStorage: they queue many writes without typing them. Loaded only then
// (persistence.tsx), so no visitor downloads it.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { submitOutbox } from './outbox';
import { isOutboxMutation } from './outbox-registry';

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
  window.__volunteerlyOutbox = {
    submit: (kind, payload) => submitOutbox(queryClient, api, kind, payload),
    pending: () =>
      queryClient
        .getMutationCache()
        .getAll()
        .filter((m) => isOutboxMutation(m) && m.state.status === 'pending').length,
  };
}
