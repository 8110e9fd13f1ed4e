// The offline write queue (DESIGN.md section 8): sending a queued write (retried while the failure
// is transient, paused by a 401 until the owner signs in again), submitting one, and discarding or
// retrying a refused one. Queued writes replay in the order the user made them (one scope); the
// idempotency key and the tenant/center/organization travel in the mutation's variables, fixed
// when the user acted, so a replay after a reload sends the same key and headers and the server
// applies it exactly once. The actions are registered in outbox-registry.ts.
import type { MutationCache, QueryClient } from '@tanstack/react-query';
import { HEADER } from '../../../common/constants';
import { ERROR_CODE } from '../../../common/errors';
import { OUTBOX_SCOPE } from '../../../common/pwa';
import type { ApiClient } from '../api-client';
import { getTokens } from '../auth-store';
import { newClientId } from './ids';
import {
  getOutboxAction,
  listOutboxActions,
  outboxMutationKey,
  variablesOf,
  type OutboxAction,
  type OutboxVariables,
} from './outbox-registry';
import {
  isWaitingForSignIn,
  markQueued,
  noteSettled,
  subscribeOutboxStatus,
  waitForSignInAgain,
} from './outbox-status';

const MAX_RETRY_DELAY_MS = 30_000;

interface ErrorShape {
  status?: unknown;
  code?: unknown;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as ErrorShape | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

function codeOf(error: unknown): string | undefined {
  const code = (error as ErrorShape | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Worth sending again by itself: no connection, a server fault, or 'still being applied'. */
export function isTransientError(error: unknown): boolean {
  const status = statusOf(error);
  if (status === undefined) return false;
  if (status === 0 || status >= 500 || status === 408 || status === 429) return true;
  return status === 409 && codeOf(error) === ERROR_CODE.idempotencyInProgress;
}

/** Queued writes never give up on a transient failure; a refusal waits for the user. */
export function shouldRetryOutbox(_failureCount: number, error: unknown): boolean {
  return isTransientError(error);
}

export function outboxRetryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** Math.max(0, failureCount - 1), MAX_RETRY_DELAY_MS);
}

// The writes in memory belong to one user; another (or a new session) starts a new generation:
// a write of an old generation that was waiting for a sign-in never sends (its persisted copy,
// restored under its owner, does).
let generation = 0;

export function startOutboxGeneration(): void {
  generation += 1;
}

async function sendOnce<P, R>(
  action: OutboxAction<P, R>,
  variables: OutboxVariables<P>,
  deps: { api: ApiClient; queryClient: QueryClient },
): Promise<R | null> {
  const myGeneration = generation;
  for (;;) {
    const tokenAtSend = getTokens()?.accessToken;
    try {
      return await action.send(
        {
          ...deps,
          requestOptions: {
            headers: { [HEADER.idempotencyKey]: variables.key },
            context: variables.context,
          },
        },
        variables.payload,
      );
    } catch (error) {
      // The server has this change already (an earlier replay reached it): done.
      if (statusOf(error) === 409 && codeOf(error) === ERROR_CODE.duplicateId) return null;
      if (statusOf(error) !== 401) throw error;
      // The session ended: the app signs out quietly (keeping this write) and asks to sign in.
      await waitForSignInAgain(variables.key, variables.owner, tokenAtSend);
      if (generation !== myGeneration) return new Promise<never>(() => undefined);
    }
  }
}

/** Registers every outbox action's mutation defaults: call before the persisted cache is restored. */
export function registerOutboxDefaults(queryClient: QueryClient, api: ApiClient): void {
  for (const action of listOutboxActions()) {
    queryClient.setMutationDefaults(outboxMutationKey(action.kind), {
      mutationFn: (variables: unknown) =>
        sendOnce(action, variables as OutboxVariables, { api, queryClient }),
      onMutate: (variables: unknown) => {
        action.apply?.(queryClient, variables as OutboxVariables);
      },
      onSuccess: async (result: unknown, variables: unknown) => {
        noteSettled((variables as OutboxVariables).key, true);
        await action.settle?.(queryClient, result, variables as OutboxVariables);
      },
      scope: { id: OUTBOX_SCOPE },
      retry: shouldRetryOutbox,
      retryDelay: outboxRetryDelay,
      networkMode: 'online',
      // A refused write waits for the user however long it takes.
      gcTime: Infinity,
    });
  }
}

// ---- submitting ---------------------------------------------------------------------------------

export type OutboxOutcome<R> =
  { status: 'sent'; data: R | null } | { status: 'queued' } | { status: 'failed'; error: unknown };

function findByKey(cache: MutationCache, key: string) {
  return cache.getAll().find((m) => variablesOf(m)?.key === key);
}

/**
 * Starts a write the way the user made it. Resolves 'sent' when the server took it at once,
 * 'queued' when it waits for the network (offline, or the server cannot be reached: it goes by
 * itself later), 'failed' when the server refused it now (the caller shows why; the write is
 * not kept, the optimistic change is undone).
 */
export function submitOutbox<P, R>(
  queryClient: QueryClient,
  api: ApiClient,
  kind: string,
  payload: P,
): Promise<OutboxOutcome<R>> {
  const action = getOutboxAction(kind) as OutboxAction<P, R> | undefined;
  if (!action) return Promise.reject(new Error(`No outbox action '${kind}' is registered`));
  const cache = queryClient.getMutationCache();
  const variables: OutboxVariables<P> = {
    key: newClientId(),
    kind,
    createdAt: Date.now(),
    context: api.context(),
    owner: getTokens()?.uid ?? '',
    payload,
  };
  // A newer change of the same thing replaces a refused older one.
  const target = action.target?.(payload);
  if (target !== undefined) {
    for (const m of cache.getAll()) {
      const v = variablesOf(m);
      if (
        v?.kind === kind &&
        m.state.status === 'error' &&
        action.target?.(v.payload as P) === target
      ) {
        cache.remove(m);
      }
    }
  }
  const mutation = cache.build(queryClient, { mutationKey: outboxMutationKey(kind) });
  const run = mutation.execute(variables) as Promise<R | null>;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: OutboxOutcome<R>) => {
      if (settled) return;
      settled = true;
      unsubscribe();
      resolve(outcome);
    };
    const check = () => {
      if (settled) return;
      const { status, isPaused, failureCount } = mutation.state;
      if (
        status === 'pending' &&
        (isPaused || failureCount > 0 || isWaitingForSignIn(variables.key))
      ) {
        markQueued(variables.key);
        finish({ status: 'queued' });
      }
    };
    const unsubscribe = cache.subscribe((event) => {
      if (event.mutation === mutation) check();
    });
    const unsubscribeStatus = subscribeOutboxStatus(check);
    run.then(
      (data) => {
        unsubscribeStatus();
        finish({ status: 'sent', data });
      },
      (error: unknown) => {
        unsubscribeStatus();
        if (settled) return;
        // Refused while the user waits for the answer: their form shows why; nothing stays queued.
        cache.remove(mutation);
        void action.revert?.(queryClient, variables);
        finish({ status: 'failed', error });
      },
    );
    check();
  });
}

/** Drops a queued or refused write and undoes its optimistic change. */
export function discardOutboxItem(queryClient: QueryClient, key: string): void {
  const cache = queryClient.getMutationCache();
  const mutation = findByKey(cache, key);
  if (!mutation) return;
  const variables = variablesOf(mutation)!;
  cache.remove(mutation);
  noteSettled(key, false);
  void getOutboxAction(variables.kind)?.revert?.(queryClient, variables);
}

/** Sends a refused write again as it was (after the cause was removed elsewhere). */
export function retryOutboxItem(queryClient: QueryClient, key: string): void {
  const mutation = findByKey(queryClient.getMutationCache(), key);
  if (!mutation || mutation.state.status !== 'error') return;
  void mutation.execute(mutation.state.variables).catch(() => undefined);
}
