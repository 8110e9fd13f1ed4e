// What the offline queue tells the screen: which writes wait for a new sign-in (a 401 pauses the
// queue, nothing is lost) and the progress of the current batch (sent and still waiting).
import type { QueryClient } from '@tanstack/react-query';
import { getTokens, subscribeAuth } from '../auth-store';
import { markSessionExpired } from '../session/session';
import { isOutboxMutation } from './outbox-registry';

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

export function noteSettled(key: string, sent: boolean): void {
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

/**
 * A write refused with a 401 waits, marked as such, until its owner has signed in again: the app
 * signs out quietly (keeping the write) and asks to sign in.
 */
export async function waitForSignInAgain(
  key: string,
  owner: string,
  rejectedToken: string | undefined,
): Promise<void> {
  waitingForSignIn.add(key);
  emitStatus();
  markSessionExpired();
  await waitForNewSession(owner, rejectedToken);
  waitingForSignIn.delete(key);
  emitStatus();
}
