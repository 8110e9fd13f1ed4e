// The waiting writes as the user sees them: what, since when, and what happens to each.
import { useMutationState } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { OUTBOX_KEY_ROOT, getOutboxAction, variablesOf, type OutboxLabel } from './outbox-registry';
import {
  getOutboxProgress,
  getOutboxStatusVersion,
  isWaitingForSignIn,
  subscribeOutboxStatus,
  type OutboxProgress,
} from './outbox-status';

export type OutboxItemState = 'waiting' | 'sending' | 'retrying' | 'sign-in' | 'refused';

export interface OutboxItem {
  key: string;
  label: OutboxLabel;
  createdAt: number;
  state: OutboxItemState;
  /** Why the server refused it (state 'refused'): its words, and field errors. */
  detail: string | null;
  fixHref: string | null;
}

function detailOf(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const { errors, message } = error as { errors?: Array<{ detail?: string }>; message?: string };
  const details = (errors ?? []).map((e) => e.detail).filter(Boolean);
  return details.length > 0 ? details.join(' ') : (message ?? null);
}

export function useOutboxStatusVersion(): number {
  return useSyncExternalStore(
    subscribeOutboxStatus,
    getOutboxStatusVersion,
    getOutboxStatusVersion,
  );
}

export function useOutboxItems(): OutboxItem[] {
  // Re-read when a write starts or stops waiting for a sign-in (not a cache event).
  useOutboxStatusVersion();
  return useMutationState({
    filters: {
      mutationKey: [OUTBOX_KEY_ROOT],
      predicate: (m) => m.state.status === 'pending' || m.state.status === 'error',
    },
    select: (m): OutboxItem => {
      const variables = variablesOf(m);
      const action = variables ? getOutboxAction(variables.kind) : undefined;
      const { status, isPaused, failureCount } = m.state;
      let state: OutboxItemState;
      if (status === 'error') state = 'refused';
      else if (variables && isWaitingForSignIn(variables.key)) state = 'sign-in';
      else if (isPaused) state = 'waiting';
      else state = failureCount > 0 ? 'retrying' : 'sending';
      return {
        key: variables?.key ?? String(m.mutationId),
        label: action && variables ? action.label(variables.payload) : { id: 'offline.item.other' },
        createdAt: variables?.createdAt ?? m.state.submittedAt,
        state,
        detail: status === 'error' ? detailOf(m.state.error) : null,
        fixHref: action?.fixHref && variables ? action.fixHref(variables.payload) : null,
      };
    },
  });
}

export function useOutboxProgress(): OutboxProgress {
  useOutboxStatusVersion();
  return getOutboxProgress();
}
