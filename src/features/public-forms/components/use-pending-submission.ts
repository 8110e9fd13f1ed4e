// Whether answers to this form wait on this device (sent offline, or the server could not be
// reached): read from the offline queue, so a reload while offline still shows it.
import { useMutationState } from '@tanstack/react-query';
import { outboxMutationKey, variablesOf } from '../../../lib/offline/outbox-registry';
import { PUBLIC_FORM_SUBMIT, type PublicFormSubmissionWrite } from '../api/outbox-actions';

export interface PendingSubmission {
  status: 'pending' | 'error';
  error: unknown;
}

export function usePendingSubmission(token: string): PendingSubmission | null {
  const states = useMutationState({
    filters: {
      mutationKey: outboxMutationKey(PUBLIC_FORM_SUBMIT),
      predicate: (m) =>
        (m.state.status === 'pending' || m.state.status === 'error') &&
        (variablesOf(m)?.payload as PublicFormSubmissionWrite | undefined)?.token === token,
    },
    select: (m): PendingSubmission => ({
      status: m.state.status === 'error' ? 'error' : 'pending',
      error: m.state.error,
    }),
  });
  return states[0] ?? null;
}
