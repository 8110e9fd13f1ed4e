// Vacancies stay fresh (docs/decisions.md "Vacancies stay fresh"): a scheduled job closes a
// published vacancy the day after its end date; asks the organization 'still current?' about one
// published for FRESHNESS_ASK_AFTER_DAYS without a change (mail with one-click keep and close
// links, and an in-app notification); and closes it FRESHNESS_CLOSE_AFTER_DAYS later when nobody
// answered or changed it. A change by a person answers the question too (service.ts clears it).
// Every tenant runs in its own tenant transaction; tests drive the job with a clock of their own.
import {
  FRESHNESS_ASK_AFTER_DAYS,
  FRESHNESS_CLOSE_AFTER_DAYS,
  type VacancyFreshnessAnswer,
} from '../../../common/schemas/vacancies';
import { pickLocalized } from '../../../common/matching';
import { isUuid } from '../../../common/schemas/uuid';
import type { TenantName } from '../../../common/tenants/tenant-configs';
import type { Database, Tx } from '../../db/connection';
import { runForEachTenant } from '../../lib/each-tenant';
import { createNotFoundError } from '../../lib/app-error';
import type { Job } from '../../lib/jobs';
import type { MailLinkSettings } from '../../lib/mail-links';
import type { RequestCtx } from '../../lib/request-ctx';
import { generateToken, hashToken } from '../../lib/tokens';
import { notifyRecipients } from '../notifications/notify';
import { loadMailOrigins } from '../volunteer-centers/service';
import {
  answerFreshness,
  closeEndedVacancies,
  closeUnansweredVacancies,
  findVacancyByFreshnessToken,
  listVacanciesToAsk,
  markAsked,
  type FreshnessRow,
} from './freshness-sql';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Vacancies handled per tenant and step per run (the next run takes the rest). */
const BATCH_SIZE = 200;
export const FRESHNESS_INTERVAL_MS = 60 * 60 * 1000;
export const FRESHNESS_JOB_NAME = 'vacancy_freshness';

export interface FreshnessOptions {
  tenants?: readonly TenantName[];
  mailLinks: MailLinkSettings;
  logger?: { error(obj: object, msg: string): void };
}

export interface FreshnessOutcome {
  ended: number;
  asked: number;
  closed: number;
}

/** Today's date in the Netherlands (an end date is a Dutch calendar day). */
export function amsterdamDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

async function askOne(
  tx: Tx,
  tenant: TenantName,
  row: FreshnessRow,
  input: { now: Date; origin: string },
): Promise<void> {
  const token = generateToken();
  await markAsked(tx, tenant, { id: row.id, now: input.now, tokenHash: hashToken(token) });
  const base = `${input.origin}/vacancies/${row.id}/still-current?token=${encodeURIComponent(token)}`;
  const notify = (audience: Parameters<typeof notifyRecipients>[1]['audience']) =>
    notifyRecipients(tx, {
      tenantId: tenant,
      centerId: row.centerId,
      audience,
      kind: 'vacancy_freshness_check',
      payload: {
        vacancy_id: row.id,
        vacancy_title_nl: row.titleNl,
        vacancy_title_en: row.titleEn,
        organization_id: row.organizationId,
      },
      mail: {
        eventKey: 'vacancy.freshness_check',
        variables: (r) => ({
          vacancy: pickLocalized(row.titleNl, row.titleEn, r.locale),
          days: String(FRESHNESS_ASK_AFTER_DAYS),
          closeDays: String(FRESHNESS_CLOSE_AFTER_DAYS),
          keepLink: `${base}&answer=keep`,
          closeLink: `${base}&answer=close`,
        }),
      },
    });
  // An organization without admins: its center's coordinators keep the site current.
  if ((await notify([{ organizationAdmins: [row.organizationId] }])) === 0) {
    await notify([{ centerAdmins: row.centerId }]);
  }
}

async function refreshTenant(
  tx: Tx,
  tenant: TenantName,
  now: Date,
  options: FreshnessOptions,
): Promise<FreshnessOutcome> {
  const ended = await closeEndedVacancies(tx, tenant, {
    today: amsterdamDate(now),
    now,
    limit: BATCH_SIZE,
  });
  const closed = await closeUnansweredVacancies(tx, tenant, {
    cutoff: new Date(now.getTime() - FRESHNESS_CLOSE_AFTER_DAYS * DAY_MS),
    now,
    limit: BATCH_SIZE,
  });
  const toAsk = await listVacanciesToAsk(tx, tenant, {
    cutoff: new Date(now.getTime() - FRESHNESS_ASK_AFTER_DAYS * DAY_MS),
    limit: BATCH_SIZE,
  });
  if (toAsk.length > 0) {
    const originOf = await loadMailOrigins(tx, tenant, options.mailLinks);
    for (const row of toAsk) await askOne(tx, tenant, row, { now, origin: originOf(row.centerId) });
  }
  return { ended: ended.length, asked: toAsk.length, closed: closed.length };
}

/** One pass over every tenant. */
export async function refreshVacancies(
  database: Database,
  now: Date,
  options: FreshnessOptions,
): Promise<FreshnessOutcome> {
  const outcomes = await runForEachTenant(
    database.db,
    // A tenant that fails is logged; the others' vacancies still get their turn.
    { tenants: options.tenants, logger: options.logger, label: 'vacancy freshness run' },
    (tx, tenant) => refreshTenant(tx, tenant, now, options),
  );
  return outcomes.reduce(
    (total, o) => ({
      ended: total.ended + o.ended,
      asked: total.asked + o.asked,
      closed: total.closed + o.closed,
    }),
    { ended: 0, asked: 0, closed: 0 },
  );
}

export function createFreshnessJob(options: {
  database: Database;
  mailLinks: MailLinkSettings;
  logger: { error(obj: object, msg: string): void };
  intervalMs?: number;
}): Job {
  return {
    name: FRESHNESS_JOB_NAME,
    intervalMs: options.intervalMs ?? FRESHNESS_INTERVAL_MS,
    run: (now) =>
      refreshVacancies(options.database, now, {
        mailLinks: options.mailLinks,
        logger: options.logger,
      }),
  };
}

/**
 * The answer from the mail's link: the token is the credential (whoever holds the mail may keep
 * or close the vacancy). An unknown, used or other tenant's token is not found: the page says the
 * link was used or is out of date.
 */
export async function answerFreshnessQuestion(
  ctx: RequestCtx,
  id: string,
  input: { token: string; answer: VacancyFreshnessAnswer },
): Promise<{
  id: string;
  answer: VacancyFreshnessAnswer;
  titleNl: string | null;
  titleEn: string | null;
}> {
  const gone = () => createNotFoundError('This link was used already or is no longer valid.');
  if (!isUuid(id)) throw gone();
  return ctx.withTenant(async (tx) => {
    const row = await findVacancyByFreshnessToken(tx, ctx.tenantId, {
      id: id.toLowerCase(),
      tokenHash: hashToken(input.token),
    });
    if (!row || row.status !== 'published') throw gone();
    await answerFreshness(tx, ctx.tenantId, { id: row.id, answer: input.answer, now: ctx.now });
    return { id: row.id, answer: input.answer, titleNl: row.titleNl, titleEn: row.titleEn };
  });
}
