// The hook a form uses for an offline-capable write: sends it now when it can, else queues it.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAppContext } from '../app-context';
import { submitOutbox } from './outbox';

export interface OutboxResult<R> {
  /** True when the change waits on this device for the network (it goes by itself later). */
  queued: boolean;
  /** The server's answer when it was sent now (null when the server had it already). */
  data: R | null;
}

/** Throws the server's refusal (the form shows it beside its fields); resolves otherwise. */
export function useOutbox<P, R>(kind: string): (payload: P) => Promise<OutboxResult<R>> {
  const queryClient = useQueryClient();
  const { api } = useAppContext();
  return useCallback(
    async (payload: P) => {
      const outcome = await submitOutbox<P, R>(queryClient, api, kind, payload);
      if (outcome.status === 'failed') throw outcome.error;
      return outcome.status === 'sent'
        ? { queued: false, data: outcome.data }
        : { queued: true, data: null };
    },
    [api, kind, queryClient],
  );
}
