// The writes analytics counts, kept in the writer's transaction: views, applications and matches
// per vacancy and per organization (each as a day row and a month row, scope-sql.ts inPeriod), an
// application's first answer, and the days a volunteer was active. Called by the modules that make those writes,
// so a figure never waits for a job and never counts a write that rolled back.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { applications } from '../../db/schema/applications';
import { ANSWER_BUCKETS, answerBucketOf } from '../../../common/schemas/analytics';
import { ALL_ORGANIZATIONS, addHistograms, countedDays, vacancyGroups } from './scope-sql';

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

function instant(at: Date) {
  return countedDays(sql`${at.toISOString()}::timestamptz`);
}

/** Adds to the counters of a vacancy, its organization, tags and place, of the day `at` falls on. */
export async function countVacancyDay(tx: Tx, count: VacancyDayCount): Promise<void> {
  const { tenantId, vacancyId, centerId, organizationId } = count;
  const n = sql`${count.views ?? 0}::int, ${count.applications ?? 0}::int, ${count.matches ?? 0}::int`;
  const { day, month } = instant(count.at);
  await tx.execute(sql`
    insert into analytics_vacancy_days
      (tenant_id, vacancy_id, grain, day, center_id, organization_id, views, applications, matches)
    values (${tenantId}, ${vacancyId}, 'd', ${day}, ${centerId}, ${organizationId}, ${n}),
           (${tenantId}, ${vacancyId}, 'm', ${month}, ${centerId}, ${organizationId}, ${n})
    on conflict (tenant_id, vacancy_id, grain, day) do update set
      views = analytics_vacancy_days.views + excluded.views,
      applications = analytics_vacancy_days.applications + excluded.applications,
      matches = analytics_vacancy_days.matches + excluded.matches
  `);
  await tx.execute(sql`
    insert into analytics_days
      (tenant_id, grain, day, center_id, organization_id, views, applications, matches)
    values (${tenantId}, 'd', ${day}, ${centerId}, ${organizationId}, ${n}),
           (${tenantId}, 'm', ${month}, ${centerId}, ${organizationId}, ${n})
    on conflict (tenant_id, grain, day, center_id, organization_id) do update set
      views = analytics_days.views + excluded.views,
      applications = analytics_days.applications + excluded.applications,
      matches = analytics_days.matches + excluded.matches
  `);
  await tx.execute(sql`
    insert into analytics_group_days (tenant_id, dimension, grain, day, key, center_id,
      organization_id, views, applications, matches)
    select ${tenantId}, k.dimension, g.grain, g.day, k.key, ${centerId}, ${organizationId}, ${n}
    from vacancies v
    cross join lateral (${vacancyGroups}) k
    cross join (values ('d', ${day}), ('m', ${month})) g(grain, day)
    where v.tenant_id = ${tenantId} and v.id = ${vacancyId}
    on conflict (tenant_id, dimension, grain, day, key, center_id, organization_id) do update set
      views = analytics_group_days.views + excluded.views,
      applications = analytics_group_days.applications + excluded.applications,
      matches = analytics_group_days.matches + excluded.matches
  `);
}

/**
 * Counts a volunteer account as a sign-up of its center on the day it was made (+1, after the
 * volunteer role is added), or takes it back (-1, before the role goes: removed or erased). Does
 * nothing for an account without the volunteer role.
 */
export async function countSignup(
  tx: Tx,
  tenantId: string,
  userId: string,
  delta: 1 | -1,
): Promise<void> {
  const { day, month } = countedDays(sql`u.created_at`);
  await tx.execute(sql`
    insert into analytics_days (tenant_id, grain, day, center_id, organization_id, signups)
    select u.tenant_id, g.grain, g.day, u.center_id, ${ALL_ORGANIZATIONS}::uuid, ${delta}::int
    from users u
    cross join lateral (values ('d', ${day}), ('m', ${month})) g(grain, day)
    where u.tenant_id = ${tenantId} and u.id = ${userId}
      and exists (
        select 1 from roles r
        where r.tenant_id = u.tenant_id and r.user_id = u.id and r.name = 'volunteer'
      )
    on conflict (tenant_id, grain, day, center_id, organization_id) do update
      set signups = analytics_days.signups + excluded.signups
  `);
}

export interface ActiveCount {
  tenantId: string;
  centerId: string;
  organizationId: string;
  userId: string;
  at: Date;
}

/**
 * Notes a volunteer as active with an organization (and its center, and the tenant) on the day
 * `at` falls on.
 */
export async function countActive(tx: Tx, count: ActiveCount): Promise<void> {
  const { tenantId, centerId, organizationId, userId } = count;
  const { day } = instant(count.at);
  const days = sql`datemultirange(daterange(${day}, ${day}, '[]'))`;
  await tx.execute(sql`
    insert into analytics_active (tenant_id, center_id, organization_id, user_id, days)
    values (${tenantId}, ${centerId}, ${organizationId}, ${userId}, ${days})
    on conflict (tenant_id, organization_id, center_id, user_id) do update
      set days = analytics_active.days + excluded.days
  `);
  await tx.execute(sql`
    insert into analytics_active_centers (tenant_id, center_id, user_id, days)
    values (${tenantId}, ${centerId}, ${userId}, ${days})
    on conflict (tenant_id, center_id, user_id) do update
      set days = analytics_active_centers.days + excluded.days
  `);
  await tx.execute(sql`
    insert into analytics_active_tenants (tenant_id, user_id, days)
    values (${tenantId}, ${userId}, ${days})
    on conflict (tenant_id, user_id) do update
      set days = analytics_active_tenants.days + excluded.days
  `);
}

/** A message in an application's conversation makes its writer active when they applied. */
export async function countApplicantMessage(
  tx: Tx,
  tenantId: string,
  applicationId: string,
  authorId: string,
  at: Date,
): Promise<void> {
  const [row] = await tx
    .select({ centerId: applications.centerId, organizationId: applications.organizationId })
    .from(applications)
    .where(
      and(
        eq(applications.tenantId, tenantId),
        eq(applications.id, applicationId),
        eq(applications.volunteerId, authorId),
      ),
    );
  if (row) await countActive(tx, { tenantId, ...row, userId: authorId, at });
}

/**
 * The first answer an application got (a later one changes nothing), counted in the answer-time
 * histogram of the application's organization and day. Not an edit of the application: its
 * updated_at stays.
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
      centerId: applications.centerId,
      organizationId: applications.organizationId,
      createdAt: applications.createdAt,
    });
  if (!row) return;
  const counts = new Array<number>(ANSWER_BUCKETS).fill(0);
  counts[answerBucketOf((at.getTime() - row.createdAt.getTime()) / 3_600_000) - 1] = 1;
  const added = sql`${`{${counts.join(',')}}`}::integer[]`;
  const { day, month } = instant(row.createdAt);
  await tx.execute(sql`
    insert into analytics_days (tenant_id, grain, day, center_id, organization_id, answers)
    values (${tenantId}, 'd', ${day}, ${row.centerId}, ${row.organizationId}, ${added}),
           (${tenantId}, 'm', ${month}, ${row.centerId}, ${row.organizationId}, ${added})
    on conflict (tenant_id, grain, day, center_id, organization_id) do update set
      answers = ${addHistograms(sql`analytics_days.answers`, sql`excluded.answers`)}
  `);
}
