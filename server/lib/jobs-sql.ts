// The job runner's queries (jobs.ts): claiming a job's slot under an advisory lock, and recording
// how the run ended. They run on the server's own connection, outside any tenant.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { scheduledJobs } from '../db/schema/jobs';

/** The first key of every job's advisory lock ('jobs'); the second is a hash of its name. */
export const JOB_LOCK_CLASS = 0x6a6f6273;

export interface SlotClaim {
  /** True when this caller won the slot and must run the job now. */
  claimed: boolean;
  /** When the job last ran (this claim's time when claimed); null when unknown (busy lock). */
  lastRunAt: Date | null;
}

/**
 * Claims the job's slot when it is due (never ran, or last ran `intervalMs` or longer before
 * `now`): one short transaction that takes the job's advisory lock without waiting and then
 * stamps last_run_at. Another instance claiming at the same moment either misses the lock or,
 * after the commit, finds the slot taken; so each slot is claimed once. The run itself happens
 * after the commit, outside any transaction (PGlite has one connection, and PostgreSQL ends a
 * session idle in a transaction after a minute).
 */
export async function claimJobSlot(
  db: Db,
  input: { name: string; now: Date; intervalMs: number },
): Promise<SlotClaim> {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}::int, hashtext(${input.name})) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!lock.rows[0]?.locked) return { claimed: false, lastRunAt: null };
    const dueBefore = new Date(input.now.getTime() - input.intervalMs);
    const [claimed] = await tx
      .insert(scheduledJobs)
      .values({ name: input.name, lastRunAt: input.now })
      .onConflictDoUpdate({
        target: scheduledJobs.name,
        set: { lastRunAt: input.now, lastFinishedAt: null, lastError: null },
        setWhere: lte(scheduledJobs.lastRunAt, dueBefore),
      })
      .returning({ lastRunAt: scheduledJobs.lastRunAt });
    if (claimed) return { claimed: true, lastRunAt: claimed.lastRunAt };
    const [current] = await tx
      .select({ lastRunAt: scheduledJobs.lastRunAt })
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, input.name));
    return { claimed: false, lastRunAt: current?.lastRunAt ?? null };
  });
}

/** Records the end of the run that claimed the slot at `startedAt`. */
export async function recordJobRunEnd(
  db: Db,
  input: { name: string; startedAt: Date; finishedAt: Date; error: string | null },
): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({ lastFinishedAt: input.finishedAt, lastError: input.error })
    .where(and(eq(scheduledJobs.name, input.name), eq(scheduledJobs.lastRunAt, input.startedAt)));
}

/** A job's row, for tests and operators; null when it never ran. */
export async function findJobRun(
  db: Db,
  name: string,
): Promise<typeof scheduledJobs.$inferSelect | null> {
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return row ?? null;
}
