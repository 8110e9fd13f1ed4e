// Scheduled jobs (server/lib/jobs.ts): when each job last ran, shared by every server instance, so
// a job runs once per slot however many instances there are, and a slot missed while every
// instance was down is run once at the next start. Not tenant-owned (a job spans tenants), so
// outside row-level security; only the server's own connection uses it.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const scheduledJobs = pgTable('scheduled_jobs', {
  /** The job's registered name, e.g. 'escalate_applications'. */
  name: text('name').primaryKey(),
  /** The runner's clock when the last run started (claimed its slot). */
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  /** When that run ended; null while it runs (or when its instance stopped mid-run). */
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The last run's error message, null when it succeeded. */
  lastError: text('last_error'),
});

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;
