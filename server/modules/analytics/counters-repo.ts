// The writes analytics counts, kept in the writer's transaction: a vacancy's views, applications
// and matches per Dutch day, and an application's first answer. Called by the modules that make
// those writes, so a figure never waits for a job and never counts a write that rolled back.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { analyticsVacancyDays } from '../../db/schema/analytics';
import { applications } from '../../db/schema/applications';
import { ANSWER_BUCKETS, answerBucketOf } from '../../../common/schemas/analytics';
import { addHistograms, dutchDay } from './scope-sql';

export interface VacancyDayCount {
  tenantId: string;
  vacancyId: string;
  centerId: string;
  organizationId: string;
  at: Date;
  views?: number;
  applications?: number;
  matches?: number;
}

/** Adds to a vacancy's counters of the Dutch day `at` falls on. */
export async function countVacancyDay(tx: Tx, count: VacancyDayCount): Promise<void> {
  const views = count.views ?? 0;
  const applied = count.applications ?? 0;
  const matches = count.matches ?? 0;
  await tx
    .insert(analyticsVacancyDays)
    .values({
      tenantId: count.tenantId,
      vacancyId: count.vacancyId,
      day: sql`${dutchDay(sql`${count.at.toISOString()}::timestamptz`)}`,
      centerId: count.centerId,
      organizationId: count.organizationId,
      views,
      applications: applied,
      matches,
    })
    .onConflictDoUpdate({
      target: [
        analyticsVacancyDays.tenantId,
        analyticsVacancyDays.vacancyId,
        analyticsVacancyDays.day,
      ],
      set: {
        views: sql`${analyticsVacancyDays.views} + ${views}`,
        applications: sql`${analyticsVacancyDays.applications} + ${applied}`,
        matches: sql`${analyticsVacancyDays.matches} + ${matches}`,
      },
    });
}

/**
 * The first answer an application got (a later one changes nothing), counted in the answer-time
 * histogram of the application's vacancy and day. Not an edit of the application: its updated_at
 * stays.
 */
export async function markFirstAnswer(
  tx: Tx,
  tenantId: string,
  applicationId: string,
  at: Date,
): Promise<void> {
  const [row] = await tx
    .update(applications)
    .set({ firstAnsweredAt: at, updatedAt: sql`${applications.updatedAt}` })
    .where(
      and(
        eq(applications.tenantId, tenantId),
        eq(applications.id, applicationId),
        isNull(applications.firstAnsweredAt),
      ),
    )
    .returning({
      vacancyId: applications.vacancyId,
      centerId: applications.centerId,
      organizationId: applications.organizationId,
      createdAt: applications.createdAt,
    });
  if (!row) return;
  const counts = new Array<number>(ANSWER_BUCKETS).fill(0);
  counts[answerBucketOf((at.getTime() - row.createdAt.getTime()) / 3_600_000) - 1] = 1;
  const added = `{${counts.join(',')}}`;
  await tx
    .insert(analyticsVacancyDays)
    .values({
      tenantId,
      vacancyId: row.vacancyId,
      day: sql`${dutchDay(sql`${row.createdAt.toISOString()}::timestamptz`)}`,
      centerId: row.centerId,
      organizationId: row.organizationId,
      answers: sql`${added}::integer[]`,
    })
    .onConflictDoUpdate({
      target: [
        analyticsVacancyDays.tenantId,
        analyticsVacancyDays.vacancyId,
        analyticsVacancyDays.day,
      ],
      set: { answers: addHistograms(sql`${analyticsVacancyDays.answers}`, sql`excluded.answers`) },
    });
}
