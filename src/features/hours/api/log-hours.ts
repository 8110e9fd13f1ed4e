// Logging hours through the offline queue: sent at once when the network allows, else kept on the
// device and sent later exactly once (outbox-actions.ts).
import { useMutationState } from '@tanstack/react-query';
import { OUTBOX_KEY_ROOT } from '../../../lib/offline/outbox-registry';
import { useOutbox } from '../../../lib/offline/use-outbox';
import { HOURS_LOG, type HoursWrite } from './outbox-actions';
import type { HourEntry } from '../types';

export function useLogHours() {
  return useOutbox<HoursWrite, HourEntry>(HOURS_LOG);
}

/** The ids of logged hours that wait on this device for the network. */
export function useWaitingHourIds(): Set<string> {
  const waiting = useMutationState({
    filters: {
      mutationKey: [OUTBOX_KEY_ROOT, HOURS_LOG],
      predicate: (m) =>
        m.state.status === 'pending' && (m.state.isPaused || m.state.failureCount > 0),
    },
    select: (m) => (m.state.variables as { payload?: { id?: string } } | undefined)?.payload?.id,
  });
  return new Set(waiting.filter((id): id is string => typeof id === 'string'));
}
