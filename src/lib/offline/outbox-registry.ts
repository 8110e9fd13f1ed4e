// Which writes may wait in the offline queue: each kind registers an outbox action (how it is sent,
// labelled, settled); a queued write is a TanStack mutation under ['outbox', kind] whose variables
// carry its idempotency key, owner and the request context fixed when the user acted.
import type { Mutation, QueryClient } from '@tanstack/react-query';
import type { ApiClient, RequestContext } from '../api-client';

export const OUTBOX_KEY_ROOT = 'outbox';

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

export function listOutboxActions(): AnyOutboxAction[] {
  return [...registry.values()];
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
