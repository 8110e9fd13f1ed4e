// Offering help and changing the offer through the offline queue: sent at once when the network
// allows, else kept on the device and sent later exactly once (outbox-actions.ts).
import { useMutationState } from '@tanstack/react-query';
import { OUTBOX_KEY_ROOT } from '../../../lib/offline/outbox-registry';
import { useOutbox } from '../../../lib/offline/use-outbox';
import { HELP_OFFER_SAVE, type HelpOfferWrite } from './outbox-actions';
import type { HelpOffer } from '../types';

export function useSaveHelpOffer() {
  return useOutbox<HelpOfferWrite, HelpOffer>(HELP_OFFER_SAVE);
}

/** Whether a change of the offer waits on this device for the network. */
export function useHelpOfferPending(): boolean {
  const pending = useMutationState({
    filters: {
      mutationKey: [OUTBOX_KEY_ROOT, HELP_OFFER_SAVE],
      predicate: (m) =>
        m.state.status === 'pending' && (m.state.isPaused || m.state.failureCount > 0),
    },
    select: (m) => m.state.status,
  });
  return pending.length > 0;
}
