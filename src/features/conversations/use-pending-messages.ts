// Messages of one thread that the offline queue still holds: shown at once under the sent ones,
// marked as waiting (offline), sending, or refused, until the server's list has them.
import { useMutationState } from '@tanstack/react-query';
import { OUTBOX_KEY_ROOT, variablesOf } from '../../lib/offline/outbox-registry';
import { useOutboxStatusVersion } from '../../lib/offline/use-outbox-items';
import { MESSAGE_SEND, type MessageSend } from './types';

export type PendingState = 'waiting' | 'sending' | 'refused' | 'sent';

export interface PendingMessage {
  /** The outbox key (for retry and discard). */
  key: string;
  message: MessageSend;
  createdAt: number;
  state: PendingState;
  error: unknown;
}

export function usePendingMessages(conversationId: string): PendingMessage[] {
  useOutboxStatusVersion();
  return useMutationState({
    filters: {
      mutationKey: [OUTBOX_KEY_ROOT, MESSAGE_SEND],
      predicate: (m) =>
        (variablesOf(m)?.payload as MessageSend | undefined)?.conversationId === conversationId,
    },
    select: (m): PendingMessage => {
      const variables = variablesOf(m)!;
      const { status, isPaused } = m.state;
      const state: PendingState =
        status === 'error'
          ? 'refused'
          : status === 'success'
            ? 'sent'
            : isPaused
              ? 'waiting'
              : 'sending';
      return {
        key: variables.key,
        message: variables.payload as MessageSend,
        createdAt: variables.createdAt,
        state,
        error: m.state.error,
      };
    },
  });
}
