// Delivers the outbox: every few seconds it walks the tenants (each in its own tenant
// transaction, so row-level security still applies), claims due mail, sends it over SMTP with
// nodemailer and records the result: sent, or retried later with exponential backoff and the
// last error kept, or failed after the last attempt. Without SMTP_URL mail is marked kept.
// Requests never wait for any of this: they only write outbox rows (enqueue-email.ts).
// A queue poller, not a scheduled job of server/lib/jobs.ts: it drains mail as it comes (every
// instance at once, each claiming other rows), where a job runs once per slot on one instance.
import nodemailer from 'nodemailer';
import { TENANT_NAMES, type TenantName } from '../../../common/tenants/tenant-configs';
import type { Database } from '../../db/connection';
import type { EmailOutboxRow } from '../../db/schema/email';
import { withTenant } from '../../db/with-tenant';
import type { Settings } from '../../env';
import {
  claimDueMails,
  keepPendingMails,
  recordDelivery,
  type DeliveryResult,
} from './outbox-repo';

/** Waits after failed attempt 1, 2, ... 5; attempt 6 failing gives up. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long a claimed row stays invisible to other workers while it is being sent. */
const LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 20;
/** Batches per tenant per run, so one tenant's backlog cannot starve the others for long. */
const MAX_BATCHES = 10;
/** SMTP replies that no retry will change (mailbox unavailable, not local, bad address). */
const PERMANENT_CODES = new Set([550, 551, 553]);

export interface WorkerLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxWorkerOptions {
  database: Database;
  settings: Pick<Settings, 'smtpUrl' | 'mailFrom' | 'mailWorkerIntervalMs'>;
  logger: WorkerLogger;
  /** The clock (tests move it past a backoff). */
  now?: () => Date;
  /** The tenants to deliver for (default: all). */
  tenants?: readonly TenantName[];
}

export interface OutboxWorker {
  /** Stops the timer, waits for runs already asked for and closes the SMTP connection. */
  stop(): Promise<void>;
  /** One pass over every tenant; resolves with how many mails it handled. */
  runOnce(): Promise<number>;
}

type Mailer = ReturnType<typeof nodemailer.createTransport>;

function createMailer(smtpUrl: string): Mailer {
  // Short timeouts: a hanging SMTP server must not hold a run (or shutdown) for minutes.
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

function describeFailure(error: unknown): { message: string; permanent: boolean } {
  const e = error as { message?: string; responseCode?: number };
  const message = (e.message ?? String(error)).slice(0, 1000);
  return { message, permanent: PERMANENT_CODES.has(e.responseCode ?? 0) };
}

/** What a failed attempt leads to: a retry after the backoff, or giving up. */
export function planRetry(attempts: number, now: Date, permanent = false): DeliveryResult {
  if (permanent || attempts >= MAX_ATTEMPTS) {
    return { status: 'failed', attempts, nextAttemptAt: now };
  }
  const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1]!;
  return { status: 'pending', attempts, nextAttemptAt: new Date(now.getTime() + delay) };
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { database, settings, logger } = options;
  const now = options.now ?? (() => new Date());
  const tenants = options.tenants ?? TENANT_NAMES;
  const mailer = settings.smtpUrl ? createMailer(settings.smtpUrl) : null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  // Runs never overlap: each waits for the one before it.
  let chain: Promise<unknown> = Promise.resolve();

  async function send(row: EmailOutboxRow): Promise<DeliveryResult> {
    const attempts = row.attempts + 1;
    try {
      await mailer!.sendMail({
        from: settings.mailFrom,
        to: row.toAddress,
        subject: row.subject,
        text: row.bodyText,
        ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
        headers: {
          ...row.headers,
          'Auto-Submitted': 'auto-generated',
          'Content-Language': row.locale,
          'X-Outbox-Id': row.id,
        },
      });
      return { status: 'sent', attempts, nextAttemptAt: now(), sentAt: now() };
    } catch (error) {
      const failure = describeFailure(error);
      const result = planRetry(attempts, now(), failure.permanent);
      logger.warn(
        {
          mailId: row.id,
          tenant: row.tenantId,
          attempts,
          status: result.status,
          err: failure.message,
        },
        'mail delivery failed',
      );
      return { ...result, lastError: failure.message };
    }
  }

  async function deliverTenant(tenant: TenantName): Promise<number> {
    if (!mailer) return withTenant(database.db, tenant, (tx) => keepPendingMails(tx, tenant));
    let handled = 0;
    // After stop() the batch in hand is finished, and no further one is claimed.
    for (let batch = 0; batch < MAX_BATCHES && !(batch > 0 && stopped); batch++) {
      const claimedAt = now();
      const rows = await withTenant(database.db, tenant, (tx) =>
        claimDueMails(tx, tenant, {
          now: claimedAt,
          limit: BATCH_SIZE,
          leaseUntil: new Date(claimedAt.getTime() + LEASE_MS),
        }),
      );
      // Sent one by one outside any transaction: SMTP never holds a database connection.
      for (const row of rows) {
        const result = await send(row);
        await withTenant(database.db, tenant, (tx) => recordDelivery(tx, tenant, row.id, result));
        handled++;
      }
      if (rows.length < BATCH_SIZE) break;
    }
    return handled;
  }

  async function run(): Promise<number> {
    let handled = 0;
    for (const tenant of tenants) {
      try {
        handled += await deliverTenant(tenant);
      } catch (error) {
        logger.error({ err: error, tenant }, 'outbox run failed');
      }
    }
    return handled;
  }

  function runOnce(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    const next = chain.then(run, run);
    chain = next.catch(() => undefined);
    return next;
  }

  function schedule() {
    if (stopped || settings.mailWorkerIntervalMs <= 0) return;
    timer = setTimeout(() => {
      timer = null;
      void runOnce().finally(schedule);
    }, settings.mailWorkerIntervalMs);
    // The worker alone must not keep a process alive.
    timer.unref();
  }

  schedule();
  logger.info(
    { smtp: Boolean(mailer), intervalMs: settings.mailWorkerIntervalMs },
    mailer ? 'outbox worker started' : 'outbox worker started without SMTP: mail is kept',
  );

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await chain;
      mailer?.close();
    },
  };
}
