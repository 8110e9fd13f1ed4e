// The freshness job's queries (freshness.ts). Each takes its rows under FOR UPDATE SKIP LOCKED,
// so two servers running the job at once never handle one vacancy twice. Setting
// freshness_asked_at keeps updated_at as it was: asking is not a change of the vacancy.
import { and, asc, eq, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { vacancies } from '../../db/schema/vacancies';

export interface FreshnessRow {
  id: string;
  centerId: string;
  organizationId: string;
  titleNl: string | null;
  titleEn: string | null;
}

const COLUMNS = {
  id: vacancies.id,
  centerId: vacancies.centerId,
  organizationId: vacancies.organizationId,
  titleNl: vacancies.titleNl,
  titleEn: vacancies.titleEn,
};

/**
 * Closes up to `limit` published vacancies that also meet `due`, taken under FOR UPDATE SKIP
 * LOCKED, with the job's reason; answers them.
 */
async function closeDueVacancies(
  tx: Tx,
  tenant: string,
  input: { due: SQL | undefined; reason: 'ended' | 'stale'; now: Date; limit: number },
): Promise<FreshnessRow[]> {
  const due = tx
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(and(eq(vacancies.tenantId, tenant), eq(vacancies.status, 'published'), input.due))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  return tx
    .update(vacancies)
    .set({
      status: 'closed',
      closedReason: input.reason,
      freshnessAskedAt: input.reason === 'ended' ? null : sql`${vacancies.freshnessAskedAt}`,
      freshnessTokenHash: null,
      updatedAt: input.now,
    })
    .where(and(eq(vacancies.tenantId, tenant), sql`${vacancies.id} in ${due}`))
    .returning(COLUMNS);
}

/** Closes published vacancies whose end date lies before `today` (YYYY-MM-DD, Amsterdam). */
export function closeEndedVacancies(
  tx: Tx,
  tenant: string,
  input: { today: string; now: Date; limit: number },
): Promise<FreshnessRow[]> {
  return closeDueVacancies(tx, tenant, {
    due: lt(vacancies.endsOn, input.today),
    reason: 'ended',
    now: input.now,
    limit: input.limit,
  });
}

/**
 * Published vacancies unchanged since `cutoff` and not asked yet, oldest first, locked: the
 * caller asks each (markAsked) in the same transaction.
 */
export async function listVacanciesToAsk(
  tx: Tx,
  tenant: string,
  input: { cutoff: Date; limit: number },
): Promise<FreshnessRow[]> {
  return tx
    .select(COLUMNS)
    .from(vacancies)
    .where(
      and(
        eq(vacancies.tenantId, tenant),
        eq(vacancies.status, 'published'),
        isNull(vacancies.freshnessAskedAt),
        lte(vacancies.updatedAt, input.cutoff),
        lte(vacancies.publishedAt, input.cutoff),
      ),
    )
    .orderBy(asc(vacancies.updatedAt))
    .limit(input.limit)
    .for('update', { skipLocked: true });
}

export async function markAsked(
  tx: Tx,
  tenant: string,
  input: { id: string; now: Date; tokenHash: string },
): Promise<void> {
  await tx
    .update(vacancies)
    // updated_at stays: being asked is not a change of the vacancy.
    .set({
      freshnessAskedAt: input.now,
      freshnessTokenHash: input.tokenHash,
      updatedAt: sql`${vacancies.updatedAt}`,
    })
    .where(and(eq(vacancies.tenantId, tenant), eq(vacancies.id, input.id)));
}

/**
 * Closes published vacancies asked at or before `cutoff` that nobody answered or changed since
 * (a change clears the question, so an asked one still asked is an unanswered one).
 */
export function closeUnansweredVacancies(
  tx: Tx,
  tenant: string,
  input: { cutoff: Date; now: Date; limit: number },
): Promise<FreshnessRow[]> {
  return closeDueVacancies(tx, tenant, {
    due: and(isNotNull(vacancies.freshnessAskedAt), lte(vacancies.freshnessAskedAt, input.cutoff)),
    reason: 'stale',
    now: input.now,
    limit: input.limit,
  });
}

/** The vacancy whose freshness question carries this token hash, locked; null when none. */
export async function findVacancyByFreshnessToken(
  tx: Tx,
  tenant: string,
  input: { id: string; tokenHash: string },
): Promise<(FreshnessRow & { status: string }) | null> {
  const [row] = await tx
    .select({ ...COLUMNS, status: vacancies.status })
    .from(vacancies)
    .where(
      and(
        eq(vacancies.tenantId, tenant),
        eq(vacancies.id, input.id),
        eq(vacancies.freshnessTokenHash, input.tokenHash),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Keep (still current: the 90 days start again) or close, and the question is answered. */
export async function answerFreshness(
  tx: Tx,
  tenant: string,
  input: { id: string; answer: 'keep' | 'close'; now: Date },
): Promise<void> {
  await tx
    .update(vacancies)
    .set({
      ...(input.answer === 'close' ? { status: 'closed' as const, closedReason: null } : {}),
      freshnessAskedAt: null,
      freshnessTokenHash: null,
      updatedAt: input.now,
    })
    .where(and(eq(vacancies.tenantId, tenant), eq(vacancies.id, input.id)));
}
