// POST /api/v1/applications through the offline queue: sent at once when the network allows,
// else kept on the device and sent later exactly once (outbox-actions.ts). Also lists the
// applications to a vacancy still waiting on this device, for the vacancy page.
import { useMutationState } from '@tanstack/react-query';
import { OUTBOX_KEY_ROOT, variablesOf } from '../../../lib/offline/outbox-registry';
import { useOutbox } from '../../../lib/offline/use-outbox';
import {
  APPLICATION_CREATE,
  type ApplicationCreateWrite,
  type CreatedApplication,
} from './outbox-actions';

function detailOf(error: unknown): string | null {
  const errors = (error as { errors?: { detail?: string }[] } | null)?.errors ?? [];
  return (
    errors
      .map((e) => e.detail)
      .filter(Boolean)
      .join(' ') || null
  );
}

export function useCreateApplication() {
  return useOutbox<ApplicationCreateWrite, CreatedApplication>(APPLICATION_CREATE);
}

export interface PendingApplication {
  id: string;
  /**
   * 'sending' while it goes now, 'waiting' while it waits for the network (or a retry),
   * 'refused' when the server said no (the list of waiting changes says why).
   */
  state: 'sending' | 'waiting' | 'refused';
  detail: string | null;
}

/** The reader's application to this vacancy that is still on this device, if any. */
export function usePendingApplication(vacancyId: string): PendingApplication | null {
  const pending = useMutationState({
    filters: {
      mutationKey: [OUTBOX_KEY_ROOT, APPLICATION_CREATE],
      predicate: (m) =>
        (m.state.status === 'pending' || m.state.status === 'error') &&
        (variablesOf(m)?.payload as ApplicationCreateWrite | undefined)?.vacancyId === vacancyId,
    },
    select: (m): PendingApplication => ({
      id: (variablesOf(m)?.payload as ApplicationCreateWrite).id,
      state:
        m.state.status === 'error'
          ? 'refused'
          : m.state.isPaused || m.state.failureCount > 0
            ? 'waiting'
            : 'sending',
      detail: m.state.status === 'error' ? detailOf(m.state.error) : null,
    }),
  });
  return pending[0] ?? null;
}
