// The one runner of scheduled jobs (escalation today; reminders, offers, digests and scheduled
// publishing later register here too). A job has a name and an interval; every instance of the
// server runs a runner, and each slot of a job runs on one of them only: the slot is claimed in
// the database under the job's advisory lock (jobs-sql.ts). The last run is kept there, so after
// downtime a job whose slot passed runs once at start (catch-up), not once per missed slot.
// Queue pollers such as the outbox worker are not jobs: they drain work as it comes.
import type { Db } from '../db/connection';
import type { Now } from './clock';
import { claimJobSlot, recordJobRunEnd } from './jobs-sql';

export interface Job {
  /** Unique: names the job's row and its lock, so keep it once deployed. */
  name: string;
  /** The time between two runs' starts. */
  intervalMs: number;
  /** One run, with the runner's clock at its start; a throw is logged and the slot counts. */
  run(now: Date): Promise<unknown>;
}

export interface JobRunner {
  register(job: Job): void;
  /**
   * Runs the due jobs now (catch-up), then looks again every tick; the promise settles when the
   * first pass is done, with the names of the jobs it ran.
   */
  start(): Promise<string[]>;
  /**
   * Runs every registered job that is due now, one after the other (after any pass under way);
   * answers the names of those this runner ran.
   */
  runDueJobs(): Promise<string[]>;
  /** Stops the ticks and waits for the pass under way. */
  stop(): Promise<void>;
}

/** How often a started runner looks for due jobs, at most. */
export const JOB_TICK_MS = 60_000;

interface Logger {
  error(obj: object, msg: string): void;
  /** Each run that took place (one instance runs each slot: the log shows which). */
  info?(obj: object, msg: string): void;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createJobRunner(options: {
  db: Db;
  now: Now;
  logger: Logger;
  /** How often to look for due jobs (JOB_TICK_MS, or the shortest interval when shorter). */
  tickMs?: number;
}): JobRunner {
  const jobs = new Map<string, Job>();
  /** Per job, the runner's time before which it is known not to be due (saves a query a tick). */
  const notDueBefore = new Map<string, number>();
  let pass: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function runIfDue(job: Job): Promise<boolean> {
    const now = options.now();
    if ((notDueBefore.get(job.name) ?? -Infinity) > now.getTime()) return false;
    const slot = await claimJobSlot(options.db, {
      name: job.name,
      now,
      intervalMs: job.intervalMs,
    });
    if (slot.lastRunAt) notDueBefore.set(job.name, slot.lastRunAt.getTime() + job.intervalMs);
    if (!slot.claimed) return false;
    let error: string | null = null;
    try {
      await job.run(now);
    } catch (thrown) {
      error = describeError(thrown);
      options.logger.error({ err: thrown, job: job.name }, 'scheduled job failed');
    }
    const finishedAt = options.now();
    await recordJobRunEnd(options.db, { name: job.name, startedAt: now, finishedAt, error });
    options.logger.info?.(
      { job: job.name, ms: finishedAt.getTime() - now.getTime(), failed: error !== null },
      'scheduled job ran',
    );
    return true;
  }

  async function runPass(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs.values()) {
      if (stopped) break;
      try {
        if (await runIfDue(job)) ran.push(job.name);
      } catch (error) {
        // Claiming or recording failed (database unreachable): the next tick tries again.
        options.logger.error({ err: error, job: job.name }, 'scheduled job bookkeeping failed');
      }
    }
    return ran;
  }

  /** Passes queued or under way; a tick adds none while one is (a long run must not pile them up). */
  let queued = 0;
  function runDueJobs(): Promise<string[]> {
    queued += 1;
    const next = pass.then(runPass).finally(() => {
      queued -= 1;
    });
    pass = next.catch(() => undefined);
    return next;
  }

  return {
    register(job) {
      if (jobs.has(job.name)) throw new Error(`A job named ${job.name} is registered already.`);
      jobs.set(job.name, job);
    },
    start() {
      if (timer || stopped) return Promise.resolve([]);
      const shortest = Math.min(...[...jobs.values()].map((j) => j.intervalMs));
      const tickMs = options.tickMs ?? Math.min(JOB_TICK_MS, shortest);
      timer = setInterval(() => {
        if (queued === 0) void runDueJobs();
      }, tickMs);
      // The ticks alone must not keep a process alive.
      timer.unref();
      return runDueJobs();
    },
    runDueJobs,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await pass;
    },
  };
}
