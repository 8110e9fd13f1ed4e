// A volunteer's registration: register (through the offline queue), and with the network cancel,
// accept or decline an offered place; the organizer marks attendance.
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { OUTBOX_KEY_ROOT } from '../../../lib/offline/outbox-registry';
import { useOutbox } from '../../../lib/offline/use-outbox';
import { useAppContext } from '../../../lib/app-context';
import { activityKeys } from '../keys';
import type { Registration } from '../types';
import { ACTIVITY_REGISTER, type RegistrationWrite } from './outbox-actions';

export function useRegister() {
  return useOutbox<RegistrationWrite, Registration>(ACTIVITY_REGISTER);
}

/** The registrations for this activity that wait on this device for the network. */
export function useRegistrationPending(activityId: string): boolean {
  const pending = useMutationState({
    filters: {
      mutationKey: [OUTBOX_KEY_ROOT, ACTIVITY_REGISTER],
      predicate: (m) =>
        m.state.status === 'pending' &&
        (m.state.variables as { payload?: RegistrationWrite } | undefined)?.payload?.activityId ===
          activityId,
    },
    select: (m) => m.state.status,
  });
  return pending.length > 0;
}

type Change =
  | { id: string; action: 'accept' | 'decline' }
  | { id: string; action: 'status'; status: 'cancelled' | 'registered' | 'attended' | 'no_show' };

export function useChangeRegistration() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: Change) => {
      const path = `/registrations/${encodeURIComponent(change.id)}`;
      if (change.action === 'status') {
        await api.patch(path, {
          data: { type: 'registrations', id: change.id, attributes: { status: change.status } },
        });
      } else {
        await api.post(`${path}/${change.action}`);
      }
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: activityKeys.all(api.context().tenant) }),
  });
}
