// What of the query cache is written to storage and how: queued writes only while pending or
// refused, an in-flight write written as paused, errors as plain objects, JSON without cycles.
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import type { DehydrateOptions } from '@tanstack/react-query';
import { isOutboxMutation, type AnyMutation } from './outbox-registry';

function toPlainError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { status, code, errors } = error as Error & {
    status?: number;
    code?: string;
    errors?: unknown;
  };
  return { name: error.name, message: error.message, status, code, errors };
}

/**
 * JSON.stringify that leaves out back-references: a deserialized JSON:API graph may hold cycles
 * (a user's organization listing the user). Shared objects that are not cycles stay.
 */
function dropCycles(): (this: unknown, key: string, value: unknown) => unknown {
  const ancestors: unknown[] = [];
  return function (this: unknown, _key: string, value: unknown) {
    if (typeof value !== 'object' || value === null) return value;
    while (ancestors.length > 0 && ancestors[ancestors.length - 1] !== this) ancestors.pop();
    if (ancestors.includes(value)) return undefined;
    ancestors.push(value);
    return value;
  };
}

/**
 * What is written: a write that was in flight when the page went is 'paused' when it comes back
 * (it resumes after the restore), and errors become plain objects (status, code, errors).
 */
export function serializeClient(client: PersistedClient): string {
  const mutations = client.clientState.mutations.map((m) => ({
    ...m,
    state: {
      ...m.state,
      isPaused: m.state.status === 'pending' ? true : m.state.isPaused,
      error: toPlainError(m.state.error),
    },
  }));
  return JSON.stringify(
    { ...client, clientState: { ...client.clientState, mutations } },
    dropCycles(),
  );
}

export const dehydrateOptions: DehydrateOptions = {
  // Queued writes: paused, in flight (a reload must not lose them) and refused (waiting for the user).
  shouldDehydrateMutation: (mutation: AnyMutation) =>
    isOutboxMutation(mutation) &&
    (mutation.state.status === 'pending' || mutation.state.status === 'error'),
};
