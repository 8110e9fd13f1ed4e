// The operations routes' queries: does the database answer, which migrations it has, and what
// the metrics read at each scrape (the outbox's backlog, the scheduled jobs' last runs). They run
// on the server's own connection; the outbox is read tenant by tenant, under row-level security.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { TENANT_NAMES } from '../../../common/tenants/tenant-configs';
import { MIGRATIONS_DIR, type Db } from '../../db/connection';
import { withTenant } from '../../db/with-tenant';

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** How many migrations this code has, and the newest one's time (drizzle's journal). */
export function readKnownMigrations(): { count: number; newest: number } {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return { count: journal.entries.length, newest: Math.max(...journal.entries.map((e) => e.when)) };
}

/** How many migrations the database has, and the newest one's time (drizzle's own table). */
export async function readAppliedMigrations(
  db: Db,
): Promise<{ count: number; newest: number | null }> {
  const exists = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!exists.rows[0]?.present) return { count: 0, newest: null };
  const result = (await db.execute(
    sql`select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { count: number; newest: string | null }[] };
  const row = result.rows[0];
  return { count: Number(row?.count ?? 0), newest: row?.newest ? Number(row.newest) : null };
}

/** Mails waiting to be sent and mails given up on, over every tenant. */
export async function countOutbox(db: Db): Promise<{ pending: number; failed: number }> {
  const totals = { pending: 0, failed: 0 };
  for (const tenant of TENANT_NAMES) {
    const result = (await withTenant(db, tenant, (tx) =>
      tx.execute(sql`
        select count(*) filter (where status = 'pending')::int as pending,
               count(*) filter (where status = 'failed')::int as failed
        from email_outbox where tenant_id = ${tenant} and status in ('pending', 'failed')
      `),
    )) as unknown as { rows: { pending: number; failed: number }[] };
    totals.pending += Number(result.rows[0]?.pending ?? 0);
    totals.failed += Number(result.rows[0]?.failed ?? 0);
  }
  return totals;
}

export interface JobState {
  name: string;
  lastRunAt: Date;
  lastFinishedAt: Date | null;
  failed: boolean;
}

/** Each scheduled job's last run, whichever instance ran it. */
export async function readJobStates(db: Db): Promise<JobState[]> {
  const result = (await db.execute(sql`
    select name, last_run_at, last_finished_at, last_error is not null as failed
    from scheduled_jobs order by name
  `)) as unknown as {
    rows: {
      name: string;
      last_run_at: string | Date;
      last_finished_at: string | Date | null;
      failed: boolean;
    }[];
  };
  return result.rows.map((r) => ({
    name: r.name,
    lastRunAt: new Date(r.last_run_at),
    lastFinishedAt: r.last_finished_at ? new Date(r.last_finished_at) : null,
    failed: r.failed,
  }));
}
