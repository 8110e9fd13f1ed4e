// Escalation (docs/matching-api.md "Applications"): an application still `new` after
// ESCALATION_AFTER_DAYS days gets `escalated_at`, and the center admins of its center hear about
// it in-app and by mail, once. It is a scheduled job of server/lib/jobs.ts, every hour (and at
// start when its hour passed while the server was down); tests call escalateApplications with a
// clock of their own. Each tenant runs in its own tenant transaction, so row-level security
// applies as in a request.
import { ESCALATION_AFTER_DAYS } from '../../../common/matching';
import type { TenantName } from '../../../common/tenants/tenant-configs';
import type { Database, Tx } from '../../db/connection';
import { runForEachTenant } from '../../lib/each-tenant';
import type { Job } from '../../lib/jobs';
import type { MailLinkSettings } from '../../lib/mail-links';
import { loadMailOrigins } from '../volunteer-centers/service';
import { escalateDueApplications } from './escalation-sql';
import { notifyEscalated, toFacts } from './notify';
import { findApplicationViews } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Applications escalated per tenant per run (the next run takes the rest). */
const BATCH_SIZE = 500;
export const ESCALATION_INTERVAL_MS = 60 * 60 * 1000;
export const ESCALATION_JOB_NAME = 'escalate_applications';

export interface EscalationOptions {
  tenants?: readonly TenantName[];
  /** PUBLIC_URL and the port for the mails' links (server/lib/mail-links.ts). */
  mailLinks: MailLinkSettings;
  logger?: { error(obj: object, msg: string): void };
}

async function escalateTenant(
  tx: Tx,
  tenant: TenantName,
  now: Date,
  options: EscalationOptions,
): Promise<number> {
  const cutoff = new Date(now.getTime() - ESCALATION_AFTER_DAYS * DAY_MS);
  const escalated = await escalateDueApplications(tx, tenant, { cutoff, now, limit: BATCH_SIZE });
  if (escalated.length === 0) return 0;
  const originOf = await loadMailOrigins(tx, tenant, options.mailLinks);
  const views = await findApplicationViews(
    tx,
    tenant,
    escalated.map((a) => a.id),
  );
  for (const view of views) {
    const application = escalated.find((a) => a.id === view.application.id)!;
    await notifyEscalated(tx, {
      facts: toFacts(view, application),
      origin: originOf(application.centerId),
      days: Math.floor((now.getTime() - application.createdAt.getTime()) / DAY_MS),
    });
  }
  return escalated.length;
}

/** One pass over every tenant; answers how many applications were escalated. */
export async function escalateApplications(
  database: Database,
  now: Date,
  options: EscalationOptions,
): Promise<number> {
  const counts = await runForEachTenant(
    database.db,
    { tenants: options.tenants, logger: options.logger, label: 'escalation run' },
    (tx, tenant) => escalateTenant(tx, tenant, now, options),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** The escalation as a scheduled job (server/index.ts registers it with the job runner). */
export function createEscalationJob(options: {
  database: Database;
  mailLinks: MailLinkSettings;
  logger: { error(obj: object, msg: string): void };
  intervalMs?: number;
}): Job {
  return {
    name: ESCALATION_JOB_NAME,
    intervalMs: options.intervalMs ?? ESCALATION_INTERVAL_MS,
    run: (now) =>
      escalateApplications(options.database, now, {
        mailLinks: options.mailLinks,
        logger: options.logger,
      }),
  };
}
