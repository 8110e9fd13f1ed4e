// The periodic mail (docs/decisions.md "The periodic mail"): an hourly job that, for the latest
// due week and month, sends each volunteer who chose that cadence one mail with the vacancies
// published in the period that match their profile, with the reasons, in their language. The
// volunteer's period is marked done (digest_sends) in the transaction that queues the mail, and
// also when nothing matched (then no mail): a second instance, a second run or a run after
// downtime finds the row and sends nothing. Periods that ended before the job first ran on this
// database are never sent (no surprise mails about old vacancies on a first start).
import { API_BASE_PATH } from '../../../common/constants';
import {
  TENANT_CONFIGS,
  TENANT_NAMES,
  type TenantName,
} from '../../../common/tenants/tenant-configs';
import type { Database, Tx } from '../../db/connection';
import { runForEachTenant } from '../../lib/each-tenant';
import type { Job } from '../../lib/jobs';
import type { MailLinkSettings } from '../../lib/mail-links';
import { enqueueEmail } from '../email/enqueue-email';
import { findNewMatchingVacancies } from '../vacancies/digest-matches';
import { loadMailOrigins } from '../volunteer-centers/service';
import { DIGEST_CADENCES, findDuePeriod, type DigestCadence, type DigestPeriod } from './periods';
import { renderVacancyList } from './render';
import { ensureServerValue, listDigestRecipients, recordDigestSend } from './repo';
import { loadUnsubscribeKey, signUnsubscribeToken } from './unsubscribe-token';

export const DIGEST_JOB_NAME = 'vacancy_digest';
export const DIGEST_INTERVAL_MS = 60 * 60 * 1000;
/** The vacancies a mail lists; beyond them it says how many more there are. */
export const DIGEST_MAX_LISTED = 10;
/** Volunteers per tenant transaction; the run goes on with the next batch until none is left. */
const BATCH_SIZE = 100;
/** Where the unsubscribe page lives (public: the token is the credential). */
export const DIGEST_UNSUBSCRIBE_PATH = '/periodieke-mail/uitschrijven';
/** Where a mail program's unsubscribe button posts (RFC 8058), the same token in the query. */
export const DIGEST_ONE_CLICK_PATH = `${API_BASE_PATH}/digest_unsubscriptions/one_click`;
const STARTED_AT_NAME = 'digest_started_at';

export interface DigestOptions {
  tenants?: readonly TenantName[];
  mailLinks: MailLinkSettings;
  logger?: { error(obj: object, msg: string): void };
}

export interface DigestOutcome {
  /** Mails queued. */
  sent: number;
  /** Volunteers whose period was done without a mail (nothing new matched). */
  empty: number;
}

interface Window {
  cadence: DigestCadence;
  period: DigestPeriod;
  from: Date;
}

async function sendBatch(
  tx: Tx,
  tenant: TenantName,
  window: Window,
  key: Buffer,
  options: DigestOptions,
): Promise<DigestOutcome & { seen: number }> {
  const outcome = { sent: 0, empty: 0, seen: 0 };
  const recipients = await listDigestRecipients(tx, tenant, {
    cadence: window.cadence,
    periodKey: window.period.key,
    limit: BATCH_SIZE,
  });
  outcome.seen = recipients.length;
  if (recipients.length === 0) return outcome;
  const originOf = await loadMailOrigins(tx, tenant, options.mailLinks);
  for (const r of recipients) {
    const { total, matches } = await findNewMatchingVacancies(tx, tenant, {
      centerId: r.center_id,
      profile: r,
      from: window.from,
      before: window.period.end,
      listed: DIGEST_MAX_LISTED,
    });
    const recorded = await recordDigestSend(tx, tenant, {
      userId: r.user_id,
      periodKey: window.period.key,
      vacancyCount: total,
    });
    if (!recorded) continue;
    if (total === 0) {
      outcome.empty += 1;
      continue;
    }
    const origin = originOf(r.center_id);
    const token = signUnsubscribeToken(key, {
      tenantId: tenant,
      centerId: r.center_id,
      userId: r.user_id,
    });
    await enqueueEmail(tx, {
      tenantId: tenant,
      to: r.email,
      locale: r.locale,
      eventKey: 'digest.periodic',
      centerId: r.center_id,
      // The mail program's own unsubscribe button (Gmail and Yahoo ask it of bulk senders).
      headers: {
        'List-Unsubscribe': `<${origin}${DIGEST_ONE_CLICK_PATH}?token=${encodeURIComponent(token)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      variables: {
        name: r.first_name ?? '',
        count: String(total),
        vacancies: renderVacancyList({ matches, total, locale: r.locale, origin }),
        link: `${origin}/vacancies/search`,
        unsubscribeLink: `${origin}${DIGEST_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
      },
    });
    outcome.sent += 1;
  }
  return outcome;
}

/** One pass: every tenant, every cadence, the latest due period, until every volunteer is done. */
export async function sendDigests(
  database: Database,
  now: Date,
  options: DigestOptions,
): Promise<DigestOutcome> {
  const startedAt = new Date(
    await ensureServerValue(database.db, STARTED_AT_NAME, () => now.toISOString()),
  );
  const key = await loadUnsubscribeKey(database.db);
  const total: DigestOutcome = { sent: 0, empty: 0 };
  const tenants = (options.tenants ?? TENANT_NAMES).filter(
    (t) => TENANT_CONFIGS[t].features.volunteerProfiles,
  );
  for (const cadence of DIGEST_CADENCES) {
    const period = findDuePeriod(cadence, now);
    // A period that ended before the first run is not this database's to send.
    if (period.end.getTime() <= startedAt.getTime()) continue;
    const window: Window = {
      cadence,
      period,
      from: new Date(Math.max(period.start.getTime(), startedAt.getTime())),
    };
    let pending = tenants;
    while (pending.length > 0) {
      const busy: TenantName[] = [];
      await runForEachTenant(
        database.db,
        { tenants: pending, logger: options.logger, label: 'periodic mail run' },
        async (tx, tenant) => {
          const batch = await sendBatch(tx, tenant, window, key, options);
          total.sent += batch.sent;
          total.empty += batch.empty;
          if (batch.seen === BATCH_SIZE) busy.push(tenant);
        },
      );
      pending = busy;
    }
  }
  return total;
}

export function createDigestJob(options: {
  database: Database;
  mailLinks: MailLinkSettings;
  logger: { error(obj: object, msg: string): void };
  intervalMs?: number;
}): Job {
  return {
    name: DIGEST_JOB_NAME,
    intervalMs: options.intervalMs ?? DIGEST_INTERVAL_MS,
    run: (now) =>
      sendDigests(options.database, now, {
        mailLinks: options.mailLinks,
        logger: options.logger,
      }),
  };
}
