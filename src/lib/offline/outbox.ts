// The offline write queue (DESIGN.md section 8): every write that may happen offline is an
// outbox action, registered as TanStack mutation defaults under ['outbox', kind] with one scope,
// so queued writes replay in the order the user made them. The idempotency key and the
// tenant/center/organization travel in the mutation's variables, fixed when the user acted, so a
// replay after a reload sends the same key and headers and the server applies it exactly once.
import type { Mutation, MutationCache, QueryClient } from '@tanstack/react-query';
import { HEADER } from '../../../common/constants';
import { ERROR_CODE } from '../../../common/errors';
import { OUTBOX_SCOPE } from '../../../common/pwa';
import type { ApiClient, RequestContext } from '../api-client';
import { getTokens, subscribeAuth } from '../auth-store';
import { markSessionExpired } from '../session/session';
import { newClientId } from './ids';

export const OUTBOX_KEY_ROOT = 'outbox';
const MAX_RETRY_DELAY_MS = 30_000;

export interface OutboxVariables<P = unknown> {
  /** The Idempotency-Key, made when the user acted. */
  key: string;
  kind: string;
  createdAt: number;
  /** Tenant, center and organization of the moment the user acted. */
  context: RequestContext;
  /** The uid that queued it: only that user's session sends it. */
  owner: string;
  payload: P;
}

export interface OutboxSendContext {
  api: ApiClient;
  queryClient: QueryClient;
  /** Pass these to the request: the Idempotency-Key and the tenant context of the moment. */
  requestOptions: { headers: Record<string, string>; context: RequestContext };
}

export interface OutboxLabel {
  id: string;
  values?: Record<string, string | number>;
}

export interface OutboxAction<P, R> {
  kind: string;
  /** What the list of waiting changes calls it (a message id of i18n/*.json). */
  label: (payload: P) => OutboxLabel;
  /** The page where the user can correct a refused change. */
  fixHref?: (payload: P) => string;
  send: (ctx: OutboxSendContext, payload: P) => Promise<R>;
  /** The optimistic change, when the user acts (and again when a refused change is retried). */
  apply?: (queryClient: QueryClient, variables: OutboxVariables<P>) => void;
  /** After the server took it: its answer, or null when it had it already (409 duplicate_id). */
  settle?: (queryClient: QueryClient, result: R | null, variables: OutboxVariables<P>) => unknown;
  /** Undoes the optimistic change when the user discards the write. */
  revert?: (queryClient: QueryClient, variables: OutboxVariables<P>) => unknown;
  /** Changes to the same thing: a new one replaces a refused older one. */
  target?: (payload: P) => string;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- one registry and cache for every payload type */
type AnyOutboxAction = OutboxAction<any, any>;
export type AnyMutation = Mutation<any, any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

const registry = new Map<string, AnyOutboxAction>();

/** Registers an outbox action; the app imports every action module before it restores the cache. */
export function defineOutboxAction<P, R>(action: OutboxAction<P, R>): OutboxAction<P, R> {
  registry.set(action.kind, action as AnyOutboxAction);
  return action;
}

export function getOutboxAction(kind: string): AnyOutboxAction | undefined {
  return registry.get(kind);
}

export function outboxMutationKey(kind: string): readonly [string, string] {
  return [OUTBOX_KEY_ROOT, kind];
}

export function isOutboxMutation(mutation: AnyMutation): boolean {
  return mutation.options.mutationKey?.[0] === OUTBOX_KEY_ROOT;
}

export function variablesOf(mutation: AnyMutation): OutboxVariables | undefined {
  const variables = mutation.state.variables as OutboxVariables | undefined;
  return variables && typeof variables.key === 'string' ? variables : undefined;
}

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

// ---- waiting for the user to sign in again (a 401 pauses the queue, nothing is lost) ----------

type Listener = () => void;
const waitingForSignIn = new Set<string>();
const statusListeners = new Set<Listener>();
let waitingVersion = 0;

function emitStatus(): void {
  waitingVersion += 1;
  for (const listener of statusListeners) listener();
}

export function subscribeOutboxStatus(listener: Listener): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export function getOutboxStatusVersion(): number {
  return waitingVersion;
}

export function isWaitingForSignIn(key: string): boolean {
  return waitingForSignIn.has(key);
}

/**
 * Resolves when `owner` has a new session (signed in again). Another account's session leaves
 * it waiting: the write stays persisted under its owner and goes when they are back.
 */
function waitForNewSession(owner: string, rejectedToken: string | undefined): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const tokens = getTokens();
      if (tokens && tokens.uid === owner && tokens.accessToken !== rejectedToken) {
        unsubscribe();
        resolve();
      }
    };
    const unsubscribe = subscribeAuth(check);
  });
}

// ---- progress: what waited and has been sent since the queue was last empty ------------------

const queuedKeys = new Set<string>();
let sentFromQueue = 0;

/** A write that waits (offline, failing, restored after a reload): counted for the progress. */
export function markQueued(key: string): void {
  if (queuedKeys.has(key)) return;
  queuedKeys.add(key);
  emitStatus();
}

function noteSettled(key: string, sent: boolean): void {
  if (!queuedKeys.delete(key)) return;
  if (sent) sentFromQueue += 1;
  emitStatus();
}

export interface OutboxProgress {
  /** Waiting writes sent since the queue was last empty. */
  sent: number;
  /** Writes still waiting. */
  remaining: number;
}

export function getOutboxProgress(): OutboxProgress {
  return { sent: sentFromQueue, remaining: queuedKeys.size };
}

/** The queue is empty again: the next batch counts from zero. */
export function resetOutboxProgress(): void {
  if (sentFromQueue === 0) return;
  sentFromQueue = 0;
  emitStatus();
}

/** Writes still to be sent or refused (not yet taken by the server). */
export function countQueuedWrites(queryClient: QueryClient): number {
  return queryClient
    .getMutationCache()
    .getAll()
    .filter(
      (m) => isOutboxMutation(m) && (m.state.status === 'pending' || m.state.status === 'error'),
    ).length;
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
      waitingForSignIn.add(variables.key);
      emitStatus();
      // The session ended: the app signs out quietly (keeping this write) and asks to sign in.
      markSessionExpired();
      await waitForNewSession(variables.owner, tokenAtSend);
      waitingForSignIn.delete(variables.key);
      emitStatus();
      if (generation !== myGeneration) return new Promise<never>(() => undefined);
    }
  }
}

/** Registers every outbox action's mutation defaults: call before the persisted cache is restored. */
export function registerOutboxDefaults(queryClient: QueryClient, api: ApiClient): void {
  for (const action of registry.values()) {
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
  const action = registry.get(kind) as OutboxAction<P, R> | undefined;
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
  void registry.get(variables.kind)?.revert?.(queryClient, variables);
}

/** Sends a refused write again as it was (after the cause was removed elsewhere). */
export function retryOutboxItem(queryClient: QueryClient, key: string): void {
  const mutation = findByKey(queryClient.getMutationCache(), key);
  if (!mutation || mutation.state.status !== 'error') return;
  void mutation.execute(mutation.state.variables).catch(() => undefined);
}
