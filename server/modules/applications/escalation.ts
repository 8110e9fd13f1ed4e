// Escalation (docs/matching-api.md "Applications"): an application still `new` after
// ESCALATION_AFTER_DAYS days gets `escalated_at`, and the center admins of its center hear about
// it in-app and by mail, once. The server runs it every hour and at start (server/index.ts);
// tests call escalateApplications with an injected clock. Each tenant runs in its own tenant
// transaction, so row-level security applies as in a request.
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { ESCALATION_AFTER_DAYS } from '../../../common/matching';
import {
  TENANT_CONFIGS,
  TENANT_NAMES,
  type TenantName,
} from '../../../common/tenants/tenant-configs';
import type { Database, Tx } from '../../db/connection';
import { applications } from '../../db/schema/applications';
import { volunteerCenters } from '../../db/schema/volunteer-centers';
import { withTenant } from '../../db/with-tenant';
import { buildMailOrigin, type MailLinkSettings } from '../../lib/mail-links';
import { notifyEscalated } from './notify';
import { findApplicationViews } from './repo';
import { toFacts } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Applications escalated per tenant per run (the next run takes the rest). */
const BATCH_SIZE = 500;
export const ESCALATION_INTERVAL_MS = 60 * 60 * 1000;

export interface EscalationOptions {
  tenants?: readonly TenantName[];
  /** PUBLIC_URL and the port for the mails' links (server/lib/mail-links.ts). */
  mailLinks: MailLinkSettings;
  logger?: { error(obj: object, msg: string): void };
}

async function loadOrigins(
  tx: Tx,
  tenant: TenantName,
  mailLinks: MailLinkSettings,
): Promise<(centerId: string) => string> {
  const centers = await tx
    .select({ id: volunteerCenters.id, hosts: volunteerCenters.hosts })
    .from(volunteerCenters)
    .where(eq(volunteerCenters.tenantId, tenant));
  return (centerId) =>
    buildMailOrigin(mailLinks, {
      center: centers.find((c) => c.id === centerId)?.hosts,
      tenant: TENANT_CONFIGS[tenant].hosts,
    });
}

async function escalateTenant(
  tx: Tx,
  tenant: TenantName,
  now: Date,
  options: EscalationOptions,
): Promise<number> {
  const cutoff = new Date(now.getTime() - ESCALATION_AFTER_DAYS * DAY_MS);
  // Locked and skipped when locked: two servers running at once never escalate one twice.
  const due = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.tenantId, tenant),
        eq(applications.status, 'new'),
        isNull(applications.escalatedAt),
        lte(applications.createdAt, cutoff),
      ),
    )
    .orderBy(asc(applications.createdAt))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  if (due.length === 0) return 0;
  const escalated = await tx
    .update(applications)
    .set({ escalatedAt: now })
    .where(
      and(
        eq(applications.tenantId, tenant),
        inArray(
          applications.id,
          due.map((d) => d.id),
        ),
        isNull(applications.escalatedAt),
      ),
    )
    .returning();
  const originOf = await loadOrigins(tx, tenant, options.mailLinks);
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
  let total = 0;
  for (const tenant of options.tenants ?? TENANT_NAMES) {
    try {
      total += await withTenant(database.db, tenant, (tx) =>
        escalateTenant(tx, tenant, now, options),
      );
    } catch (error) {
      // One tenant's failure must not keep the others from being escalated.
      options.logger?.error({ err: error, tenant }, 'escalation run failed');
    }
  }
  return total;
}

export interface EscalationTimer {
  stop(): Promise<void>;
}

/** Runs escalateApplications now and then every hour, never two runs at once. */
export function startEscalationTimer(options: {
  database: Database;
  now: () => Date;
  mailLinks: MailLinkSettings;
  logger: { error(obj: object, msg: string): void };
  intervalMs?: number;
}): EscalationTimer {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = () => {
    if (stopped) return;
    running = running.then(() =>
      escalateApplications(options.database, options.now(), {
        mailLinks: options.mailLinks,
        logger: options.logger,
      }).catch((error: unknown) => options.logger.error({ err: error }, 'escalation failed')),
    );
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? ESCALATION_INTERVAL_MS);
  // The timer alone must not keep a process alive.
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
