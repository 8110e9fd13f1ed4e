// A tenant transaction kept open across the hooks of one request, so that an idempotent write's
// claim, the handler's writes and the stored answer commit together (DESIGN.md section 12).
// The idempotency hook opens it before the handler and ends it once the answer is known; in
// between, every `request.withTenant` of that request runs in it as a savepoint, one at a time.
//
// While it is open it holds one connection: PGlite's only one (every other query of the process
// waits for the commit) or one of the pg pool's. So nothing the request awaits in the meantime
// may need another connection: code that runs for the request goes through `request.withTenant`,
// never through `withTenant(app.database.db, ...)`, which would wait for this very transaction
// on PGlite (a deadlock) and take a second connection from the pool on PostgreSQL.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './connection';
import { withTenant } from './with-tenant';

export interface HeldTransaction {
  readonly tenantId: string;
  /** True until `end` is called. */
  readonly open: boolean;
  /**
   * Runs `fn` in a savepoint of the held transaction, after the calls before it: it rolls back
   * its own writes when it throws and keeps them (until the end) when it resolves.
   */
  run<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` once the transaction has committed (never after a rollback): for effects outside
   * the database that must not happen unless the writes stay, such as deleting a replaced file.
   * Its failure is ignored (best effort, like the same effect of a request without a key).
   */
  afterCommit(fn: () => Promise<unknown>): void;
  /** Waits for the calls under way, then commits (or rolls back) and waits for that. */
  end(commit: boolean): Promise<void>;
}

/**
 * Runs `fn` after the request's held transaction commits, or now when the request holds none
 * (its `withTenant` calls committed each on their own).
 */
export async function runAfterCommit(
  held: HeldTransaction | null,
  fn: () => Promise<unknown>,
): Promise<void> {
  if (held?.open) held.afterCommit(fn);
  else await fn().catch(() => undefined);
}

class RollbackRequested extends Error {
  constructor() {
    super('held transaction rolled back');
  }
}

/** Which held transaction the code running now is inside (to refuse a nested call). */
const running = new AsyncLocalStorage<HeldTransaction>();

/** Begins a tenant transaction (withTenant's row-level security) and keeps it open. */
export async function openHeldTransaction(
  db: Db,
  tenantId: string,
  requestId?: string,
): Promise<HeldTransaction> {
  let ready!: (tx: Tx) => void;
  const opened = new Promise<Tx>((resolve) => (ready = resolve));
  let finish!: (commit: boolean) => void;
  const finished = new Promise<boolean>((resolve) => (finish = resolve));
  const settled = withTenant(
    db,
    tenantId,
    async (tx) => {
      ready(tx);
      if (!(await finished)) throw new RollbackRequested();
    },
    { requestId },
  );
  // BEGIN may fail (no connection): then the transaction ends before it was handed out.
  const endedEarly = settled.then(() => {
    throw new Error('the held transaction ended before it opened');
  });
  endedEarly.catch(() => undefined);
  const tx = await Promise.race([opened, endedEarly]);

  let state: 'open' | 'ending' | 'closed' = 'open';
  let queue: Promise<unknown> = Promise.resolve();
  const committedCallbacks: (() => Promise<unknown>)[] = [];
  const held: HeldTransaction = {
    tenantId,
    get open() {
      return state === 'open';
    },
    run<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      if (running.getStore() === held) {
        // Inside a call of the same transaction: waiting for it would never end.
        return Promise.reject(
          new Error('withTenant called inside withTenant of the same request; pass its tx along'),
        );
      }
      if (state !== 'open') return Promise.reject(new Error('the held transaction has ended'));
      const result = queue.then(() => running.run(held, () => tx.transaction(fn)));
      queue = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    },
    afterCommit(fn: () => Promise<unknown>) {
      if (state !== 'open') throw new Error('the held transaction has ended');
      committedCallbacks.push(fn);
    },
    async end(commit: boolean) {
      if (state !== 'open') return;
      state = 'ending';
      await queue;
      finish(commit);
      try {
        await settled;
      } catch (error) {
        if (!(error instanceof RollbackRequested)) throw error;
        return;
      } finally {
        state = 'closed';
      }
      if (!commit) return;
      for (const fn of committedCallbacks) await fn().catch(() => undefined);
    },
  };
  return held;
}
