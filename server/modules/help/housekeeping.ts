// One-to-one help's scheduled housekeeping (docs/help-api.md "Retention"), a job of the shared
// runner (server/lib/jobs.ts), every hour: requests nobody confirmed within
// UNCONFIRMED_HELP_REQUEST_DAYS are deleted, and the personal data of done or cancelled requests
// is cleared HELP_RETENTION_MONTHS after they closed. Tests call runHelpHousekeeping with a clock
// of their own. Each tenant runs in its own tenant transaction (row-level security applies).
import { UNCONFIRMED_HELP_REQUEST_DAYS } from '../../../common/schemas/help';
import type { TenantName } from '../../../common/tenants/tenant-configs';
import type { Database } from '../../db/connection';
import { runForEachTenant } from '../../lib/each-tenant';
import type { Job } from '../../lib/jobs';
import { anonymizeClosedRequests, deleteUnconfirmedRequests } from './housekeeping-sql';

const DAY_MS = 24 * 60 * 60 * 1000;
export const HELP_HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
export const HELP_HOUSEKEEPING_JOB_NAME = 'help_housekeeping';

/** `months` calendar months before `now` (31 March minus one month is 3 March: Date's overflow). */
export function subtractMonths(now: Date, months: number): Date {
  const out = new Date(now.getTime());
  out.setUTCMonth(out.getUTCMonth() - months);
  return out;
}

export interface HelpHousekeepingOptions {
  retentionMonths: number;
  tenants?: readonly TenantName[];
  logger?: { error(obj: object, msg: string): void };
}

/** One pass over every tenant; answers what it deleted and anonymized. */
export async function runHelpHousekeeping(
  database: Database,
  now: Date,
  options: HelpHousekeepingOptions,
): Promise<{ deleted: number; anonymized: number }> {
  const total = { deleted: 0, anonymized: 0 };
  const unconfirmedCutoff = new Date(now.getTime() - UNCONFIRMED_HELP_REQUEST_DAYS * DAY_MS);
  const retentionCutoff = subtractMonths(now, options.retentionMonths);
  await runForEachTenant(
    database.db,
    // A tenant that fails is logged; the others' personal data is not kept longer for it.
    { tenants: options.tenants, logger: options.logger, label: 'help housekeeping' },
    async (tx, tenant) => {
      total.deleted += await deleteUnconfirmedRequests(tx, tenant, unconfirmedCutoff);
      total.anonymized += await anonymizeClosedRequests(tx, tenant, {
        cutoff: retentionCutoff,
        now,
      });
    },
  );
  return total;
}

/** The housekeeping as a scheduled job (server/index.ts registers it with the job runner). */
export function createHelpHousekeepingJob(options: {
  database: Database;
  retentionMonths: number;
  logger: { error(obj: object, msg: string): void };
  intervalMs?: number;
}): Job {
  return {
    name: HELP_HOUSEKEEPING_JOB_NAME,
    intervalMs: options.intervalMs ?? HELP_HOUSEKEEPING_INTERVAL_MS,
    run: (now) =>
      runHelpHousekeeping(options.database, now, {
        retentionMonths: options.retentionMonths,
        logger: options.logger,
      }),
  };
}
